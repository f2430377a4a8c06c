// Recognises the body of a dispatch: a lambda (KOKKOS_LAMBDA or [=]) or a functor's
// operator(), its parameters, and the variables it needs as kernel parameters.
#include "rewriters/ApiTable.h"
#include "rewriters/AstUtil.h"
#include "rewriters/PassedLambda.h"
#include "rewriters/Recognisers.h"
#include "rewriters/TemplateDispatch.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace kt {

// StructImage.cpp (to move to Recognisers.h with the next change there: every recogniser
// includes it). A capture of a struct declared in the enclosing function: it travels to the
// kernel as its bytes (kt::ObjectBytes) and the body declares the struct again; KT1013 at Loc
// where it cannot.
bool localObjectCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                        RecogContext &RC);
// An image capture C whose body uses the object itself (its member functions called, passed
// whole): it travels as Kokkos copies it, as its bytes (kt::ObjectImage); KT1002 where its
// copy constructor or destructor is the user's.
// A captured View whose value type is a struct declared in the enclosing function: its
// handle travels as kt::ObjectImage of the handle of a stand-in value type; KT1013 at Loc
// where it cannot.
bool localViewCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                      RecogContext &RC);
bool objectImageUses(const std::vector<const Stmt *> &Bodies, const ValueDecl *D, Capture &C,
                     RecogContext &RC);

namespace {

/// For a View whose type the user did not spell (auto x = subview(...)): a strided View of
/// the same value type and rank, which every layout converts to.
std::string stridedViewType(QualType T, RecogContext &RC) {
  QualType Data = templateTypeArg(T, 0);
  // An atomic View's subview is atomic (Kokkos keeps the memory traits): the kernel's handle too.
  const bool Atomic = (viewMemoryTraits(T) & 0x04) != 0;
  return "kt::View<" + typeText(Data, RC.Ctx) + ", kt::LayoutStride" +
         (Atomic ? ", kt::MemoryTraits<kt::Atomic>>" : ">");
}

/// What a View type says: layout, rank, value type and memory traits (Capture::view).
ViewInfo viewInfo(QualType T, RecogContext &RC) {
  ViewInfo I;
  I.layout = viewLayout(T);
  I.traits = viewMemoryTraits(T);
  QualType Data = viewDataType(T);
  if (Data.isNull())
    return I;
  ViewDataShape S = viewDataShape(Data);
  I.rank = S.dynamic + (unsigned)S.statics.size();
  I.constValue = S.value.isConstQualified();
  I.valueType = typeText(S.value.getUnqualifiedType(), RC.Ctx);
  I.arith = arithOf(S.value);
  return I;
}

/// A Kokkos random pool (Kokkos_Random.hpp). Real Kokkos' pools hold Views (not trivially
/// copyable); the shim's pool converts to a trivially copyable handle_type with the same
/// get_state/free_state, which the kernel receives instead.
bool isRandomPool(QualType T) {
  std::string N = kokkosTemplateName(T.getNonReferenceType());
  return N == "Random_XorShift64_Pool" || N == "Random_XorShift1024_Pool";
}

/// A pool whose template argument puts its states on the other side of the dispatch (KT1022).
bool checkPoolSpace(QualType T, SourceLocation Use, const std::string &Name, const Kernel &K,
                    RecogContext &RC) {
  std::optional<ExecSpace> S = policyTypeSpace(T.getNonReferenceType());
  if (!S || *S == K.policy.space)
    return true;
  RC.Diags.error(Use, DiagId::InaccessibleView,
                 "random pool '" + Name + "' keeps its states in " + execSpaceName(*S) +
                     " memory, but this dispatch runs on the " + execSpaceName(K.policy.space) +
                     "; give the pool the dispatch's execution space as template argument");
  return false;
}

/// Where the body first assigns to its by-value index parameter (`i++;`), invalid if nowhere.
/// Kokkos passes each call its own copy; a range kernel declares that index without `const`
/// (Kernel::indexWritten). An MDRange kernel's outer index is shared by its inner loop, so a
/// write there stays KT1011.
SourceLocation indexWriteAt(const ParmVarDecl *P) {
  const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext());
  if (!F || !F->getBody() || P->getType().isConstQualified() || P->getType()->isReferenceType())
    return SourceLocation();
  struct Finder : RecursiveASTVisitor<Finder> {
    const ParmVarDecl *P;
    SourceLocation At;
    bool names(const Expr *E) {
      const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return D && D->getDecl() == P;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp() && names(U->getSubExpr()) && At.isInvalid())
        At = U->getExprLoc();
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->isAssignmentOp() && names(B->getLHS()) && At.isInvalid())
        At = B->getExprLoc();
      return true;
    }
  } W;
  W.P = P;
  W.TraverseStmt(F->getBody());
  return W.At;
}

