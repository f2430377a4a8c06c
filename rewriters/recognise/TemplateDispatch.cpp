// Dispatches inside templates: the kernel is recognised from every instantiation the unit uses
// and emitted once, as a template over the enclosing templates' parameters.
#include "rewriters/recognise/TemplateDispatch.h"

#include "rewriters/recognise/AstUtil.h"
#include "rewriters/emit/HostRewrite.h"
#include "rewriters/recognise/PassedLambda.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/TemplateHead.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>

using namespace clang;

namespace kt {

const FunctionDecl *enclosingFunction(const Expr *E, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(*E);
  while (!Parents.empty()) {
    if (const auto *F = Parents[0].get<FunctionDecl>())
      return F;
    Parents = Ctx.getParents(Parents[0]);
  }
  return nullptr;
}

bool inTemplate(const FunctionDecl *F) { return F && F->isTemplated(); }

void addParams(const TemplateParameterList *L, TemplateHead &H, ASTContext &Ctx) {
  H.decls.emplace_back(L->begin(), L->end());
  for (const NamedDecl *D : *L) {
    if (D->getName().empty())
      continue; // unnamed: the body cannot use it
    std::string Name = D->getName().str();
    if (const auto *T = dyn_cast<TemplateTypeParmDecl>(D)) {
      H.params.push_back(
          {T->wasDeclaredWithTypename() ? "typename" : "class", Name, T->isParameterPack()});
      H.args.push_back(Name + (T->isParameterPack() ? "..." : ""));
    } else if (const auto *N = dyn_cast<NonTypeTemplateParmDecl>(D)) {
      std::string Type = sourceText(Ctx, N->getTypeSourceInfo()->getTypeLoc().getSourceRange());
      H.params.push_back({Type, Name, N->isParameterPack()});
      H.args.push_back(Name + (N->isParameterPack() ? "..." : ""));
    } else if (H.unsupported.isInvalid()) {
      H.unsupported = D->getLocation();
    }
  }
}

namespace {

/// The parameters of every template enclosing the function P, outermost first.
TemplateHead templateHead(const FunctionDecl *P, ASTContext &Ctx) {
  std::vector<const TemplateParameterList *> Lists;
  if (P->getNumTemplateParameterLists() > 0) { // out of line: the lists as written there
    for (unsigned I = 0; I < P->getNumTemplateParameterLists(); ++I)
      Lists.push_back(P->getTemplateParameterList(I));
  } else {
    for (const DeclContext *C = P->getDeclContext(); C; C = C->getParent()) {
      if (const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(C))
        Lists.insert(Lists.begin(), PS->getTemplateParameters());
      else if (const auto *RD = dyn_cast<CXXRecordDecl>(C)) {
        if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
          Lists.insert(Lists.begin(), CT->getTemplateParameters());
      } else if (const auto *F = dyn_cast<FunctionDecl>(C)) {
        if (const FunctionTemplateDecl *FT = F->getDescribedFunctionTemplate())
          Lists.insert(Lists.begin(), FT->getTemplateParameters());
      }
    }
  }
  if (const FunctionTemplateDecl *FT = P->getDescribedFunctionTemplate())
    Lists.push_back(FT->getTemplateParameters());
  TemplateHead H;
  for (const TemplateParameterList *L : Lists)
    addParams(L, H, Ctx);
  return H;
}

/// The instantiations of the function pattern P that have bodies (implicit or explicit).
struct InstantiationFinder : RecursiveASTVisitor<InstantiationFinder> {
  const FunctionDecl *Pattern;
  std::vector<const FunctionDecl *> Found;
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F != Pattern && F->doesThisDeclarationHaveABody() && F->isTemplateInstantiation() &&
        F->getTemplateInstantiationPattern() == Pattern &&
        std::find(Found.begin(), Found.end(), F) == Found.end())
      Found.push_back(F);
    return true;
  }
};

