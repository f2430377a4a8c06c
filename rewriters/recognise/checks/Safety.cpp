// What must not reach a kernel: by-reference captures that are written, virtual calls,
// exceptions, recursion and unknown Kokkos APIs, in the body and in every function it calls.
#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/checks/LocalUsings.h"
#include "rewriters/recognise/Recognisers.h"

#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace kt {

namespace {

/// T is long double, or a reference, pointer, array or complex of it.
bool isLongDouble(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  while (!T.isNull() && (T->isPointerType() || T->isArrayType()))
    T = T->isPointerType() ? T->getPointeeType() : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  if (const auto *C = T.isNull() ? nullptr : T->getAs<ComplexType>())
    T = C->getElementType();
  return !T.isNull() && T->isSpecificBuiltinType(BuiltinType::LongDouble);
}

class SafetyVisitor : public Visitor {
public:
  SafetyVisitor(RecogContext &RC, std::vector<const VarDecl *> RefCaptures, Kernel &K)
      : RC(RC), RefCaptures(std::move(RefCaptures)), K(K) {}

  void run(const Stmt *S) { TraverseStmt(const_cast<Stmt *>(S)); }

  bool VisitCXXThrowExpr(CXXThrowExpr *T) override {
    RC.Diags.error(T->getThrowLoc(), DiagId::Exception, "exceptions cannot be thrown in a kernel");
    return true;
  }
  bool VisitCXXTryStmt(CXXTryStmt *T) override {
    RC.Diags.error(T->getTryLoc(), DiagId::Exception, "try blocks are not allowed in a kernel");
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *C) override {
    const CXXMethodDecl *M = C->getMethodDecl();
    if (M && M->isVirtual() && !M->hasAttr<FinalAttr>() && !M->getParent()->hasAttr<FinalAttr>()) {
      const auto *ME = dyn_cast<MemberExpr>(C->getCallee()->IgnoreParens());
      if (!ME || !ME->hasQualifier())
        RC.Diags.error(C->getExprLoc(), DiagId::VirtualCall,
                       "virtual call to '" + M->getNameAsString() +
                           "' in a kernel: the vtable lives in host memory");
    }
    return true;
  }
  bool VisitExpr(Expr *E) override {
    if (K.longDoubleUses.empty() && K.policy.space != ExecSpace::Host &&
        !E->isTypeDependent() && !E->getType().isNull() && isLongDouble(E->getType()))
      record(K.longDoubleUses, E->getExprLoc());
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) override {
    if (B->isAssignmentOp())
      checkWrite(B->getLHS(), B->getOperatorLoc());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) override {
    if (U->isIncrementDecrementOp())
      checkWrite(U->getSubExpr(), U->getOperatorLoc());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *C) override {
    if (C->isAssignmentOp() && C->getNumArgs() > 0)
      checkWrite(C->getArg(0), C->getOperatorLoc());
    if (C->getOperator() == OO_Call && C->getNumArgs() > 0)
      checkAtomicComplexView(C->getArg(0)->getType(), C->getBeginLoc());
    return true;
  }
  /// Kokkos::complex's arithmetic and comparison operators (kt/complex.hpp has them all).
  static bool isValueClassOperator(const FunctionDecl *F) {
    if (!F->isOverloadedOperator())
      return false;
    for (const ParmVarDecl *P : F->parameters()) {
      QualType T = P->getType().getNonReferenceType();
      if (kokkosValueClass(T))
        return true;
      // a class of one (half_t::bit_comparison_type, the numeric traits' values)
      const auto *RD = T->getAsCXXRecordDecl();
      const auto *Outer = RD ? dyn_cast<CXXRecordDecl>(RD->getDeclContext()) : nullptr;
      if (Outer && kokkosValueClass(QualType(Outer->getTypeForDecl(), 0)))
        return true;
    }
    return false;
  }
  /// Atomics on a Kokkos::complex (kt/complex.hpp): atomic_add / atomic_sub (and inc / dec,
  /// which call them) update each part atomically; the others Kokkos defines on a complex take
  /// a lock for a 16-byte pair (a compare-and-swap for an 8-byte one). The lock and the per-part
  /// adds do not exclude each other, so one kernel may not use both on a 16-byte complex
  /// (KT1046); nor an atomic Kokkos does not define on a complex (min, max, bitwise).
  void checkComplexAtomic(const FunctionDecl *F, SourceLocation Loc) {
    std::string N = F->getNameAsString();
    if (N.rfind("atomic_", 0) != 0 || F->getNumParams() == 0)
      return;
    QualType P = F->getParamDecl(0)->getType()->getPointeeType();
    if (P.isNull())
      return;
    if (kokkosTemplateName(P) != "complex") { // any size (kt/core/atomics.hpp)
      lockedAtomic(P, Loc);
      return;
    }
    StringRef Op = StringRef(N).drop_front(7);
    Op.consume_front("fetch_");
    Op.consume_back("_fetch");
    static const std::set<std::string> Undefined = {"min", "max", "mod", "and", "or",
                                                    "xor", "nand", "lshift", "rshift"};
    if (Undefined.count(Op.str())) {
      RC.Diags.error(Loc, DiagId::ComplexAtomic,
                     "Kokkos::" + N + " on a Kokkos::complex: Kokkos does not define it (a "
                     "complex has no ordering and no bits); use atomics on the parts");
      return;
    }
    // complex<float>: a compare-and-swap on the pair, atomic with the per-part adds.
    if (!P->isIncompleteType() &&
        RC.Ctx.getTypeSizeInChars(P.getCanonicalType()).getQuantity() <= 8)
      return;
    static const std::set<std::string> PerPart = {"atomic_add", "atomic_sub", "atomic_inc",
                                                  "atomic_dec", "atomic_increment",
                                                  "atomic_decrement"};
    complexAtomicKind(PerPart.count(N) != 0, Loc);
  }
  /// An atomic on a value of other than 4 or 8 bytes, which the shim updates under a lock:
  /// recorded for the targets that cannot run one (Kernel::lockedAtomics).
  void lockedAtomic(QualType P, SourceLocation Loc) {
    if (P->isIncompleteType() || P->isDependentType())
      return;
    const auto Size = RC.Ctx.getTypeSizeInChars(P.getCanonicalType()).getQuantity();
    if (Size != 4 && Size != 8)
      record(K.lockedAtomics, Loc);
  }
  /// An element access of an atomic View of a complex wider than 8 bytes: every read and
  /// update of it locks the pair (kt/complex.hpp).
  void checkAtomicComplexView(QualType View, SourceLocation Loc) {
    View = View.getNonReferenceType();
    if (!isKokkosView(View) || !(viewMemoryTraits(View) & 0x04)) // Kokkos::Atomic
      return;
    QualType Data = viewDataType(View);
    if (Data.isNull() || Data->isDependentType())
      return;
    QualType P = viewDataShape(Data).value;
    if (!P.isNull() && !P.isConstQualified() && kokkosTemplateName(P) != "complex")
      lockedAtomic(P, Loc);
    if (P.isNull() || P.isConstQualified() || kokkosTemplateName(P) != "complex" ||
        P->isIncompleteType() || RC.Ctx.getTypeSizeInChars(P.getCanonicalType()).getQuantity() <= 8)
      return;
    complexAtomicKind(false, Loc);
  }
  /// Records a complex atomic of one kind (per part or locked); KT1046 once both are used.
  void complexAtomicKind(bool PerPart, SourceLocation Loc) {
    SourceLocation &Mine = PerPart ? PerPartAtomic : LockedAtomic;
    if (Mine.isInvalid())
      Mine = Loc;
    if (PerPartAtomic.isValid() && LockedAtomic.isValid() && !MixReported) {
      MixReported = true;
      RC.Diags.error(Loc, DiagId::ComplexAtomic,
                     "this kernel uses Kokkos::atomic_add / atomic_sub on a Kokkos::complex, "
                     "which update each part atomically, and other complex atomics or an "
                     "atomic View of a complex, which lock the pair: the two do not exclude each other; use atomic_fetch_add / "
                     "atomic_fetch_sub (which lock the pair too) or split the kernel");
    }
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
      checkHostVariable(V, D);
    const auto *F = dyn_cast<FunctionDecl>(D->getDecl());
    if (!F)
      return true;
    if (isKokkosDecl(F)) {
      checkComplexAtomic(F, D->getLocation());
      // Qualified names are checked where they are renamed; this catches `using namespace`.
      std::string N = F->getNameAsString();
      if (!D->hasQualifier() && !isa<CXXMethodDecl>(F) && !isStructuralKokkosName(N) &&
          !spellKokkosName(N, ApiContext::Kernel) && !isValueClassOperator(F))
        RC.Diags.error(D->getLocation(), DiagId::UnknownKokkosApi,
                       "Kokkos::" + N + " is not supported inside kernels");
      return true;
    }
    callee(F, D->getLocation());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *C) override {
    if (const auto *Ctor = C->getConstructor(); Ctor && !isKokkosDecl(Ctor)) {
      if (!InlinedCaptures.count(C))
        viewHolder(C->getType(), C->getBeginLoc());
      callee(Ctor, C->getBeginLoc());
    }
    return true;
  }
  bool VisitInitListExpr(InitListExpr *E) override {
    if (InlinedObjects.count(E->isSemanticForm() ? E : E->getSemanticForm()))
      return true; // a functor lowered in the kernel: no object is made there
    viewHolder(E->getType(), E->getBeginLoc());
    return true;
  }
  bool VisitVarDecl(VarDecl *V) override {
    viewHolder(V->getType(), V->getLocation());
    if (!Stack.empty()) // in a function the kernel calls
      constLocalArray(V);
    return true;
  }
  bool VisitCallExpr(CallExpr *C) override {
    // A lambda passed to a Kokkos call (a nested range, single) is lowered inline: its captures
    // make no copies in the kernel.
    if (const FunctionDecl *F = C->getDirectCallee(); F && isKokkosDecl(F))
      for (const Expr *A : C->arguments()) {
        if (const auto *L = dyn_cast<LambdaExpr>(A->IgnoreImplicit()))
          for (const Expr *I : L->capture_inits())
            if (I)
              InlinedCaptures.insert(I->IgnoreImplicit());
      }
    if (const FunctionDecl *F = C->getDirectCallee(); F && isKokkosDecl(F) && C->getNumArgs() >= 2)
      nestedFunctor(F->getNameAsString(), C->getArg(1));
    if (const auto *ME = dyn_cast<MemberExpr>(C->getCallee()->IgnoreParens()))
      if (const auto *M = dyn_cast<CXXMethodDecl>(ME->getMemberDecl()); M && !isKokkosDecl(M))
        callee(M, ME->getMemberLoc());
    return true;
  }

private:
  /// A functor a nested dispatch N calls (nestedFunctorOperator): called from the kernel, as a
  /// lambda's body would run there.
  void nestedFunctor(const std::string &N, const Expr *A) {
    const unsigned Arity = N == "parallel_for" ? 1 : N == "parallel_reduce" ? 2 : N == "parallel_scan" ? 3 : 0;
    const CXXRecordDecl *RD = A->getType().getNonReferenceType()->getAsCXXRecordDecl();
    if (const CXXMethodDecl *M = Arity ? nestedFunctorOperator(RD, Arity, RC.Ctx) : nullptr)
      callee(M, A->getBeginLoc());
    else if (const InlineFunctor IF = Arity ? inlineNestedFunctor(A, Arity, RC.Ctx) : InlineFunctor();
             IF.Call) { // built in place, holding references: its body is lowered in the kernel
      InlinedObjects.insert(IF.Inits);
      callee(IF.Call, A->getBeginLoc());
    }
  }
  /// An object of a user class holding Views made in device code: recorded for the targets
  /// that compile one only with every call inlined (Kernel::viewHolderObjects).
  void viewHolder(QualType T, SourceLocation Loc) {
    const auto *RD = T->getAsCXXRecordDecl();
    if (!RD || T->isReferenceType() || isKokkosDecl(RD) || !holdsView(RD))
      return;
    record(K.viewHolderObjects, Loc);
  }