/// Records whether the body writes index parameter P; false (KT1011) where it cannot.
bool recordIndexWrite(const ParmVarDecl *P, Kernel &K, RecogContext &RC) {
  SourceLocation At = indexWriteAt(P);
  if (At.isValid() && K.policy.kind != PolicyKind::Range) {
    RC.Diags.error(At, DiagId::UnsupportedBody,
                   "the body changes its index parameter '" + P->getNameAsString() +
                       "', which an MDRangePolicy kernel shares between its inner iterations; "
                       "copy it into a local variable and change that");
    return false;
  }
  K.indexWritten.push_back(At.isValid());
  return true;
}

bool classifyCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                     RecogContext &RC) {
  T = T.getNonReferenceType();
  if (const TagDecl *D = localTagIn(T)) {
    if (D == T->getAsCXXRecordDecl()) // a local struct: the kernel declares it again
      return localObjectCapture(T, Loc, Name, C, RC);
    if (isKokkosView(T)) // a View of a local struct: its handle travels as bytes
      return localViewCapture(T, Loc, Name, C, RC);
    RC.Diags.error(Loc, DiagId::LocalTypeCapture,
                   "'" + Name + "' has a type that names '" + D->getNameAsString() +
                       "', declared inside a function; declare it at namespace scope so the "
                       "kernel can name it");
    return false;
  }
  if (refuseLaterType(T, Loc, "'" + Name + "'", RC))
    return false;
  if (auto H = containerHandleType(T, RC.Ctx)) { // DualView, ScatterView, UniqueToken
    C.kind = Capture::Kind::Struct;
    C.type = *H;
    // In a kernel template, a container whose type is a template parameter (`grid_sv_t`) is
    // spelled through it: one kernel serves every instantiation, as for Views.
    if (TemplateSpelling::active() && resugarTemplateParams(T, RC.Ctx)->isDependentType())
      C.type = "typename " + typeText(T, RC.Ctx) + "::handle_type";
    return true;
  }
  if (isKokkosView(T)) {
    C.kind = Capture::Kind::View;
    C.view = viewInfo(T, RC);
    if (T->getContainedDeducedType() || T.getAsString().find("ViewMapping") != std::string::npos) {
      C.type = stridedViewType(T, RC);
      C.view.layout = ViewLayout::Stride;
    }
    return true;
  }
  if (isRandomPool(T)) { // passed as the shim pool's trivially copyable device handle
    QualType P = T.getUnqualifiedType(); // `auto pool = ...`: the type it was deduced from
    while (const auto *A = dyn_cast<AutoType>(P.getTypePtr()))
      if (A->isDeduced())
        P = A->getDeducedType().getUnqualifiedType();
      else
        break;
    C.kind = Capture::Kind::Struct;
    C.type = typeText(P, RC.Ctx) + "::handle_type";
    if (TemplateSpelling::active() && resugarTemplateParams(P, RC.Ctx)->isDependentType())
      C.type = "typename " + C.type; // `typename RandPool::handle_type` in a kernel template
    return true;
  }
  if (T->isScalarType()) {
    C.kind = Capture::Kind::Scalar;
    return true;
  }
  if (T->isArrayType()) {
    RC.Diags.error(Loc, DiagId::NonTrivialCapture,
                   "array '" + Name + "' cannot be passed to a kernel by value; wrap it in a "
                   "struct or use Kokkos::Array");
    return false;
  }
  const auto *RD = T->getAsCXXRecordDecl();
  if (RD && holdsView(RD))
    return imageCapture(T, Loc, Name, C, RC);
  if (RD && RD->isTriviallyCopyable()) {
    C.kind = Capture::Kind::Struct;
    return true;
  }
  RC.Diags.error(Loc, DiagId::NonTrivialCapture,
                 "'" + Name + "' of type '" + T.getAsString() +
                     "' is not trivially copyable and cannot be passed to a kernel");
  return false;
}