std::vector<const FunctionDecl *> instantiationsOf(const FunctionDecl *P, ASTContext &Ctx) {
  const Decl *Top = P;
  while (Top->getDeclContext() && !Top->getDeclContext()->isFileContext())
    Top = cast<Decl>(Top->getDeclContext());
  if (const auto *F = dyn_cast<FunctionDecl>(Top))
    if (const FunctionTemplateDecl *FT = F->getDescribedFunctionTemplate())
      Top = FT->getCanonicalDecl(); // an out-of-line definition: its instantiations hang there
  if (const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(Top))
    Top = PS->getSpecializedTemplate(); // a partial specialisation's instantiations hang there
  else if (const auto *RD = dyn_cast<CXXRecordDecl>(Top))
    if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
      Top = CT;
  InstantiationFinder F;
  F.Pattern = P;
  F.TraverseDecl(const_cast<Decl *>(Top));
  // Explicit instantiation definitions (`template class S<float>;`) are not visited below their
  // template; they stand where they are written, at namespace scope: the file's top level and
  // the namespaces (and `extern "C++"` blocks) in it, at any depth.
  auto Explicit = [](const Decl *D) {
    if (const auto *C = dyn_cast<ClassTemplateSpecializationDecl>(D))
      return C->getSpecializationKind() == TSK_ExplicitInstantiationDefinition;
    if (const auto *Fn = dyn_cast<FunctionDecl>(D))
      return Fn->getTemplateSpecializationKind() == TSK_ExplicitInstantiationDefinition;
    return false;
  };
  std::function<void(const DeclContext *)> Search = [&](const DeclContext *DC) {
    for (Decl *D : DC->decls())
      if (Explicit(D))
        F.TraverseDecl(D);
      else if ((isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D)) && !isKokkosDecl(D) &&
               !Ctx.getSourceManager().isInSystemHeader(D->getLocation()))
        Search(cast<DeclContext>(D));
  };
  Search(Ctx.getTranslationUnitDecl());
  return F.Found;
}

struct CallAt : RecursiveASTVisitor<CallAt> {
  SourceLocation Loc;
  const CallExpr *Found = nullptr;
  bool VisitCallExpr(CallExpr *C) {
    if (!Found && C->getBeginLoc() == Loc && isDispatchCall(C))
      Found = C;
    return !Found;
  }
};

std::string instantiationName(const FunctionDecl *F) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy PP(F->getASTContext().getLangOpts());
  F->getNameForDiagnostic(OS, PP, /*Qualified=*/true);
  return OS.str();
}

/// The first line where two shapes differ.
std::string firstDifference(const std::string &A, const std::string &B) {
  size_t I = 0;
  while (I < A.size() && I < B.size() && A[I] == B[I])
    ++I;
  size_t Begin = A.rfind('\n', I ? I - 1 : 0);
  Begin = Begin == std::string::npos || I == 0 ? 0 : Begin + 1;
  std::string Line = A.substr(Begin, A.find('\n', Begin) - Begin);
  return Line.size() > 120 ? Line.substr(0, 120) + "..." : Line;
}

} // namespace

namespace {
struct ExplicitFinder : RecursiveASTVisitor<ExplicitFinder> {
  std::vector<const FunctionDecl *> Found;
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *T) {
    for (const FunctionDecl *F : T->specializations())
      if (F->getTemplateSpecializationKind() == TSK_ExplicitInstantiationDefinition ||
          F->getTemplateSpecializationKind() == TSK_ExplicitInstantiationDeclaration)
        Found.push_back(F);
    return true;
  }
};
} // namespace

void checkExplicitInstantiations(ASTContext &Ctx, const EditableFiles &Files, DiagSink &Diags) {
  SourceManager &SM = Ctx.getSourceManager();
  ExplicitFinder F;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (Files.holds(SM, D))
      F.TraverseDecl(D);
  for (const FunctionDecl *I : F.Found) {
    SourceLocation L = SM.getExpansionLoc(I->getPointOfInstantiation());
    if (L.isInvalid() || !Files.contains(SM, L))
      continue;
    // The statement's text: from its `template` keyword to its `;`.
    llvm::StringRef Buf = SM.getBufferData(SM.getFileID(L));
    const size_t At = SM.getFileOffset(L);
    size_t B = Buf.substr(0, At).rfind("template"), E = Buf.find(';', At);
    if (B == llvm::StringRef::npos || E == llvm::StringRef::npos)
      continue;
    if (Buf.slice(B, E).contains("Kokkos"))
      Diags.error(L, DiagId::UnknownKokkosApi,
                  "this explicit instantiation spells a Kokkos name, which the translator "
                  "cannot rewrite there (an explicit instantiation of a function has no AST "
                  "node); name the type through an alias declared before it (`using DV = "
                  "Kokkos::View<double*>;`) and use the alias here");
  }
}

