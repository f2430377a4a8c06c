// Nested dispatches in a kernel body (parallel_for/reduce/scan over TeamThreadRange,
// ThreadVectorRange, TeamVectorRange; parallel_for/reduce over their MD forms, TeamNestedMd.cpp)
// and single(PerTeam|PerThread) (the body recogniser's visitor, TeamOpsCollector.h).
#include "rewriters/recognise/reduce/FunctorReduction.h"
#include "rewriters/recognise/team/TeamOpsCollector.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

namespace kt::teamops {

void Collector::nested(CallExpr *C, Pattern P) {
  std::vector<const Expr *> Args;
  for (const Expr *A : C->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      Args.push_back(A);
  NestedPolicy Pol = Args.size() >= 2 ? nestedPolicyOf(Args[0]) : NestedPolicy();
  if (Pol && isa<StringLiteral>(strip(Args[0])->IgnoreImplicit()))
    Pol = NestedPolicy();
  const auto *L = Args.size() >= 2 ? dyn_cast<LambdaExpr>(strip(Args[1])) : nullptr;
  const unsigned Indices = Pol.md() ? Pol.Args.size() - 1 : 1;
  const unsigned Arity = Indices + (P == Pattern::For ? 0 : P == Pattern::Reduce ? 1 : 2);
  // A lambda variable (one result: its call passes the index and one accumulator).
  const LambdaExpr *Named = !L && Args.size() >= 2 && Args.size() <= 3 ? namedLambda(Args[1]) : nullptr;
  const CXXMethodDecl *FnCall =
      !L && !Named && Args.size() >= 2
          ? nestedFunctorOperator(strip(Args[1])->getType().getNonReferenceType()->getAsCXXRecordDecl(),
                                  Arity, RC.Ctx)
          : nullptr;
  const InlineFunctor IF = !L && !Named && !FnCall && !Pol.md() && Args.size() >= 2
                               ? inlineNestedFunctor(Args[1], Arity, RC.Ctx)
                               : InlineFunctor();
  if (!Pol.range() || (!L && !Named && !FnCall && !IF) || !Sc.S.Member) {
    RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                   "a dispatch inside a kernel must use TeamThreadRange, ThreadVectorRange or "
                   "TeamVectorRange with a lambda, a functor whose class holds no references, "
                   "or a functor holding references built in place with braces (`F{a, b}`)");
    reject(C);
    return;
  }
  const NestLevel NL = Pol.level();
  if (!nestedForm(C, P, Pol, Args, IF))
    return;
  BodyOp *Op = add(BodyOp::Kind::NestedRange, C->getSourceRange());
  if (!Op)
    return;
  Op->nest = NL;
  Op->pattern = P;
  if (!(Pol.md() ? mdBounds(*Op, Pol) : nestedBounds(*Op, Pol))) {
    reject(C);
    return;
  }
  const FunctionDecl *Def = nullptr; // an inlined functor's operator() definition
  if (IF)
    IF.Call->hasBody(Def);
  // A named lambda's body is where its writes and uses are (the dispatch calls it).
  const LambdaExpr *Lam = L ? L : Named;
  const FunctionDecl *Fn = Lam ? Lam->getCallOperator() : IF ? Def : FnCall;
  const Stmt *Body = Lam ? Lam->getBody() : IF ? Def->getBody() : Args[1]->IgnoreImplicit();
  const SourceRange Own = Lam ? Lam->getSourceRange() : IF ? Def->getSourceRange() : SourceRange();
  std::vector<std::pair<std::string, std::string>> Idx; // the indices' types and names
  if (!nestedParams(*Op, C, Fn, Body, Own, P, Args, Indices, Idx))
    return;
  if (Named) {
    // Its captures were bound where it was declared: a variable private to the loop would
    // not be the one it writes.
    Op->privateWrites.clear();
    Op->namedLambda = true;
    Body = Args[1]->IgnoreImplicit();
  }
  Scope2 Inner = Sc;
  Inner.Depth = NL == NestLevel::TeamThread ? 1 : 2;
  Inner.S.InLoop = true; // a `return` leaves the lambda's iteration (also in a team helper)
  if (IF) {
    inlineFunctor(*Op, C, IF, Inner);
    return;
  }
  collectInto(Body, Body->getSourceRange(), Inner, Op->body, RC);
  if (!L) {
    std::string IndexArgs;
    for (const auto &[Type, Name] : Idx)
      IndexArgs += (IndexArgs.empty() ? "" : ", ") + Name;
    callFunctorBody(*Op, P, IndexArgs);
    if (FnCall)
      RC.Unit.NestedFunctors.push_back(FnCall);
  }
  if (Pol.md())
    mdIndices(*Op, Idx);
}

/// Whether the nested dispatch C (its policy Pol, a functor IF built in place or none) has a
/// form the kernel lowers at this level; diagnosed, C rejected, when not.
bool Collector::nestedForm(CallExpr *C, Pattern P, const NestedPolicy &Pol,
                           const std::vector<const Expr *> &Args, const InlineFunctor &IF) {
  std::string Why = Pol.md() ? mdRefusal(Pol, P, Args) : "";
  const NestLevel NL = Pol.level();
  if (Why.empty() && !((NL == NestLevel::ThreadVector && Sc.Depth <= 1) || Sc.Depth == 0))
    Why = Pol.Name + " cannot be nested at this level";
  if (!Why.empty()) {
    RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested, Why);
    reject(C);
    return false;
  }
  if (P == Pattern::Scan && !nestedScanForm(C, Args, NL, Pol.Name))
    return false;
  if (std::string Bad = IF ? inlineRefusal(IF) : ""; !Bad.empty()) {
    RC.Diags.error(Args[1]->getBeginLoc(), DiagId::UnsupportedNested,
                   "the functor '" + IF.Class->getNameAsString() + "' built here holds "
                   "references; " + Bad);
    reject(C);
    return false;
  }
  return true;
}