/// A View the dispatch's execution space cannot read: host memory in a device kernel, device
/// memory in a host dispatch (KT1022 at Use). Views whose side is not known pass, as before.
bool checkViewSpace(QualType T, const VarDecl *V, SourceLocation Use, const std::string &Name,
                    const Kernel &K, RecogContext &RC) {
  std::optional<ExecSpace> Mem = viewMemorySpace(T.getNonReferenceType(), V);
  if (!Mem || *Mem == K.policy.space)
    return true;
  if (*Mem == ExecSpace::Host)
    RC.Diags.error(Use, DiagId::InaccessibleView,
                   "'" + Name + "' is a View of host memory (HostSpace, a host mirror), but this "
                   "dispatch runs on the device, which cannot read it; deep_copy it to a "
                   "device View, or run the dispatch on Kokkos::DefaultHostExecutionSpace");
  else
    RC.Diags.error(Use, DiagId::InaccessibleView,
                   "'" + Name + "' is a View of device memory (the default memory space), but "
                   "this dispatch runs on a host execution space, which cannot read it; use a "
                   "host mirror (create_mirror_view) or a HostSpace View");
  return false;
}

/// A device image's Views must be readable where the dispatch runs, as captured Views (KT1022).
bool checkImageSpaces(QualType T, SourceLocation Use, const Capture &C, const Kernel &K,
                      RecogContext &RC) {
  if (C.imageOf.empty())
    return true;
  bool Ok = true;
  for (const FieldDecl *F : T.getNonReferenceType()->getAsCXXRecordDecl()->getDefinition()->fields())
    if (isKokkosView(F->getType()))
      Ok = checkViewSpace(F->getType(), nullptr, Use, C.name + "." + F->getNameAsString(), K,
                          RC) && Ok;
  return Ok;
}

/// A builtin integer (not bool) or float/double of at most 8 bytes, after references and
/// typedefs; false for a dependent type.
static bool arithmeticScalar(QualType T, ASTContext &Ctx) {
  T = T.getNonReferenceType().getCanonicalType();
  if (T->isDependentType())
    return false;
  const auto *B = T->getAs<BuiltinType>();
  if (!B || B->getKind() == BuiltinType::Bool || Ctx.getTypeSize(T) > 64)
    return false;
  return B->isInteger() || B->getKind() == BuiltinType::Float || B->getKind() == BuiltinType::Double;
}