/// The dispatch Found of the instantiation I of P, recognised with P's parameters spelled again
/// (H), or, for a lambda passed in (IsPassed: its types are its own), as the lambda's.
static std::optional<Kernel> recogniseIn(const FunctionDecl *I, const CallExpr *Found,
                                         bool IsPassed, const FunctionDecl *P,
                                         const TemplateHead &H, RecogContext &RC) {
  DiagContext In(RC.Diags, IsPassed ? " (passed to '" + P->getNameAsString() + "')"
                                    : " (in instantiation '" + instantiationName(I) + "')");
  std::optional<TemplateSpelling> TS;
  if (!IsPassed)
    TS.emplace(I, H.decls);
  RecogContext Inst = RC.inInstantiation(I);
  std::optional<Kernel> K = recogniseDispatch(Found, Inst);
  RC.takeFindings(Inst);
  return K;
}

/// K, recognised in an instantiation, as the kernel template the template's launch names.
static Kernel finishTemplateKernel(Kernel K, const TemplateHead &H) {
  // A class-template functor's kernel is a template over the functor's parameters already
  // (functorTemplate), launched inside this template with arguments spelled through its
  // parameters (`Axpy<T>`): the kernel names none of this template's parameters.
  if (K.templateParams.empty()) {
    K.templateParams = H.params;
    K.templateArgs = H.args;
  }
  // g++ rejects `const F &kt_functor = {v};` inside a template when F has one member (it takes
  // the list for a copy of v): the launch there names the class, `F{v}`.
  if (K.isFunctor && !K.functorExpr.empty() && K.functorExpr[0] == '{')
    K.functorExpr = K.functorType + K.functorExpr;
  templateCustomOp(K);
  return K;
}

void templateCustomOp(Kernel &K) {
  if (K.templateParams.empty() || K.reducers.empty() || K.reducers[0].kind != ReducerKind::Custom)
    return;
  K.reducers[0].opArgs = templateParamList(K);
}

/// The argument lists of the instantiation I, outermost template first (as TemplateHead lists
/// the parameters).
static std::vector<ArrayRef<TemplateArgument>> argumentLists(const FunctionDecl *I) {
  std::vector<ArrayRef<TemplateArgument>> L;
  for (const DeclContext *C = I->getDeclContext(); C; C = C->getParent())
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(C))
      L.insert(L.begin(), S->getTemplateInstantiationArgs().asArray());
  if (const TemplateArgumentList *A = I->getTemplateSpecializationArgs())
    L.push_back(A->asArray());
  return L;
}

/// Whether T is, or has among its template arguments, a Kokkos execution or memory space: where
/// the parse makes DefaultExecutionSpace the host's class (a Serial-only Kokkos), such an
/// argument cannot be tested against the space the output's instantiation names.
static bool mentionsKokkosSpace(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  while (T->isPointerType() || T->isArrayType())
    T = T->isPointerType() ? T->getPointeeType() : QualType(T->getArrayElementTypeNoTypeQual(), 0);
  if (namesKokkosSpace(T))
    return true;
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!S)
    return false;
  for (const TemplateArgument &A : S->getTemplateArgs().asArray())
    if (A.getKind() == TemplateArgument::Type && mentionsKokkosSpace(A.getAsType()))
      return true;
  return false;
}

