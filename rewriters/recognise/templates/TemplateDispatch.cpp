// Dispatches inside templates: the kernel is recognised from every instantiation the unit uses
// and emitted once, as a template over the enclosing templates' parameters.
#include "rewriters/recognise/templates/TemplateDispatch.h"
#include "rewriters/model/Queries.h"

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/macros/PreprocessorFacts.h"
#include "rewriters/recognise/templates/PassedLambda.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateHead.h"

#include "clang/AST/DeclTemplate.h"
#include "rewriters/recognise/ast/Visitor.h"
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
      if (Type.find("Kokkos") != std::string::npos) // `Kokkos::Experimental::UniqueTokenScope S`
        Type = typeText(N->getType(), Ctx);
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
struct InstantiationFinder : Visitor {
  const FunctionDecl *Pattern;
  std::vector<const FunctionDecl *> Found;
  bool shouldVisitTemplateInstantiations() const override { return true; }
  bool VisitFunctionDecl(FunctionDecl *F) override {
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

struct CallAt : Visitor {
  SourceLocation Loc;
  const CallExpr *Found = nullptr;
  bool VisitCallExpr(CallExpr *C) override {
    if (!Found && C->getBeginLoc() == Loc && isDispatchCall(C))
      Found = C;
    return !Found;
  }
};

/// Where two instantiations' kernels differ, as ` (what)`: the first capture, or the
/// accumulator, whose type differs; empty where the difference lies elsewhere in the model.
std::string firstDifference(const Kernel &A, const Kernel &B) {
  for (size_t I = 0; I < A.captures.size() && I < B.captures.size(); ++I)
    if (A.captures[I].name == B.captures[I].name && A.captures[I].type != B.captures[I].type)
      return " (`" + A.captures[I].name + "`: " + A.captures[I].type + " and " +
             B.captures[I].type + ")";
  if (A.accType != B.accType)
    return " (the accumulator: " + A.accType + " and " + B.accType + ")";
  return "";
}

} // namespace

std::string instantiationName(const FunctionDecl *F) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  PrintingPolicy PP(F->getASTContext().getLangOpts());
  F->getNameForDiagnostic(OS, PP, /*Qualified=*/true);
  return OS.str();
}