/// Splits operator() parameters into index/member, accumulator and final flag.
bool readParams(ArrayRef<ParmVarDecl *> Params, Kernel &K, bool HasTag, SourceLocation Loc,
                RecogContext &RC) {
  size_t I = HasTag ? 1 : 0;
  size_t NIdx = K.policy.kind == PolicyKind::MDRange ? (size_t)K.policy.rank : 1;
  size_t Want = NIdx + (K.pattern == Pattern::For ? 0 : 1) + (K.pattern == Pattern::Scan ? 1 : 0);
  // A reduction may take several accumulators (one per result); Dispatch.cpp checks the count.
  if (K.pattern == Pattern::Reduce && Params.size() > I + Want)
    Want = Params.size() - I;
  if (Params.size() != I + Want) {
    RC.Diags.error(Loc, DiagId::UnsupportedBody,
                   "kernel body takes " + std::to_string(Params.size() - I) +
                       " parameters; this dispatch passes " + std::to_string(Want));
    return false;
  }
  bool Ok = true;
  for (size_t J = I; J < Params.size(); ++J)
    if (K.policy.kind != PolicyKind::Team || J > I)
      Ok = !refuseLocalType(Params[J]->getType(), Params[J]->getLocation(),
                            "kernel parameter '" + Params[J]->getNameAsString() + "'", RC) &&
           Ok;
  if (!Ok)
    return false;
  // An unnamed parameter (`KOKKOS_LAMBDA(const int, long& s)`) still gets a declaration in the
  // kernel: it is named after its position.
  auto Name = [&](size_t P) {
    std::string N = Params[P]->getNameAsString();
    return N.empty() ? "kt_unnamed" + std::to_string(P) : N;
  };
  for (size_t J = 0; J < NIdx; ++J, ++I) {
    if (K.policy.kind == PolicyKind::Team)
      K.memberName = Name(I);
    else if (!recordIndexWrite(Params[I], K, RC)) {
      return false;
    } else {
      K.indexTypes.push_back(typeText(Params[I]->getType(), RC.Ctx));
      K.indexNames.push_back(Name(I));
    }
  }
  if (K.pattern != Pattern::For) {
    if (!accumulatorIsReference(Params[I], K.pattern, RC))
      return false;
    K.accType = typeText(Params[I]->getType(), RC.Ctx);
    // A class-template functor's launch spells accType with its arguments (spellLaunchTypes);
    // a function template's kernel keeps the parameters.
    K.accArith = RC.Instantiation ? spelledArith(Params[I]->getType(), RC.Ctx)
                                  : arithOf(Params[I]->getType());
    K.accName = Name(I);
    if (K.pattern == Pattern::Scan)
      K.scanArithmetic = arithmeticScalar(Params[I]->getType(), RC.Ctx);
    if (K.pattern == Pattern::Reduce && Params.size() > I + 1) // several results
      for (size_t J = I; J < Params.size(); ++J) {
        if (J > I && !accumulatorIsReference(Params[J], K.pattern, RC))
          return false;
        K.accTypes.push_back(typeText(Params[J]->getType(), RC.Ctx));
        K.accNames.push_back(Name(J));
      }
    ++I;
  }
  if (K.pattern == Pattern::Scan)
    K.finalName = Name(I);
  return true;
}

/// Local variables of the enclosing function that the lambda uses without capturing them
/// (constants that are not odr-used, such as `const int N = 16;`).
struct UncapturedLocals : RecursiveASTVisitor<UncapturedLocals> {
  const LambdaExpr *L;
  std::vector<const VarDecl *> Vars;
  bool VisitDeclRefExpr(DeclRefExpr *D) {
    const auto *V = dyn_cast<VarDecl>(D->getDecl());
    if (!V || !V->isLocalVarDeclOrParm() || std::find(Vars.begin(), Vars.end(), V) != Vars.end())
      return true;
    for (const DeclContext *DC = V->getDeclContext(); DC; DC = DC->getParent())
      if (DC == L->getCallOperator() || DC == L->getLambdaClass())
        return true; // declared inside the lambda (or a lambda nested in it)
    for (const LambdaCapture &C : L->captures())
      if (C.capturesVariable() && C.getCapturedVar() == V)
        return true;
    Vars.push_back(V);
    return true;
  }
};

struct FieldUses : RecursiveASTVisitor<FieldUses> {
  std::vector<const FieldDecl *> Fields;
  std::vector<SourceLocation> FirstUse; ///< per field: its first use
  std::vector<const CXXMemberCallExpr *> MemberCalls;
  bool VisitMemberExpr(MemberExpr *M) {
    if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl()))
      if (isa<CXXThisExpr>(M->getBase()->IgnoreImplicit()))
        if (std::find(Fields.begin(), Fields.end(), F) == Fields.end()) {
          Fields.push_back(F);
          FirstUse.push_back(M->getMemberLoc());
        }
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *C) {
    if (const Expr *O = C->getImplicitObjectArgument())
      if (isa<CXXThisExpr>(O->IgnoreImplicit()))
        MemberCalls.push_back(C);
    return true;
  }
};