/// Per named parameter of H (in H.params' order), the test that its argument in the
/// instantiation I is what I has (`std::is_same<S, kt::Schedule<kt::Static>>::value`, `N == 3`),
/// "" where that cannot be tested so (a template or an expression argument, a space), or
/// nullopt where I's argument lists do not match H's.
struct ArgumentTest {
  std::string arg;  ///< the argument as spelled (what tells instantiations apart)
  std::string test; ///< its test, "" where it cannot be tested
  std::string why;  ///< why not, where it cannot be
  /// Where it cannot be: whether the instantiation is still one the parse saw as the output
  /// will (a class declared later, a template argument; not a space the parse may conflate),
  /// so that it may be told apart as "none of the others".
  bool complementOk = false;
};
/// At is where the tests are written (the dispatch): a class the argument names must be
/// declared before it, where the template's definition looks the name up.
static std::optional<std::vector<ArgumentTest>> argumentTests(const FunctionDecl *I,
                                                              const TemplateHead &H,
                                                              SourceLocation At,
                                                              ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<ArrayRef<TemplateArgument>> Args = argumentLists(I);
  if (Args.size() != H.decls.size())
    return std::nullopt;
  std::vector<ArgumentTest> Tests;
  for (size_t D = 0; D < Args.size(); ++D)
    for (size_t P = 0; P < H.decls[D].size(); ++P) {
      const NamedDecl *Param = H.decls[D][P];
      if (Param->getName().empty())
        continue;
      if (P >= Args[D].size())
        return std::nullopt;
      const TemplateArgument &A = Args[D][P];
      const std::string Name = Param->getName().str();
      ArgumentTest T;
      if (A.getKind() == TemplateArgument::Type) {
        T.arg = typeText(A.getAsType(), Ctx);
        const TagDecl *Later = findTagIn(A.getAsType(), [&](const TagDecl *D) {
          return SM.isBeforeInTranslationUnit(At, D->getLocation());
        });
        T.complementOk = Later != nullptr;
        if (Later)
          T.why = "its argument names '" + Later->getNameAsString() +
                  "', which is declared after the template, where the test of the "
                  "instantiation cannot name it";
        else if (parseConflatesSpaces() && mentionsKokkosSpace(A.getAsType()))
          T.why = "an execution or memory space, which the parse may not tell from the host's";
        else if (mentionsKokkosSpace(A.getAsType())) // a View: as the shim spells its space
          T.test = "kt::same_instantiation_arg<" + Name + ", " + T.arg + ">::value";
        else
          T.test = "std::is_same<" + Name + ", " + T.arg + ">::value";
      } else if (A.getKind() == TemplateArgument::Integral) {
        T.arg = A.getIntegralType()->isBooleanType()
                    ? std::string(A.getAsIntegral().getBoolValue() ? "true" : "false")
                    : toString(A.getAsIntegral(), 10);
        if (A.getIntegralType()->isEnumeralType()) // `Iterate::Left`: an enum class is no int
          T.arg = "static_cast<" + typeText(A.getIntegralType(), Ctx) + ">(" + T.arg + ")";
        T.test = Name + " == " + T.arg;
      } else {
        llvm::raw_string_ostream OS(T.arg);
        A.print(PrintingPolicy(Ctx.getLangOpts()), OS, /*IncludeType=*/true);
        T.why = "a template or expression argument";
        T.complementOk = true;
      }
      Tests.push_back(std::move(T));
    }
  return Tests;
}

/// H's parameters as the static_assert of an unseen instantiation names them.
static std::string unseenArgs(const TemplateHead &H) {
  std::string S;
  for (size_t I = 0; I < H.params.size(); ++I) {
    const bool Type = H.params[I].head == "class" || H.params[I].head == "typename";
    S += (I ? ", " : "") + (Type ? H.args[I]
                                 : "std::integral_constant<decltype(" + H.args[I] + "), " +
                                       H.args[I] + ">");
  }
  return S;
}

/// A dispatch that no instantiation reaches (never instantiated, or discarded by `if
/// constexpr` in each): nothing runs it, so no kernel; RC.UnseenTemplateArgs names the template
/// for the static_assert that replaces it. False when no parameter can name it (unnamed
/// parameters or packs only), where the assertion would not depend on the template.
static bool unseenDispatch(const TemplateHead &H, RecogContext &RC) {
  if (H.params.empty() || std::any_of(H.params.begin(), H.params.end(),
                                      [](const TemplateParam &P) { return P.pack; }))
    return false;
  RC.UnseenTemplateArgs = unseenArgs(H);
  return true;
}