  /// A local array of a called function, const and constant-initialised (`constexpr double
  /// c[3] = {...}`): recorded for the targets that cannot compile one (Kernel::constLocalArrays).
  void constLocalArray(const VarDecl *V) {
    QualType T = V->getType();
    const Expr *Init = V->getInit();
    if (!V->isLocalVarDecl() || V->isStaticLocal() || !T->isArrayType() || !Init ||
        !RC.Ctx.getBaseElementType(T).isConstQualified() ||
        !Init->isConstantInitializer(RC.Ctx, false))
      return;
    record(K.constLocalArrays, V->getLocation());
  }

  /// Adds Loc's file offset to Where once (the body's beginning when Loc is in another file).
  void record(std::vector<unsigned> &Where, SourceLocation Loc) {
    SourceManager &SM = RC.Ctx.getSourceManager();
    SourceLocation At = SM.getExpansionLoc(Loc);
    if (SM.getFileID(At) != SM.getFileID(BodyBegin)) // in a function of another file
      At = BodyBegin;
    unsigned Off = SM.getFileOffset(At);
    if (std::find(Where.begin(), Where.end(), Off) == Where.end())
      Where.push_back(Off);
  }

  /// A namespace-scope variable or static data member is host memory. The device may use its
  /// value only where no storage is read: a constant folded at the use (not an odr-use, and
  /// not an array, which nvcc keeps in host memory even when constexpr), or
  /// what CUDA allows every target here: a const, non-volatile scalar (not long double) with a
  /// constant initializer. Kokkos' GPU backends reject the rest at compile time.
  void checkHostVariable(const VarDecl *V, const DeclRefExpr *D) {
    if (K.policy.space == ExecSpace::Host || !V->hasGlobalStorage() || V->isStaticLocal() ||
        isKokkosDecl(V) ||
        D->isNonOdrUse() == NOUR_Unevaluated)
      return;
    QualType T = V->getType();
    if (D->isNonOdrUse() == NOUR_Constant && !T->isArrayType()) // nvcc keeps arrays in memory
      return;
    if (T.isConstQualified() && !T.isVolatileQualified() && T->isScalarType() &&
        !T->isSpecificBuiltinType(BuiltinType::LongDouble) && V->hasConstantInitialization())
      return;
    if (!Reported.insert(V).second)
      return;
    std::string N = V->getQualifiedNameAsString();
    if (T->isArrayType())
      RC.Diags.error(D->getLocation(), DiagId::HostVariableInKernel,
                     "'" + N + "' is an array with static storage in host memory, which a "
                     "kernel cannot read (nvcc keeps even a constexpr one there); copy it "
                     "into a Kokkos::Array or a View before the dispatch and pass that");
    else
      RC.Diags.error(D->getLocation(), DiagId::HostVariableInKernel,
                     "'" + N + "' has static storage in host memory, which a kernel cannot "
                     "read or write; copy it into a local before the dispatch (`const auto v = " +
                     V->getNameAsString() + ";`), or declare it constexpr");
  }

