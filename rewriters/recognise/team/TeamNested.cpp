// Nested dispatches in a kernel body (parallel_for/reduce/scan over TeamThreadRange,
// ThreadVectorRange, TeamVectorRange) and single(PerTeam|PerThread) (the body recogniser's
// visitor, TeamOpsCollector.h).
#include "rewriters/recognise/team/TeamOpsCollector.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

namespace kt::teamops {

void Collector::nested(CallExpr *C, Pattern P) {
  std::vector<const Expr *> Args;
  for (const Expr *A : C->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      Args.push_back(A);
  std::string PN;
  const CallExpr *Pol = Args.size() >= 2 ? nestedPolicyOf(Args[0], PN) : nullptr;
  if (Pol && isa<StringLiteral>(strip(Args[0])->IgnoreImplicit()))
    Pol = nullptr;
  const auto *L = Args.size() >= 2 ? dyn_cast<LambdaExpr>(strip(Args[1])) : nullptr;
  const unsigned Arity = P == Pattern::For ? 1 : P == Pattern::Reduce ? 2 : 3;
  const CXXMethodDecl *FnCall =
      !L && Args.size() >= 2
          ? nestedFunctorOperator(strip(Args[1])->getType().getNonReferenceType()->getAsCXXRecordDecl(),
                                  Arity, RC.Ctx)
          : nullptr;
  const InlineFunctor IF =
      !L && !FnCall && Args.size() >= 2 ? inlineNestedFunctor(Args[1], Arity, RC.Ctx) : InlineFunctor();
  if (!Pol || (!L && !FnCall && !IF) || PN == "PerTeam" || PN == "PerThread" || !Sc.S.Member) {
    RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                   "a dispatch inside a kernel must use TeamThreadRange, ThreadVectorRange or "
                   "TeamVectorRange with a lambda, a functor whose class holds no references, "
                   "or a functor holding references built in place with braces (`F{a, b}`)");
    reject(C);
    return;
  }
  NestLevel NL = PN == "TeamThreadRange"     ? NestLevel::TeamThread
                 : PN == "ThreadVectorRange" ? NestLevel::ThreadVector
                                             : NestLevel::TeamVector;
  bool Legal = (NL == NestLevel::ThreadVector && Sc.Depth <= 1) || Sc.Depth == 0;
  if (!Legal) {
    RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                   PN + " cannot be nested at this level");
    reject(C);
    return;
  }
  if (P == Pattern::Scan && !nestedScanForm(C, Args, NL, PN))
    return;
  if (IF) {
    if (std::string Why = inlineRefusal(IF); !Why.empty()) {
      RC.Diags.error(Args[1]->getBeginLoc(), DiagId::UnsupportedNested,
                     "the functor '" + IF.Class->getNameAsString() + "' built here holds "
                     "references; " + Why);
      reject(C);
      return;
    }
  }
  BodyOp *Op = add(BodyOp::Kind::NestedRange, C->getSourceRange());
  if (!Op)
    return;
  Op->nest = NL;
  Op->pattern = P;
  if (!nestedBounds(*Op, Pol, PN)) {
    reject(C);
    return;
  }
  const FunctionDecl *Def = nullptr; // an inlined functor's operator() definition
  if (IF)
    IF.Call->hasBody(Def);
  const FunctionDecl *Fn = L ? L->getCallOperator() : IF ? Def : FnCall;
  const Stmt *Body = L ? L->getBody() : IF ? Def->getBody() : Args[1]->IgnoreImplicit();
  const SourceRange Own = L ? L->getSourceRange() : IF ? Def->getSourceRange() : SourceRange();
  if (!nestedParams(*Op, C, Fn, Body, Own, P, Args))
    return;
  Scope2 Inner = Sc;
  Inner.Depth = NL == NestLevel::TeamThread ? 1 : 2;
  Inner.S.InLoop = true; // a `return` leaves the lambda's iteration (also in a team helper)
  if (IF) {
    inlineFunctor(*Op, C, IF, Inner);
    return;
  }
  collectInto(Body, Body->getSourceRange(), Inner, Op->body, RC);
  if (!L) {
    callFunctorBody(*Op, P);
    RC.Unit.NestedFunctors.push_back(FnCall);
  }
}

/// A functor's nested body is a call of it: `(f)(kt_i, kt_v)`, around the functor
/// expression's text (and its ops), as the lambda `[&](i, v) { f(i, v); }` would be.
void Collector::callFunctorBody(BodyOp &Op, Pattern P) {
  const std::string Before = "{ (", After = std::string(")(") + Op.indexName +
                                             (P != Pattern::For ? ", " + Op.accName : "") +
                                             (P == Pattern::Scan ? ", " + Op.finalName : "") +
                                             "); }";
  Op.body.text = Before + Op.body.text + After;
  for (auto &O : Op.body.ops)
    O->offset += Before.size();
}