namespace {
struct ExplicitFinder : Visitor {
  std::vector<const FunctionDecl *> Found;
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *T) override {
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

/// The work tag of the policy the pattern's dispatch Call constructs in its arguments, as
/// written there (`Kokkos::RangePolicy<Pass<A, B>>(0, n)`: `Pass<A, B>`); null if none is.
static QualType writtenWorkTag(const CallExpr *Call) {
  for (const Expr *A : Call->arguments()) {
    const auto *TST = A->getType()->getAs<TemplateSpecializationType>();
    const TemplateDecl *TD = TST ? TST->getTemplateName().getAsTemplateDecl() : nullptr;
    if (!TD || !isKokkosDecl(TD) || !TD->getName().ends_with("Policy"))
      continue;
    for (const TemplateArgument &Arg : TST->template_arguments()) {
      if (Arg.getKind() != TemplateArgument::Type)
        continue;
      QualType T = Arg.getAsType();
      const auto *Spec = T->getAs<TemplateSpecializationType>();
      const Decl *D = Spec ? Spec->getTemplateName().getAsTemplateDecl()
                           : static_cast<const Decl *>(T->getAsCXXRecordDecl());
      if (T->getAs<TemplateTypeParmType>() || (D && !isKokkosDecl(D)))
        return T;
    }
  }
  return QualType();
}

/// The dispatch Found of the instantiation I of P, recognised with P's parameters spelled again
/// (H), or, for a lambda passed in (IsPassed: its types are its own), as the lambda's. Pattern:
/// the dispatch in P's own code.
static std::optional<Kernel> recogniseIn(const FunctionDecl *I, const CallExpr *Found,
                                         bool IsPassed, const FunctionDecl *P,
                                         const TemplateHead &H, const CallExpr *Pattern,
                                         RecogContext &RC) {
  DiagContext In(RC.Diags, IsPassed ? " (passed to '" + P->getNameAsString() + "')"
                                    : " (in instantiation '" + instantiationName(I) + "')");
  std::optional<TemplateSpelling> TS;
  if (!IsPassed)
    TS.emplace(I, H.decls);
  RecogContext Inst = RC.inInstantiation(I);
  if (!IsPassed)
    Inst.WrittenWorkTag = writtenWorkTag(Pattern);
  std::optional<Kernel> K = recogniseDispatch(Found, Inst);
  RC.takeFindings(Inst);
  // The work tag picked this instantiation's operator(); the kernel records it as written
  // (`TagCompute<EV, HF>`), what every instantiation it serves shares.
  if (K && !Inst.WrittenWorkTag.isNull() && Inst.WrittenWorkTag->isDependentType())
    K->policy.workTag = typeText(Inst.WrittenWorkTag, RC.Ctx);
  return K;
}

/// K, recognised in the instantiations Insts, as the kernel template the template's launch names.
static Kernel finishTemplateKernel(Kernel K, const TemplateHead &H,
                                   const std::vector<const FunctionDecl *> &Insts) {
  // A class-template functor's kernel is a template over the functor's parameters already
  // (functorTemplate), launched inside this template with arguments spelled through its
  // parameters (`Axpy<T>`): the kernel names none of this template's parameters.
  if (K.templateParams.empty()) {
    const std::vector<bool> Lambda = policyLambdaParams(Insts, H);
    for (size_t I = 0; I < H.params.size(); ++I)
      if (!Lambda[I]) {
        K.templateParams.push_back(H.params[I]);
        K.templateArgs.push_back(H.args[I]);
      }
  }
  // g++ rejects `const F &kt_functor = {v};` inside a template when F has one member (it takes
  // the list for a copy of v): the launch there names the class, `F{v}`.
  if (K.isFunctor && !K.functorExpr.empty() && K.functorExpr[0] == '{')
    K.functorExpr = K.functorType + K.functorExpr;
  nameReducerOps(K); // the ops become templates too
  return K;
}

/// Whether the template's parameter P can be named in unseenArgs: a type (a type pack as
/// `Args...`) or a non-type parameter that is no pack.
static bool nameable(const TemplateParam &P) {
  return P.head == "class" || P.head == "typename" || !P.pack;
}

std::string unseenArgs(const TemplateHead &H) {
  std::string S;
  for (size_t I = 0; I < H.params.size(); ++I) {
    if (!nameable(H.params[I]))
      continue;
    const bool Type = H.params[I].head == "class" || H.params[I].head == "typename";
    S += (S.empty() ? "" : ", ") + (Type ? H.args[I]
                                         : "std::integral_constant<decltype(" + H.args[I] +
                                               "), " + H.args[I] + ">");
  }
  return S;
}

/// A dispatch that no instantiation reaches (never instantiated, or discarded by `if
/// constexpr` in each): nothing runs it, so no kernel; RC.UnseenTemplateArgs names the template
/// for the static_assert that replaces it. False when no parameter can name it (unnamed
/// parameters or non-type packs only), where the assertion would not depend on the template.
static bool unseenDispatch(const TemplateHead &H, RecogContext &RC) {
  if (std::none_of(H.params.begin(), H.params.end(), nameable))
    return false;
  RC.UnseenTemplateArgs = unseenArgs(H);
  return true;
}

/// Several distinct instantiations (Groups): a kernel for each, guarded by its instantiations'
/// arguments; none (the reason reported) where the dispatch is also reached by lambdas passed
/// in (LambdasToo) or the arguments cannot be tested.
static std::vector<Kernel> perInstantiationKernels(InstantiationGroups &Groups,
                                                   bool LambdasToo, const TemplateHead &H,
                                                   const CallExpr *Call, RecogContext &RC) {
  if (LambdasToo) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::DispatchInTemplate,
                   "the kernel differs between instantiations '" +
                       instantiationName(Groups[0].second[0]) + "' and '" +
                       instantiationName(Groups[1].second[0]) + "'" +
                       firstDifference(Groups[0].first, Groups[1].first) +
                       " at a dispatch that lambdas are passed to as well; spell the types the "
                       "kernel uses through the template's parameters");
    return {};
  }
  if (!guardInstantiations(Groups, H, Call, RC))
    return {};
  std::vector<Kernel> Each;
  for (auto &G : Groups)
    Each.push_back(finishTemplateKernel(std::move(G.first), H, G.second));
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
                     "translation unit, and its parameters cannot name it (unnamed or non-type "
                     "packs only); instantiate it (call it, or add an explicit instantiation) in a "
                     "file that is translated");
    return {};
  }
  // One kernel per distinct instantiation (Kernel's operator==, over every field of the
  // model), with the instantiations it serves.
  InstantiationGroups Groups;
  std::vector<Kernel> Passed;
  for (const FunctionDecl *I : Insts) {
    CallAt Finder;
    Finder.Loc = Call->getBeginLoc();
    Finder.TraverseStmt(I->getBody());
    if (!Finder.Found)
      continue; // discarded by `if constexpr` in this instantiation
    const bool IsPassed = passedLambdaArg(Finder.Found, RC.Ctx);
    std::optional<Kernel> K = recogniseIn(I, Finder.Found, IsPassed, P, H, Call, RC);
    if (!K)
      return {};
    if (IsPassed) { // one kernel per lambda passed in (PassedLambda.h)
      if (!addPassedKernel(std::move(*K), Passed, false, Call, RC))
        return {};
      continue;
    }
    auto Same = std::find_if(Groups.begin(), Groups.end(),
                             [&](const auto &G) { return G.first == *K; }); // the whole model
    if (Same != Groups.end()) {
      Same->second.push_back(I);
      continue;
    }
    Groups.push_back({std::move(*K), {I}});
  }
  if (Groups.size() > 1)
    return perInstantiationKernels(Groups, !Passed.empty(), H, Call, RC);
  std::optional<Kernel> First;
  std::vector<const FunctionDecl *> FirstInsts;
  if (Groups.size() == 1) {
    First = std::move(Groups[0].first);
    FirstInsts = Groups[0].second;
  }
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
                     "template's parameters cannot name it (unnamed or non-type packs only)");
    return {};
  }
  First = finishTemplateKernel(std::move(*First), H, FirstInsts);
  // Reached by lambdas passed in too: their kernels, then the functor's, whose launch is the
  // `else` branch of the capture structs' call (Kernel::lambdaSite).
  First->lambdaSite = !Passed.empty();
  Passed.push_back(std::move(*First));
  return Passed;
}

} // namespace kt