  void checkWrite(const Expr *LHS, SourceLocation Loc) {
    const VarDecl *V = writtenVar(LHS);
    if (V && std::find(RefCaptures.begin(), RefCaptures.end(), V) != RefCaptures.end())
      RC.Diags.error(Loc, DiagId::RefCaptureWritten,
                     "'" + V->getNameAsString() +
                         "' is captured by reference and written in a kernel; every thread "
                         "would race on one host variable (use parallel_reduce or a View)");
  }

  /// A function the kernel calls: recorded (DeviceFunctions, with the first call's place) and,
  /// when it is the user's and has a body, checked like the kernel body itself.
  void callee(const FunctionDecl *F, SourceLocation Loc) {
    SourceManager &SM = RC.Ctx.getSourceManager();
    if (isKokkosDecl(F) || K.policy.space == ExecSpace::Host) // host code calls what it likes
      return;
    const FunctionDecl *Def = nullptr;
    if (SM.isInSystemHeader(F->getLocation()) || !F->hasBody(Def) || !Def) {
      deviceFunction(F, Loc); // the standard library's, or defined in another file
      return;
    }
    if (SM.isInSystemHeader(Def->getLocation()) || isKokkosDecl(Def)) {
      deviceFunction(Def, Loc);
      return;
    }
    if (std::find(Stack.begin(), Stack.end(), Def) != Stack.end()) {
      RC.Diags.error(Loc, DiagId::Recursion,
                     "recursive call to '" + Def->getNameAsString() +
                         "' from a kernel: GPU kernels need a bounded call depth");
      return;
    }
    if (std::find(Done.begin(), Done.end(), Def) != Done.end())
      return;
    Done.push_back(Def);
    if (!isa<CXXMethodDecl>(Def) ||
        !cast<CXXMethodDecl>(Def)->getParent()->isLambda())
      deviceFunction(Def, Loc);
    Stack.push_back(Def);
    std::vector<const VarDecl *> Saved;
    std::swap(Saved, RefCaptures); // captures mean nothing inside a callee
    TraverseStmt(Def->getBody());
    std::swap(Saved, RefCaptures);
    Stack.pop_back();
  }
  void deviceFunction(const FunctionDecl *F, SourceLocation Loc) {
    RC.DeviceFunctions.push_back(F);
    RC.Unit.DeviceCallSites.emplace(F, Loc);
  }

  RecogContext &RC;
  SourceLocation PerPartAtomic, LockedAtomic; // the first complex atomic of each kind
  bool MixReported = false;
  std::vector<const VarDecl *> RefCaptures;
  std::vector<const FunctionDecl *> Stack, Done;
  std::set<const VarDecl *> Reported;
  std::set<const Expr *> InlinedCaptures; ///< capture initialisers of inlined nested lambdas
  std::set<const Expr *> InlinedObjects; ///< functors built in place, lowered in the kernel
  Kernel &K;

public:
  SourceLocation BodyBegin; ///< where the kernel body begins (expansion location)
};

} // namespace

void checkKernelSafety(const Stmt *S, const LambdaExpr *L, Kernel &K, RecogContext &RC) {
  std::vector<const VarDecl *> Refs;
  if (L)
    for (const LambdaCapture &C : L->captures())
      if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef)
        if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar()))
          Refs.push_back(V);
  SafetyVisitor V(RC, std::move(Refs), K);
  V.BodyBegin = RC.Ctx.getSourceManager().getExpansionLoc(S->getBeginLoc());
  V.run(S);
  checkLocalUsings(S, RC.Ctx, RC.Diags);
}

} // namespace kt