using InstantiationGroups = std::vector<std::pair<Kernel, std::vector<const FunctionDecl *>>>;

/// One kernel per distinct instantiation (Groups: each kernel with the instantiations it
/// serves), each guarded by the test of its instantiations over the parameters whose arguments
/// differ between them; false (KT1009 reported) where such an argument cannot be tested.
static bool guardInstantiations(InstantiationGroups &Groups, const TemplateHead &H,
                                const CallExpr *Call, RecogContext &RC) {
  auto Refuse = [&](const std::string &Why) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                   "the kernel differs between instantiations '" +
                       instantiationName(Groups[0].second[0]) + "' and '" +
                       instantiationName(Groups[1].second[0]) + "', and " + Why +
                       "; spell the types the kernel uses through the template's parameters");
    return false;
  };
  for (const TemplateParam &P : H.params)
    if (P.pack)
      return Refuse("the template has a parameter pack");
  std::vector<std::vector<std::vector<ArgumentTest>>> Tests; // per group, per instantiation
  for (auto &G : Groups) {
    Tests.emplace_back();
    for (const FunctionDecl *I : G.second) {
      std::optional<std::vector<ArgumentTest>> T =
          argumentTests(I, H, Call->getBeginLoc(), RC.Ctx);
      if (!T)
        return Refuse("the arguments of '" + instantiationName(I) + "' cannot be read");
      Tests.back().push_back(std::move(*T));
    }
  }
  const std::vector<ArgumentTest> &Ref = Tests[0][0];
  std::vector<bool> Varies(Ref.size(), false);
  for (const auto &GT : Tests)
    for (const auto &T : GT)
      for (size_t P = 0; P < Ref.size() && P < T.size(); ++P)
        Varies[P] = Varies[P] || T[P].arg != Ref[P].arg;
  // Each group's guard; a group whose arguments cannot be tested is "none of the others", where
  // it is the only such group.
  std::optional<size_t> Complement;
  std::vector<std::string> Guards;
  for (size_t GI = 0; GI < Groups.size(); ++GI) {
    std::string Guard;
    for (const auto &T : Tests[GI]) {
      std::string One;
      for (size_t P = 0; P < T.size(); ++P) {
        if (!Varies[P] || !T[P].test.empty()) {
          if (Varies[P])
            One += (One.empty() ? "" : " && ") + T[P].test;
          continue;
        }
        const std::string Why = "they differ in parameter '" + H.params[P].name +
                                "', whose argument cannot be told apart at compile time (" +
                                T[P].why + ")";
        if (!T[P].complementOk || (Complement && *Complement != GI))
          return Refuse(Why);
        Complement = GI;
      }
      Guard += (Guard.empty() ? "" : " || ") + (Tests[GI].size() > 1 ? "(" + One + ")" : One);
    }
    Guards.push_back(Guard);
  }
  if (Complement) {
    std::string None;
    for (size_t GI = 0; GI < Groups.size(); ++GI)
      if (GI != *Complement)
        None += (None.empty() ? "!(" : " && !(") + Guards[GI] + ")";
    Guards[*Complement] = None;
    std::rotate(Groups.begin() + *Complement, Groups.begin() + *Complement + 1, Groups.end());
    std::rotate(Guards.begin() + *Complement, Guards.begin() + *Complement + 1, Guards.end());
  }
  for (size_t GI = 0; GI < Groups.size(); ++GI) {
    Groups[GI].first.instantiationGuard = Guards[GI];
    Groups[GI].first.unseenArgs = unseenArgs(H);
  }
  return true;
}