/// The body text of RD's method Name (its parameter names into Params), "" if it has none. It
/// becomes a static member of the kernel's op struct: a use of the functor's own members is
/// KT1016, and Kokkos names in it are spelled for the shim.
std::string methodBody(const CXXRecordDecl *RD, StringRef Name, std::vector<std::string> &Params,
                       RecogContext &RC, bool *UsesMembers = nullptr) {
  for (const CXXMethodDecl *M : RD->methods()) {
    if (!M->getIdentifier() || M->getName() != Name || !M->hasBody())
      continue;
    for (const ParmVarDecl *P : M->parameters())
      Params.push_back(P->getNameAsString());
    struct ThisUse : RecursiveASTVisitor<ThisUse> {
      SourceLocation At;
      bool VisitCXXThisExpr(CXXThisExpr *E) {
        if (At.isInvalid())
          At = E->getBeginLoc();
        return true;
      }
    } T;
    T.TraverseStmt(M->getBody());
    if (T.At.isValid() && UsesMembers) { // the caller applies it through the functor object
      *UsesMembers = true;
      return "";
    }
    if (T.At.isValid()) {
      RC.Diags.error(RC.Ctx.getSourceManager().getExpansionLoc(T.At), DiagId::UnsupportedReducer,
                     "the functor's " + Name.str() + "() uses its members; the kernel's "
                     "reduction op has no functor object, so init/join/final may use only their "
                     "arguments");
      Params.clear();
      return "";
    }
    std::string Text = sourceText(RC.Ctx, M->getBody()->getSourceRange());
    auto [Bg, En] = fileOffsets(RC.Ctx, M->getBody()->getSourceRange());
    const FileID F = RC.Ctx.getSourceManager().getFileID(
        RC.Ctx.getSourceManager().getExpansionLoc(M->getBody()->getBeginLoc()));
    std::vector<const KokkosNameUse *> In;
    for (const KokkosNameUse &U : RC.NameUses)
      if (U.File == F && U.Begin >= Bg && U.End <= En)
        In.push_back(&U);
    for (auto I = In.rbegin(); I != In.rend(); ++I) { // back to front: offsets stay valid
      auto S = spellKokkosName((*I)->Name, ApiContext::Kernel);
      if (!S) {
        RC.Diags.error((*I)->Loc, DiagId::UnknownKokkosApi,
                       "Kokkos::" + (*I)->Name + " has no equivalent in the runtime shim");
        Params.clear();
        return "";
      }
      Text.replace((*I)->Begin - Bg, (*I)->End - (*I)->Begin, *S);
    }
    return Text;
  }
  return "";
}

/// The kernel-side copy of a member function the body calls: its text from the return type
/// to the body, which goes through `kt_self` (the device copy of the used members).
MemberFunction memberFunction(const CXXMethodDecl *M, const FunctionDecl *Def,
                              RecogContext &RC) {
  MemberFunction MF;
  // Defined out of line (`double SNA::f(double r) const {`): the definition's text without
  // `SNA::` (the declaration in the class may name no parameters).
  std::string Sig =
      Def->isOutOfLine()
          ? sourceText(RC.Ctx, Def->getReturnTypeSourceRange()) + " " +
                sourceText(RC.Ctx, SourceRange(Def->getNameInfo().getBeginLoc(),
                                               Def->getBody()->getBeginLoc()))
          : sourceText(RC.Ctx, SourceRange(M->getReturnTypeSourceRange().getBegin(),
                                           Def->getBody()->getBeginLoc()));
  MF.signature = Sig.substr(0, Sig.size() > 0 ? Sig.size() - 1 : 0); // without the `{`
  BodyScope MS; // no Functor: in the device copy, its member calls reach the copy's own
  MS.InLoop = false; // its `return` statements are its own
  collectBody(Def->getBody(), MS, MF.body, RC);
  return MF;
}

} // namespace