/// A functor's nested body is a call of it: `(f)(kt_i, kt_v)`, around the functor
/// expression's text (and its ops), as the lambda `[&](i, v) { f(i, v); }` would be.
void Collector::callFunctorBody(BodyOp &Op, Pattern P, const std::string &IndexArgs) {
  const std::string Before = "{ (", After = std::string(")(") + IndexArgs +
                                             (P != Pattern::For ? ", " + Op.accName : "") +
                                             (P == Pattern::Scan ? ", " + Op.finalName : "") +
                                             "); }";
  Op.body.text = Before + Op.body.text + After;
  for (auto &O : Op.body.ops)
    O->offset += Before.size();
}

/// The nested policy's bounds (`(member, end)` or `(member, begin, end)`) into Op.
bool Collector::nestedBounds(BodyOp &Op, const NestedPolicy &Pol) {
  const std::vector<const Expr *> &PA = Pol.Args;
  if (PA.size() == 2) {
    Op.end = exprText(PA[1]);
  } else if (PA.size() >= 3) {
    Op.begin = exprText(PA[1]);
    Op.end = exprText(PA[2]);
  } else {
    RC.Diags.error(Pol.E->getBeginLoc(), DiagId::UnsupportedNested, Pol.Name + " needs bounds");
    return false;
  }
  return true;
}