/// Several distinct instantiations (Groups, their kernelShapes in Shapes): a kernel for each,
/// guarded by its instantiations' arguments; none (the reason reported) where the dispatch is
/// also reached by lambdas passed in (LambdasToo) or the arguments cannot be tested.
static std::vector<Kernel> perInstantiationKernels(InstantiationGroups &Groups,
                                                   const std::vector<std::string> &Shapes,
                                                   bool LambdasToo, const TemplateHead &H,
                                                   const CallExpr *Call, RecogContext &RC) {
  if (LambdasToo) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                   "the kernel differs between instantiations '" +
                       instantiationName(Groups[0].second[0]) + "' and '" +
                       instantiationName(Groups[1].second[0]) + "' (`" +
                       firstDifference(Shapes[0], Shapes[1]) +
                       "`) at a dispatch that lambdas are passed to as well; spell the types the "
                       "kernel uses through the template's parameters");
    return {};
  }
  if (!guardInstantiations(Groups, H, Call, RC))
    return {};
  std::vector<Kernel> Each;
  for (auto &G : Groups)
    Each.push_back(finishTemplateKernel(std::move(G.first), H));
  return Each;
}

std::vector<Kernel> recogniseTemplateDispatch(const CallExpr *Call, RecogContext &RC) {
  const FunctionDecl *P = enclosingFunction(Call, RC.Ctx);
  TemplateHead H = templateHead(P, RC.Ctx);
  if (H.unsupported.isValid()) {
    RC.Diags.error(H.unsupported, DiagId::DispatchInTemplate,
                   "template template parameters of a template holding a dispatch are not "
                   "translated; pass the template's specialisation as a type parameter instead");
    return {};
  }
  std::vector<const FunctionDecl *> Insts = instantiationsOf(P, RC.Ctx);
  if (Insts.empty()) {
    if (!unseenDispatch(H, RC))
      RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                     "the template holding this dispatch is never instantiated in this "
                     "translation unit, and its parameters cannot name it (unnamed or packs "
                     "only); instantiate it (call it, or add an explicit instantiation) in a "
                     "file that is translated");
    return {};
  }
  // One kernel per distinct instantiation, with the instantiations it serves (Shapes[i] is
  // Groups[i]'s kernelShape).
  InstantiationGroups Groups;
  std::vector<std::string> Shapes;
  std::vector<Kernel> Passed;
  for (const FunctionDecl *I : Insts) {
    CallAt Finder;
    Finder.Loc = Call->getBeginLoc();
    Finder.TraverseStmt(I->getBody());
    if (!Finder.Found)
      continue; // discarded by `if constexpr` in this instantiation
    const bool IsPassed = passedLambdaArg(Finder.Found, RC.Ctx);
    std::optional<Kernel> K = recogniseIn(I, Finder.Found, IsPassed, P, H, RC);
    if (!K)
      return {};
    if (IsPassed) { // one kernel per lambda passed in (PassedLambda.h)
      if (!addPassedKernel(std::move(*K), Passed, false, Call, RC))
        return {};
      continue;
    }
    std::string Shape = kernelShape(*K);
    auto Same = std::find(Shapes.begin(), Shapes.end(), Shape);
    if (Same != Shapes.end()) {
      Groups[Same - Shapes.begin()].second.push_back(I);
      continue;
    }
    Shapes.push_back(Shape);
    Groups.push_back({std::move(*K), {I}});
  }
  if (Groups.size() > 1)
    return perInstantiationKernels(Groups, Shapes, !Passed.empty(), H, Call, RC);
  std::optional<Kernel> First;
  if (Groups.size() == 1)
    First = std::move(Groups[0].first);
  if (!Passed.empty() && (!First || !First->isFunctor)) {
    if (!First)
      return Passed;
    addPassedKernel(std::move(*First), Passed, true, Call, RC); // KT1011, naming both
    return {};
  }
  if (!First) {
    if (!unseenDispatch(H, RC))
      RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                     "no instantiation in this translation unit reaches this dispatch, and the "
                     "template's parameters cannot name it (unnamed or packs only)");
    return {};
  }
  First = finishTemplateKernel(std::move(*First), H);
  // Reached by lambdas passed in too: their kernels, then the functor's, whose launch is the
  // `else` branch of the capture structs' call (Kernel::lambdaSite).
  First->lambdaSite = !Passed.empty();
  Passed.push_back(std::move(*First));
  return Passed;
}

} // namespace kt