bool collectObjectMembers(const Stmt *Body, const CXXRecordDecl *RD, const ObjectAccess &A,
                          Kernel &K, RecogContext &RC) {
  // Fields used by the body and by every member function it calls (transitively).
  FieldUses U;
  U.TraverseStmt(const_cast<Stmt *>(Body));
  std::vector<const CXXMethodDecl *> Called;
  std::vector<const Stmt *> Bodies{Body};
  bool Ok = true;
  for (size_t I = 0; I < U.MemberCalls.size(); ++I) {
    const CXXMethodDecl *M = U.MemberCalls[I]->getMethodDecl();
    const FunctionDecl *Def = nullptr;
    if (!M || std::find(Called.begin(), Called.end(), M) != Called.end())
      continue;
    if (!M->hasBody(Def)) {
      RC.Diags.error(U.MemberCalls[I]->getExprLoc(), DiagId::FunctorMemberCall,
                     "member function '" + M->getNameAsString() +
                         "' is called in a kernel but its definition is not visible");
      Ok = false;
      continue;
    }
    if (M->isVirtual()) {
      RC.Diags.error(U.MemberCalls[I]->getExprLoc(), DiagId::VirtualCall,
                     "virtual member function '" + M->getNameAsString() + "' called in a kernel");
      Ok = false;
      continue;
    }
    Called.push_back(M);
    Bodies.push_back(Def->getBody());
    U.TraverseStmt(Def->getBody()); // appends its fields and further member calls
    K.memberFunctions.push_back(memberFunction(M, Def, RC));
  }
  for (size_t FI = 0; FI < U.Fields.size(); ++FI) {
    const FieldDecl *F = U.Fields[FI];
    Capture C;
    C.name = F->getNameAsString();
    C.type = typeText(F->getType(), RC.Ctx);
    C.hostExpr = memberHostExpr(F, RD, A, K, RC, Ok);
    C.line = lineOf(RC.Ctx, F->getLocation());
    Ok = classifyCapture(F->getType(), F->getLocation(), C.name, C, RC) && Ok;
    if (C.kind == Capture::Kind::View || isKokkosView(F->getType().getNonReferenceType()))
      Ok = checkViewSpace(F->getType(), nullptr, U.FirstUse[FI], C.name, K, RC) && Ok;
    if (isRandomPool(F->getType()))
      Ok = checkPoolSpace(F->getType(), U.FirstUse[FI], C.name, K, RC) && Ok;
    Ok = (K.memberFunctions.empty() ? objectImageUses(Bodies, F, C, RC)
                                    : checkImageUses(Bodies, F, C, RC)) && Ok;
    Ok = checkImageSpaces(F->getType(), U.FirstUse[FI], C, K, RC) && Ok;
    K.captures.push_back(C);
  }
  return Ok;
}