/// The nested lambda's parameters (index, accumulator, final flag), the outer locals it
/// writes, and the reducer or scan total of the dispatch C, into Op. False (diagnosed) when
/// the form is not supported.
bool Collector::nestedParams(BodyOp &Op, CallExpr *C, const FunctionDecl *Fn, const Stmt *Body,
                             SourceRange Own, Pattern P, const std::vector<const Expr *> &Args,
                             unsigned Indices, std::vector<std::pair<std::string, std::string>> &Idx) {
  auto Params = Fn->parameters();
  size_t Want = Indices + (P == Pattern::For ? 0 : P == Pattern::Reduce ? 1 : 2);
  // Several results (Kokkos' combined reducers): an accumulator per result after the index.
  const bool Several = P == Pattern::Reduce && Own.isValid() && Indices == 1 &&
                       Params.size() > 2 && Args.size() == Params.size() + 1;
  if (Params.size() != Want && !Several) {
    RC.Diags.error(Fn->getBeginLoc(), DiagId::UnsupportedNested,
                   "nested lambda takes " + std::to_string(Params.size()) +
                       " parameters; expected " + std::to_string(Want));
    return false;
  }
  for (const ParmVarDecl *Pm : Params)
    if (refuseLocalType(Pm->getType(), Pm->getLocation(),
                        "nested lambda parameter '" + Pm->getNameAsString() + "'", RC))
      return false;
  // A functor's parameters are its operator()'s: the call gets names of its own.
  auto Name = [&](size_t I) -> std::string {
    if (Own.isValid())
      return paramName(Params[I], I);
    if (I < Indices)
      return Indices == 1 ? "kt_i" : "kt_i" + std::to_string(I);
    return I == Indices ? "kt_v" : "kt_final";
  };
  for (unsigned I = 0; I < Indices; ++I)
    Idx.push_back({typeText(Params[I]->getType(), RC.Ctx), Name(I)});
  Op.indexType = Indices == 1 ? Idx[0].first : "int64_t"; // an MD range's flat index
  Op.indexName = Indices == 1 ? Idx[0].second : mdFlatIndex(Op.nest);
  std::vector<SourceLocation> Where;
  std::vector<const VarDecl *> Written;
  Op.outerWrites = outerLocalWrites(Body, Own, &Where, &Written);
  for (const VarDecl *V : Written)
    if (onlyNamedWithin(V, Body->getSourceRange(), RC.Ctx.getSourceManager()))
      Op.privateWrites.push_back(V->getNameAsString());
  Op.outerUses = outerLocalUses(Body, Own);
  for (SourceLocation W : Where)
    Op.outerWriteOffsets.push_back(
        RC.Ctx.getSourceManager().getFileOffset(RC.Ctx.getSourceManager().getExpansionLoc(W)));
  if (Own.isValid()) // through the reference fields of functors built in place inside it
    fieldWrites(Op, Body, Own, nullptr);
  if (Several)
    return severalResults(Op, C, Params, Args);
  if (P != Pattern::For && !accumulatorIsReference(Params[Indices], P, RC)) {
    reject(C);
    return false;
  }
  if (P != Pattern::For) {
    Op.accType = typeText(Params[Indices]->getType(), RC.Ctx);
    Op.accArith = spelledArith(Params[Indices]->getType(), RC.Ctx);
    Op.accName = Name(Indices);
  }
  if (P == Pattern::Scan)
    Op.finalName = Name(Indices + 1);
  if (P == Pattern::Reduce) {
    if (Args.size() < 3) {
      RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                     "nested parallel_reduce needs a result");
      reject(C);
      return false;
    }
    Op.reducer = nestedReducer(Args[2]);
    if (Op.reducer && (!checkResultTypes(Args[1], {Args[2]}, RC) || // KT1058, as at the top
                       !closureOps(Op, Args[1], Args[2]))) {
      reject(C);
      return false;
    }
    if (Op.reducer && Op.reducer->valueType.empty())
      Op.reducer->valueType = Op.accType;
  }
  if (P == Pattern::Scan && Args.size() >= 3 && isReducerArg(Args[2]))
    return nestedScanReducer(Op, C, Args[2]);
  if (P == Pattern::Scan && Args.size() >= 3)
    Op.valueTarget = text(Args[2]);
  return true;
}

/// A functor closure's own join, init and final make the op of a nested reduction into a value
/// (Kokkos 4: FunctorAnalysis of the closure, as its team backends call it); a reducer's ops, or
/// a lambda's sum, otherwise. False (reported) when they cannot.
bool Collector::closureOps(BodyOp &Op, const Expr *Closure, const Expr *Result) {
  const auto *RD = strip(Closure)->getType().getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || RD->isLambda() || isReducerArg(Result))
    return true;
  bool Failed = false;
  std::optional<Reducer> R = nestedClosureOp(RD, Closure, RC, Failed);
  if (R) {
    R->result = Op.reducer->result;
    R->target = Op.reducer->target;
    R->valueType = Op.accType;
    Op.reducer = R;
  }
  return !Failed;
}

bool Collector::isReducerArg(const Expr *A) {
  std::string TN = kokkosTemplateName(strip(A)->getType());
  return (!TN.empty() && TN != "View" && !kokkosValueClass(strip(A)->getType())) ||
         userReducerClass(strip(A)->getType());
}