/// The nested policy's bounds (`(member, end)` or `(member, begin, end)`) into Op.
bool Collector::nestedBounds(BodyOp &Op, const CallExpr *Pol, const std::string &PN) {
  std::vector<const Expr *> PA;
  for (const Expr *A : Pol->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      PA.push_back(A);
  if (PA.size() == 2) {
    Op.end = exprText(PA[1]);
  } else if (PA.size() >= 3) {
    Op.begin = exprText(PA[1]);
    Op.end = exprText(PA[2]);
  } else {
    RC.Diags.error(Pol->getBeginLoc(), DiagId::UnsupportedNested, PN + " needs bounds");
    return false;
  }
  return true;
}

/// The nested lambda's parameters (index, accumulator, final flag), the outer locals it
/// writes, and the reducer or scan total of the dispatch C, into Op. False (diagnosed) when
/// the form is not supported.
bool Collector::nestedParams(BodyOp &Op, CallExpr *C, const FunctionDecl *Fn, const Stmt *Body,
                             SourceRange Own, Pattern P, const std::vector<const Expr *> &Args) {
  auto Params = Fn->parameters();
  size_t Want = P == Pattern::For ? 1 : P == Pattern::Reduce ? 2 : 3;
  // Several results (Kokkos' combined reducers): an accumulator per result after the index.
  const bool Several = P == Pattern::Reduce && Own.isValid() && Params.size() > 2 &&
                       Args.size() == Params.size() + 1;
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
  static const char *const Called[] = {"kt_i", "kt_v", "kt_final"};
  auto Name = [&](size_t I) { return Own.isValid() ? paramName(Params[I], I) : Called[I]; };
  Op.indexType = typeText(Params[0]->getType(), RC.Ctx);
  Op.indexName = Name(0);
  std::vector<SourceLocation> Where;
  Op.outerWrites = outerLocalWrites(Body, Own, &Where);
  Op.outerUses = outerLocalUses(Body, Own);
  for (SourceLocation W : Where)
    Op.outerWriteOffsets.push_back(
        RC.Ctx.getSourceManager().getFileOffset(RC.Ctx.getSourceManager().getExpansionLoc(W)));
  if (Own.isValid()) // through the reference fields of functors built in place inside it
    fieldWrites(Op, Body, Own, nullptr);
  if (Several)
    return severalResults(Op, C, Params, Args);
  if (P != Pattern::For && !accumulatorIsReference(Params[1], P, RC)) {
    reject(C);
    return false;
  }
  if (P != Pattern::For) {
    Op.accType = typeText(Params[1]->getType(), RC.Ctx);
    Op.accArith = spelledArith(Params[1]->getType(), RC.Ctx);
    Op.accName = Name(1);
  }
  if (P == Pattern::Scan)
    Op.finalName = Name(2);
  if (P == Pattern::Reduce) {
    if (Args.size() < 3) {
      RC.Diags.error(C->getBeginLoc(), DiagId::UnsupportedNested,
                     "nested parallel_reduce needs a result");
      reject(C);
      return false;
    }
    Op.reducer = nestedReducer(Args[2]);
    if (Op.reducer && !checkResultTypes(Args[1], {Args[2]}, RC)) { // KT1058, as at the top
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

bool Collector::isReducerArg(const Expr *A) {
  std::string TN = kokkosTemplateName(strip(A)->getType());
  return !TN.empty() && TN != "View" && !kokkosValueClass(strip(A)->getType());
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
  std::string PN;
  const CallExpr *Pol = C->getNumArgs() >= 2 ? nestedPolicyCall(C->getArg(0), PN) : nullptr;
  const auto *L = C->getNumArgs() >= 2 ? dyn_cast<LambdaExpr>(strip(C->getArg(1))) : nullptr;
  if (!Pol || !L || (PN != "PerTeam" && PN != "PerThread")) {
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
  auto Params = L->getCallOperator()->parameters();
  if (Params.size() == 1 && C->getNumArgs() >= 3) {
    Op->valueName = Params[0]->getNameAsString();
    Op->valueType = typeText(Params[0]->getType(), RC.Ctx);
    Op->valueTarget = text(C->getArg(2));
  } else if (!Params.empty()) {
    RC.Diags.error(L->getBeginLoc(), DiagId::UnsupportedNested,
                   "single's lambda takes a value only in the broadcast form");
  }
  Scope2 Inner = Sc;
  Inner.S.InLoop = true; // a `return` leaves the lambda (also in a team helper)
  Inner.InSingle = true;
  collectInto(L->getBody(), L->getBody()->getSourceRange(), Inner, Op->body, RC);
}

} // namespace kt::teamops