namespace {

/// The operator() a dispatch calls, as Kokkos' overload resolution picks it: the work tag's
/// overloads (or the untagged ones), then the one whose arity is the pattern's (index
/// arguments, + accumulator for reduce, + final flag for scan), and among several of that arity
/// the one whose first argument is a team member (team policies) or an index (the others).
/// Falls back to the first tag match, which readParams then reports.
const CXXMethodDecl *selectCallOperator(const CXXRecordDecl *RD, Kernel &K, bool &HasTag,
                                        RecogContext &RC) {
  const size_t NIdx = K.policy.kind == PolicyKind::MDRange ? (size_t)K.policy.rank : 1;
  const size_t Want =
      NIdx + (K.pattern == Pattern::For ? 0 : 1) + (K.pattern == Pattern::Scan ? 1 : 0);
  const CXXMethodDecl *First = nullptr, *Arity = nullptr;
  for (const CXXMethodDecl *M : RD->methods()) {
    if (M->getOverloadedOperator() != OO_Call || !M->hasBody())
      continue;
    bool Tagged = false;
    if (!K.policy.workTag.empty() && M->getNumParams() > 0)
      Tagged = typeText(M->getParamDecl(0)->getType(), RC.Ctx) == K.policy.workTag;
    if (!K.policy.workTag.empty() != Tagged)
      continue;
    const size_t Skip = Tagged ? 1 : 0;
    if (!First)
      First = M, HasTag = Tagged;
    if (M->getNumParams() != Skip + Want)
      continue;
    const bool IndexArg = M->getParamDecl(Skip)->getType().getNonReferenceType()->isIntegerType();
    if ((K.policy.kind == PolicyKind::Team) != IndexArg) {
      HasTag = Tagged;
      return M;
    }
    if (!Arity)
      Arity = M;
  }
  if (Arity)
    HasTag = !K.policy.workTag.empty();
  if (!Arity && !First && !K.policy.workTag.empty())
    if (const CXXMethodDecl *T = selectTagTemplateOperator(RD, Want, K, RC)) {
      HasTag = true;
      return T;
    }
  return Arity ? Arity : First;
}

bool recogniseFunctor(const Expr *Arg, const CXXRecordDecl *RD, Kernel &K, RecogContext &RC) {
  K.isFunctor = true;
  K.functorType = typeText(Arg->getType(), RC.Ctx);
  // Host text the launch keeps: a temporary's Kokkos names (`F<Kokkos::HostSpace::
  // execution_space>(d)`) spelled for the shim, as the host code around it is.
  K.functorExpr = ktSpell(sourceText(RC.Ctx, Arg->getSourceRange()));
  bool HasTag = false;
  const CXXMethodDecl *Op = selectCallOperator(RD, K, HasTag, RC);
  if (!Op) {
    RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedBody,
                   "functor '" + K.functorType + "' has no operator() for this dispatch" +
                       (K.policy.workTag.empty() ? "" : " and work tag " + K.policy.workTag));
    return false;
  }
  if (!readParams(Op->parameters(), K, HasTag, Op->getLocation(), RC) ||
      !applyTeamShmemHook(RD, Arg, K, RC))
    return false;
  std::tie(K.functorBodyBegin, K.functorBodyEnd) =
      fileOffsets(RC.Ctx, Op->getBody()->getSourceRange());
  ObjectAccess A;
  A.prefix = "kt_functor.";
  A.accessor = true;
  bool Ok = collectObjectMembers(Op->getBody(), RD, A, K, RC);
  // Custom reduction or scan op: value_type + join (+ init, final).
  if (K.pattern == Pattern::Reduce || K.pattern == Pattern::Scan) {
    std::vector<std::string> JP, IP, FP;
    std::string Join = methodBody(RD, "join", JP, RC);
    if (Join.empty() && !methodBody(RD, "init", IP, RC).empty()) {
      RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedReducer,
                     "functor '" + RD->getNameAsString() + "' defines init() but not join(): "
                     "Kokkos then adds up the partial results, each started by init(), so the "
                     "result depends on how many partials the backend makes; define join()");
      return false;
    }
    if (!Join.empty() && JP.size() == 2) {
      Reducer R;
      R.kind = ReducerKind::Custom;
      R.valueType = K.accType;
      R.customOp = K.name + "_op";
      R.joinBody = Join;
      R.joinDst = JP[0];
      R.joinSrc = JP[1];
      R.initBody = methodBody(RD, "init", IP, RC);
      R.initParam = IP.empty() ? "" : IP[0];
      R.finalBody = methodBody(RD, "final", FP, RC, &R.finalOnHost);
      R.finalParam = FP.empty() || R.finalOnHost ? "" : FP[0];
      K.reducers.push_back(R);
    }
  }
  BodyScope Scope;
  Scope.Functor = RD;
  if (K.policy.kind == PolicyKind::Team)
    Scope.Member = Op->getParamDecl(HasTag ? 1 : 0);
  collectBody(Op->getBody(), Scope, K.body, RC);
  recogniseRankSegments(Op->getBody(), Scope.Member, K, RC);
  checkKernelSafety(Op->getBody(), nullptr, K, RC);
  return checkDualViewSides(Op->getBody(), K, RC) && Ok;
}

} // namespace


bool accumulatorIsReference(const ParmVarDecl *P, Pattern Pat, RecogContext &RC) {
  if (P->getType()->isReferenceType() || P->getType()->isDependentType())
    return true;
  std::string N = P->getNameAsString();
  RC.Diags.error(P->getLocation(), DiagId::AccumulatorByValue,
                 std::string("the ") + (Pat == Pattern::Scan ? "scan" : "reduction") +
                     " accumulator '" + N + "' is taken by value, so the body's updates are "
                     "lost (a top-level body does not compile with Kokkos); take it by "
                     "reference: '" +
                     P->getType().getAsString() + "& " + N + "'");
  return false;
}

/// An init capture's value at the launch: its initialiser, as written (`= expr` only).
static bool initCaptureValue(const VarDecl *V, Capture &KC, RecogContext &RC) {
  if (V->getInitStyle() != VarDecl::CInit || !V->getInit() || V->getType()->isReferenceType()) {
    RC.Diags.error(V->getLocation(), DiagId::UnsupportedBody,
                   "the init capture '" + KC.name + "' is supported only as a copy initialised "
                   "with '=' (`" + KC.name + " = expression`)");
    return false;
  }
  KC.hostExpr = "(" + sourceText(RC.Ctx, V->getInit()->getSourceRange()) + ")";
  return true;
}