/// parallel_scan(ThreadVectorRange(...), lambda, reducer): the reducer's init and join make
/// the scan (Kokkos' reducer overload); its result receives the total, as Kokkos' CUDA and
/// HIP backends write it (its host backends leave it as it was).
bool Collector::nestedScanReducer(BodyOp &Op, CallExpr *C, const Expr *Arg) {
  Op.reducer = nestedReducer(Arg);
  if (!Op.reducer) {
    reject(C);
    return false;
  }
  ReducerKind RK = Op.reducer->kind;
  if (locReducer(RK) || RK == ReducerKind::MinMax || minMaxLocReducer(RK)) {
    RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedNested,
                   std::string("a nested parallel_scan with the reducer Kokkos::") +
                       reducerName(RK) + " is not supported; scan with Sum, Prod, Min, Max, "
                       "LAnd, LOr, BAnd or BOr");
    reject(C);
    return false;
  }
  Op.reducer->valueType = Op.accType;
  Op.valueTarget = Op.reducer->result;
  return true;
}

/// A nested parallel_scan: over TeamThreadRange or ThreadVectorRange, with at most a total
/// (a variable of the accumulator's type; Kokkos 4) or, over ThreadVectorRange, a reducer.
bool Collector::nestedScanForm(const CallExpr *C, const std::vector<const Expr *> &Args, NestLevel NL,
                               const std::string &PN) {
  std::string Why;
  if (NL == NestLevel::TeamVector)
    Why = "nested parallel_scan over TeamVectorRange is not supported; scan over "
          "TeamThreadRange or ThreadVectorRange";
  else if (Args.size() > 3)
    Why = "nested parallel_scan takes at most one result (its total)";
  else if (Args.size() == 3 && NL == NestLevel::TeamThread && isReducerArg(Args[2]))
    Why = "a nested parallel_scan over TeamThreadRange takes a total, not a reducer (Kokkos "
          "has a reducer form over ThreadVectorRange only)";
  else if (Args.size() == 3 && !isReducerArg(Args[2]) &&
           (!kokkosTemplateName(strip(Args[2])->getType()).empty() ||
            !strip(Args[2])->isLValue()))
    Why = "the total of a nested parallel_scan over " + PN +
          " must be a variable (a View is not supported)";
  if (Why.empty())
    return true;
  RC.Diags.error(Args.size() == 3 && Why.find("total") != std::string::npos
                     ? Args[2]->getBeginLoc()
                     : C->getBeginLoc(),
                 DiagId::UnsupportedNested, Why);
  reject(C);
  return false;
}

void Collector::single(CallExpr *C) {
  const NestedPolicy Pol = C->getNumArgs() >= 2 ? nestedPolicyCall(C->getArg(0)) : NestedPolicy();
  const std::string &PN = Pol.Name;
  const LambdaExpr *Named = C->getNumArgs() == 2 ? namedLambda(C->getArg(1)) : nullptr;
  const auto *L = C->getNumArgs() >= 2 ? dyn_cast<LambdaExpr>(strip(C->getArg(1))) : nullptr;
  if (!Pol || Pol.range() || !(L || (Named && Named->getCallOperator()->param_empty()))) {
    RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                   "single needs PerTeam(team) or PerThread(team) and a lambda");
    reject(C);
    return;
  }
  if (PN == "PerTeam" && Sc.Depth > 0) {
    RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                   "single(PerTeam) inside a nested range is not supported");
    reject(C);
    return;
  }
  BodyOp *Op = add(BodyOp::Kind::Single, C->getSourceRange());
  if (!Op)
    return;
  Op->perTeam = PN == "PerTeam";
  Scope2 Inner = Sc;
  Inner.S.InLoop = true; // a `return` leaves the lambda (also in a team helper)
  Inner.InSingle = true;
  if (Named) { // `{ (h)(); }`: the lambda variable called once
    BodyText Call;
    collectInto(C->getArg(1)->IgnoreImplicit(), C->getArg(1)->getSourceRange(), Inner, Call, RC);
    appendText(Op->body, "{ (", std::move(Call), ")(); }");
    return;
  }
  auto Params = L->getCallOperator()->parameters();
  if (Params.size() == 1 && C->getNumArgs() >= 3) {
    Op->valueName = Params[0]->getNameAsString();
    Op->valueType = typeText(Params[0]->getType(), RC.Ctx);
    Op->valueTarget = text(C->getArg(2));
  } else if (!Params.empty()) {
    RC.Diags.error(L->getBeginLoc(), DiagId::UnsupportedNested,
                   "single's lambda takes a value only in the broadcast form");
  }
  collectInto(L->getBody(), L->getBody()->getSourceRange(), Inner, Op->body, RC);
}

} // namespace kt::teamops