bool recogniseBody(const Expr *Arg, Kernel &K, RecogContext &RC) {
  const Expr *E = strip(Arg);
  const VarDecl *Stored = nullptr;
  if (const LambdaExpr *SL = storedLambda(E, Stored)) {
    if (!checkStoredLambda(SL, Stored, Arg, K, RC))
      return false;
    E = SL;
  }
  if (const auto *L = dyn_cast<LambdaExpr>(E)) {
    if (!readParams(L->getCallOperator()->parameters(), K, false, L->getBeginLoc(), RC))
      return false;
    bool Ok = true;
    const CXXRecordDecl *Self = nullptr; // KOKKOS_CLASS_LAMBDA: the class whose members travel
    for (const LambdaCapture &C : L->captures()) {
      if (C.capturesThis()) {
        Self = recogniseThisCapture(L, C, K, RC);
        Ok = Self && Ok;
        continue;
      }
      if (!C.capturesVariable())
        continue;
      const auto *V = dyn_cast<VarDecl>(C.getCapturedVar());
      if (!V)
        continue;
      Capture KC;
      KC.name = V->getNameAsString();
      KC.type = typeText(V->getType(), RC.Ctx);
      KC.hostExpr = KC.name;
      KC.line = lineOf(RC.Ctx, C.getLocation());
      if (V->isInitCapture()) // `[=, s = 2 * a]`: the kernel receives the initialiser's value
        Ok = initCaptureValue(V, KC, RC) && Ok;
      SourceLocation Use = C.isImplicit() ? C.getLocation() : C.getLocation();
      Ok = classifyCapture(V->getType(), Use, KC.name, KC, RC) && Ok;
      if (KC.kind == Capture::Kind::View || isKokkosView(V->getType().getNonReferenceType()))
        Ok = checkViewSpace(V->getType(), V, Use, KC.name, K, RC) && Ok;
      if (isRandomPool(V->getType()))
        Ok = checkPoolSpace(V->getType(), Use, KC.name, K, RC) && Ok;
      Ok = checkImageSpaces(V->getType(), Use, KC, K, RC) && Ok;
      Ok = objectImageUses({L->getBody()}, V, KC, RC) && Ok;
      K.captures.push_back(KC);
    }
    Ok = checkDualViewSides(L->getBody(), K, RC) && Ok;
    UncapturedLocals U;
    U.L = L;
    U.TraverseStmt(L->getBody());
    // Local names the body uses: declared again in the kernel (constants among them leave
    // U.Vars); the other constants are passed.
    Ok = collectLocalDecls(L, U.Vars, K.body, RC) && Ok;
    for (const VarDecl *V : U.Vars) {
      if (V->isStaticLocal() && !V->getType().isConstQualified()) {
        RC.Diags.error(V->getLocation(), DiagId::UnsupportedBody,
                       "static local '" + V->getNameAsString() +
                           "' is host memory; a kernel cannot use it");
        Ok = false;
        continue;
      }
      Capture KC;
      KC.name = V->getNameAsString();
      KC.type = typeText(V->getType(), RC.Ctx);
      KC.hostExpr = KC.name;
      KC.line = lineOf(RC.Ctx, V->getLocation());
      Ok = classifyCapture(V->getType(), V->getLocation(), KC.name, KC, RC) && Ok;
      K.captures.push_back(KC);
    }
    if (Self)
      Ok = checkMemberNames(L, K, RC) && Ok;
    BodyScope Scope;
    Scope.Functor = Self; // member function calls go through kt_self
    if (K.policy.kind == PolicyKind::Team)
      Scope.Member = L->getCallOperator()->getParamDecl(0);
    collectBody(L->getBody(), Scope, K.body, RC);
    recogniseRankSegments(L->getBody(), Scope.Member, K, RC);
    checkKernelSafety(L->getBody(), L, K, RC);
    return Ok;
  }
  const auto *RD = E->getType()->getAsCXXRecordDecl();
  if (RD && !RD->isLambda())
    return recogniseFunctor(E, RD, K, RC);
  if (RD && RD->isLambda()) // a lambda passed to the template holding the dispatch
    return recognisePassedLambda(Arg, K, RC);
  RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedBody,
                 "the kernel body must be a lambda (written at the dispatch or stored in a local "
                 "variable) or a functor object");
  return false;
}

} // namespace kt
