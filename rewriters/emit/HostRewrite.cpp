#include "rewriters/emit/HostRewrite.h"
#include "rewriters/emit/HostFunctions.h"

#include "rewriters/model/ApiTable.h"
#include "rewriters/recognise/ast/AstUtil.h"

#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>

using namespace clang;

namespace kt {

namespace {

bool isKokkosNamespace(const NestedNameSpecifier *N) {
  if (!N)
    return false;
  const NamespaceDecl *NS = N->getAsNamespace();
  if (!NS && N->getAsNamespaceAlias())
    NS = N->getAsNamespaceAlias()->getNamespace();
  return NS && (NS->getName() == "Kokkos" || isKokkosRootNamespace(NS) || isKokkosDecl(NS));
}

/// The namespaces between `Kokkos::` and the name, as the shim spells them: `Profiling::` for
/// `Kokkos::Profiling::pushRegion`, empty for `Kokkos::View`. `Experimental` is left out (the
/// shim has no such namespace: `Kokkos::Experimental::X` is `kt::X`).
std::string kokkosPath(const NestedNameSpecifier *N) {
  std::string P;
  for (; N; N = N->getPrefix()) {
    const NamespaceDecl *NS = N->getAsNamespace();
    if (!NS && N->getAsNamespaceAlias())
      NS = N->getAsNamespaceAlias()->getNamespace();
    if (!NS || NS->getName() == "Kokkos")
      break;
    if (NS->getName() != "Experimental")
      P = NS->getName().str() + "::" + P;
  }
  return P;
}

class NameUseCollector : public Visitor {
public:
  NameUseCollector(ASTContext &Ctx, const EditableFiles &E, const Preprocessor *PP)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), E(E), PP(PP) {}
  bool shouldVisitTemplateInstantiations() const override { return false; }
  bool TraverseDecl(Decl *D) override {
    if (!D || (!isa<TranslationUnitDecl>(D) && !E.holds(SM, D)))
      return true;
    const auto *F = dyn_cast<FunctionDecl>(D);
    if (F)
      Functions.push_back(F);
    bool R = Visitor::TraverseDecl(D);
    if (F)
      Functions.pop_back();
    return R;
  }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc L) override {
    if (!L)
      return true;
    // `Kokkos::Experimental::TRAIT<T>::value` in a macro body: the class names the use.
    if (const Type *T = L.getNestedNameSpecifier()->getAsType())
      bodyName(L.getPrefix(), typeName(T));
    if (isKokkosNamespace(L.getNestedNameSpecifier()))
      record(L);
    return Visitor::TraverseNestedNameSpecifierLoc(L);
  }
  bool TraverseLambdaExpr(LambdaExpr *L) override {
    const bool Policy = returnsNestedPolicy(L);
    PolicyLambdas += Policy;
    bool R = Visitor::TraverseLambdaExpr(L);
    PolicyLambdas -= Policy;
    return R;
  }
  bool VisitDeclRefExpr(DeclRefExpr *D) override {
    bodyName(D->getQualifierLoc(), D->getNameInfo().getAsString());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *D) override {
    bodyName(D->getQualifierLoc(), D->getNameInfo().getAsString());
    return true;
  }
  bool VisitElaboratedTypeLoc(ElaboratedTypeLoc T) override {
    bodyName(T.getQualifierLoc(), typeName(T.getNamedTypeLoc().getTypePtr()));
    return true;
  }
  /// The name of a class, alias or class template specialisation T; empty for other types.
  static std::string typeName(const Type *T) {
    if (const auto *S = T->getAs<TemplateSpecializationType>())
      if (const TemplateDecl *D = S->getTemplateName().getAsTemplateDecl())
        return D->getNameAsString();
    if (const auto *D = T->getAs<TypedefType>())
      return D->getDecl()->getNameAsString();
    if (const auto *D = T->getAsTagDecl())
      return D->getNameAsString();
    return "";
  }
  std::map<std::pair<FileID, unsigned>, KokkosNameUse> Uses; // longest qualifier wins
  std::map<std::pair<FileID, unsigned>, std::set<std::string>> BodyNames;
  /// Names the user declares in namespace Kokkos in an editable file, as kokkosPath spells
  /// them (`Impl::axpy`): their qualified uses name the user's code and stay as written.
  std::set<std::string> UserNames;
  bool VisitNamedDecl(NamedDecl *D) override {
    if (!D->getIdentifier() || !isa<NamespaceDecl>(D->getDeclContext()) ||
        (isa<NamespaceDecl>(D) && isKokkosDecl(D))) // a namespace only user files open is theirs
      return true;
    std::string P = D->getName().str();
    for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent()) {
      const auto *NS = dyn_cast<NamespaceDecl>(C);
      if (!NS)
        return true; // the translation unit: not below Kokkos
      if (NS->getName() == "Kokkos" && isa<TranslationUnitDecl>(NS->getParent()))
        break;
      if (NS->getName() != "Experimental" && !NS->isInlineNamespace())
        P = NS->getName().str() + "::" + P;
    }
    UserNames.insert(P);
    return true;
  }

private:
  /// `Kokkos::SPACE` where SPACE is an object-like macro whose replacement is one name (PRK's
  /// `Kokkos::PRK_KOKKOS_BACKEND`, set with -D): the name it stands for in this translation.
  std::string macroName(llvm::StringRef Id) {
    if (!PP)
      return Id.str();
    const IdentifierInfo *II = PP->getIdentifierInfo(Id);
    const MacroInfo *MI = II ? PP->getMacroInfo(II) : nullptr;
    if (!MI || !MI->isObjectLike() || MI->getNumTokens() != 1 || !MI->tokens()[0].getIdentifierInfo())
      return Id.str();
    return MI->tokens()[0].getIdentifierInfo()->getName().str();
  }
  /// The body of a function-like macro spells `Kokkos::` at L (`#define F(N) Kokkos::N(x)`):
  /// the file offset of that `Kokkos` token, none otherwise.
  std::optional<std::pair<FileID, unsigned>> macroBodyToken(SourceLocation L) const {
    if (!L.isMacroID() || SM.isMacroArgExpansion(L))
      return std::nullopt;
    SourceLocation S = SM.getSpellingLoc(L);
    if (!S.isFileID() || !E.contains(SM, S))
      return std::nullopt;
    return std::make_pair(SM.getFileID(S), SM.getFileOffset(S));
  }
  /// A call's or variable's name Q qualifies, in a macro body: the name this expansion makes.
  void bodyName(NestedNameSpecifierLoc Q, const std::string &Name) {
    if (!Q || Name.empty() || !isKokkosNamespace(Q.getNestedNameSpecifier()))
      return;
    if (auto K = macroBodyToken(Q.getBeginLoc())) {
      BodyNames[*K].insert(kokkosPath(Q.getNestedNameSpecifier()) + Name);
      Named.insert(Q.getBeginLoc().getRawEncoding());
    }
  }
  std::set<SourceLocation::UIntTy> Named; ///< qualifiers in macro bodies bodyName has read
  void record(NestedNameSpecifierLoc L) {
    SourceLocation B = L.getBeginLoc(), E = L.getEndLoc();
    if (auto K = macroBodyToken(B); K && !Named.count(B.getRawEncoding())) {
      BodyNames[*K].insert(""); // a use bodyName does not read: its name is not known
      return;
    }
    if (B.isMacroID() && E.isMacroID() && SM.isMacroArgExpansion(B) && SM.isMacroArgExpansion(E)) {
      // Written in a macro call's argument (`ASSERT_EQ(z, Kokkos::complex<double>(1, 0))`):
      // renamed where it is spelled, as the user would. A name another macro's body spells
      // (`#define SPACE Kokkos::X` used in the argument) is that #define's (defineEdits).
      B = writtenInArgument(B);
      E = writtenInArgument(E);
      if (B.isInvalid() || E.isInvalid() || SM.getFileID(B) != SM.getFileID(E) ||
          SM.getFileOffset(E) < SM.getFileOffset(B))
        return;
    }
    if (!B.isFileID() || !E.isFileID() || !this->E.contains(SM, B))
      return;
    std::optional<Token> Name = Lexer::findNextToken(E, SM, Ctx.getLangOpts());
    if (!Name || !Name->is(tok::raw_identifier))
      return;
    KokkosNameUse U;
    U.Name = kokkosPath(L.getNestedNameSpecifier()) + macroName(Name->getRawIdentifier());
    U.File = SM.getFileID(B);
    U.Begin = SM.getFileOffset(B);
    U.End = SM.getFileOffset(Name->getLocation()) + Name->getLength();
    U.Loc = Name->getLocation();
    U.unseenTemplate = PolicyLambdas > 0 || inUninstantiatedTemplate();
    auto Key = std::make_pair(U.File, U.Begin);
    auto It = Uses.find(Key);
    if (It == Uses.end() || It->second.End < U.End)
      Uses[Key] = U;
  }
  /// Where a token that reached a macro argument was written: followed through arguments passed
  /// on to other macros, invalid when a macro's body spells it.
  SourceLocation writtenInArgument(SourceLocation L) const {
    while (L.isMacroID()) {
      if (!SM.isMacroArgExpansion(L))
        return SourceLocation();
      L = SM.getImmediateSpellingLoc(L);
    }
    return L;
  }
  /// Whether the outermost templated function being traversed has no instantiation with a
  /// body in this unit (the patterns of all instantiations are collected on first need).
  bool inUninstantiatedTemplate() {
    auto It = std::find_if(Functions.begin(), Functions.end(),
                           [](const FunctionDecl *F) { return F->isTemplated(); });
    if (It == Functions.end())
      return false;
    if (!Patterns) {
      Patterns.emplace();
      InstantiationPatterns P{*Patterns};
      P.TraverseDecl(Ctx.getTranslationUnitDecl());
    }
    return !Patterns->count((*It)->getCanonicalDecl());
  }
  /// The patterns of the function instantiations that have a body.
  struct InstantiationPatterns : Visitor {
    std::set<const FunctionDecl *> &Out;
    explicit InstantiationPatterns(std::set<const FunctionDecl *> &O) : Out(O) {}
    bool shouldVisitTemplateInstantiations() const override { return true; }
    bool VisitFunctionDecl(FunctionDecl *F) override {
      if (F->isTemplateInstantiation() && F->doesThisDeclarationHaveABody())
        for (const FunctionDecl *P = F->getTemplateInstantiationPattern(); P;
             P = P->getTemplateInstantiationPattern())
          if (!Out.insert(P->getCanonicalDecl()).second)
            break;
      return true;
    }
  };
  std::vector<const FunctionDecl *> Functions; ///< the functions being traversed, outermost first
  int PolicyLambdas = 0; ///< lambdas returning a nested policy around the traversal
  std::optional<std::set<const FunctionDecl *>> Patterns;
  ASTContext &Ctx;
  SourceManager &SM;
  const EditableFiles &E;
  const Preprocessor *PP;
};

bool inside(FileID F, unsigned Off, const std::vector<Span> &Skip) {
  for (const Span &S : Skip)
    if (S.File == F && Off >= S.Begin && Off < S.End)
      return true;
  return false;
}

} // namespace

std::vector<KokkosNameUse> collectKokkosNameUses(
    ASTContext &Ctx, const EditableFiles &E, const Preprocessor *PP,
    std::map<std::pair<FileID, unsigned>, std::set<std::string>> *BodyNames) {
  NameUseCollector C(Ctx, E, PP);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  if (BodyNames)
    *BodyNames = std::move(C.BodyNames);
  std::vector<KokkosNameUse> R;
  for (auto &[Off, U] : C.Uses)
    if (!C.UserNames.count(U.Name))
      R.push_back(U);
  return R;
}

/// The edit that respells the Kokkos name Ref in the replacement of an object-like #define
/// (`#define MemSpace Kokkos::HostSpace`, `#define E std::conditional_t<B, Kokkos::CudaHostPinnedSpace,
/// X>`, `#define M Kokkos::DefaultExecutionSpace::memory_space`): its longest leading part that
/// the shim knows on the host, e.g. `Kokkos::DefaultExecutionSpace` of the last (the members
/// after it are the shim entity's). Every use of the macro then names the shim's entities.
static std::optional<Edit> defineRefEdit(const PreprocessorFacts::KokkosRef &Ref,
                                         const std::string &Backend, FileID F, FileID Main) {
  for (size_t K = Ref.Parts.size(); K > 0; --K) {
    std::string Name = Ref.Parts[0];
    for (size_t P = 1; P < K; ++P)
      Name += "::" + Ref.Parts[P];
    std::optional<std::string> S = spellKokkosName(Name, ApiContext::Host, Backend);
    if (!S)
      continue;
    Edit E{Ref.Offset, Ref.Ends[K - 1] - Ref.Offset, *S, F == Main ? FileID() : F};
    E.DefineBody = true;
    return E;
  }
  return std::nullopt;
}

/// The edit of Ref's `Kokkos` to `kt` in a function-like macro's body, whose parameters spell
/// the rest (`#define EVAL(F) Kokkos::F(x)`, `Kokkos::Experimental::F##_builtin(x)`): where
/// every expansion in this unit names a Kokkos function or variable that the shim has as
/// kt::NAME both on the host and in kernels (kt::Experimental names kt's own).
static std::optional<Edit> macroBodyRefEdit(const PreprocessorFacts::KokkosRef &Ref,
                                            const UnitRecog &RC, FileID F, FileID Main) {
  auto It = RC.MacroBodyNames.find({F, Ref.Offset});
  if (!Ref.Parts.empty() || It == RC.MacroBodyNames.end())
    return std::nullopt;
  for (const std::string &N : It->second)
    for (ApiContext C : {ApiContext::Host, ApiContext::Kernel})
      if (N.empty() || spellKokkosName(N, C) != "kt::" + N)
        return std::nullopt;
  Edit E{Ref.Offset, 6, "kt", F == Main ? FileID() : F};
  E.DefineBody = true;
  return E;
}

/// A function-like macro (Ref has no parts) that this unit never calls and whose `Kokkos`
/// token no AST node comes from (`DEFINE_EVAL` under an #ifndef that skips its uses).
static bool neverExpanded(const PreprocessorFacts::MacroUse &D,
                          const PreprocessorFacts::KokkosRef &Ref, const PreprocessorFacts &PP,
                          const UnitRecog &RC) {
  return Ref.Parts.empty() && !RC.MacroBodyNames.count({D.File, Ref.Offset}) &&
         std::none_of(PP.MacroCalls.begin(), PP.MacroCalls.end(),
                      [&](const PreprocessorFacts::MacroUse &C) { return C.Name == D.Name; });
}

namespace {

/// `using namespace Kokkos;` becomes `using namespace kt;`. `using Kokkos::parallel_for;` (a
/// dispatch or nesting name, which the shim does not have) goes: every use is lowered.
struct UsingVisitor : Visitor {
  ASTContext &Ctx;
  SourceManager &SM;
  const EditableFiles &Files;
  std::vector<Edit> &R;
  std::vector<Span> Dropped;
  const std::vector<Span> &Skip; ///< the code the kernels replace (their bodies spell their own)
  UsingVisitor(ASTContext &Ctx, const EditableFiles &Files, std::vector<Edit> &R,
               const std::vector<Span> &Skip)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Files(Files), R(R), Skip(Skip) {}
  bool TraverseDecl(Decl *D) override {
    return !D || (!isa<TranslationUnitDecl>(D) && !Files.holds(SM, D)) ||
           Visitor::TraverseDecl(D);
  }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *U) override {
    SourceLocation L = U->getIdentLocation();
    if (U->getNominatedNamespace()->getName() == "Kokkos" && Files.contains(SM, L) &&
        !inside(SM.getFileID(L), SM.getFileOffset(L), Skip))
      R.push_back({SM.getFileOffset(L), 6, "kt",
                   SM.getFileID(L) == SM.getMainFileID() ? FileID() : SM.getFileID(L)});
    return true;
  }
  // `namespace K = Kokkos;`: K:: names are spelled kt:: where they are used, and the alias
  // names the shim's namespace.
  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *A) override {
    SourceLocation L = A->getTargetNameLoc();
    const NamespaceDecl *N = A->getNamespace();
    if (N->getName() == "Kokkos" && N->getParent()->getRedeclContext()->isTranslationUnit() &&
        !A->getQualifierLoc() && Files.contains(SM, L) &&
        !inside(SM.getFileID(L), SM.getFileOffset(L), Skip))
      R.push_back({SM.getFileOffset(L), 6, "kt",
                   SM.getFileID(L) == SM.getMainFileID() ? FileID() : SM.getFileID(L)});
    return true;
  }
  // User code in `namespace Kokkos { ... }`: its unqualified Kokkos names (View,
  // parallel_for, ...) are the shim's now.
  bool VisitNamespaceDecl(NamespaceDecl *N) override {
    SourceLocation L = N->getLocation();
    if (N->getName() != "Kokkos" || !isa<TranslationUnitDecl>(N->getParent()) ||
        !L.isFileID() || !Files.contains(SM, L))
      return true;
    SourceLocation After =
        Lexer::findLocationAfterToken(L, tok::l_brace, SM, Ctx.getLangOpts(), false);
    const FileID F = SM.getFileID(L) == SM.getMainFileID() ? FileID() : SM.getFileID(L);
    if (After.isValid())
      R.push_back({SM.getFileOffset(After), 0, " using namespace ::kt;", F});
    for (Decl *D : N->decls())
      moveKokkosSpecialisation(D, F);
    return true;
  }
  // A specialisation of a Kokkos template written in the user's `namespace Kokkos` (a
  // reduction_identity for the user's type, as Kokkos documents): the template is the shim's,
  // which may be specialised only in namespace kt, so the block is closed around it and opened
  // again after it.
  void moveKokkosSpecialisation(const Decl *D, FileID F) {
    const NamedDecl *T = nullptr;
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D);
        S && S->getSpecializationKind() == TSK_ExplicitSpecialization)
      T = S->getSpecializedTemplate();
    else if (const auto *Fn = dyn_cast<FunctionDecl>(D);
             Fn && Fn->getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
      T = Fn->getPrimaryTemplate();
    const SourceLocation B = D->getSourceRange().getBegin(), E = D->getSourceRange().getEnd();
    if (!T || !isKokkosDecl(T) || !B.isFileID() || !E.isFileID())
      return;
    SourceLocation After =
        Lexer::findLocationAfterToken(E, tok::semi, SM, Ctx.getLangOpts(), false);
    if (After.isInvalid())
      After = Lexer::getLocForEndOfToken(E, 0, SM, Ctx.getLangOpts());
    R.push_back({SM.getFileOffset(B), 0, "}  // namespace Kokkos\nnamespace kt {\n", F});
    R.push_back({SM.getFileOffset(After), 0,
                 "\n}  // namespace kt\nnamespace Kokkos { using namespace ::kt;", F});
  }
  bool VisitUsingDecl(UsingDecl *U) override {
    SourceLocation B = U->getBeginLoc(), E = U->getEndLoc();
    if (!B.isFileID() || !E.isFileID() || !Files.contains(SM, B) ||
        !isKokkosNamespace(U->getQualifier()) || !isStructuralKokkosName(U->getNameAsString()))
      return true;
    SourceLocation After =
        Lexer::findLocationAfterToken(E, tok::semi, SM, Ctx.getLangOpts(), false);
    if (After.isInvalid())
      return true;
    FileID F = SM.getFileID(B);
    // PerTeam, PerThread and AUTO also build policies kept in host variables: the
    // declaration stays, its Kokkos:: name spelled for the shim (`using kt::PerTeam;`).
    const std::string N = U->getNameAsString();
    if (N == "PerTeam" || N == "PerThread" || N == "AUTO")
      return true;
    unsigned Bg = SM.getFileOffset(B), En = SM.getFileOffset(After);
    // Alone on its line: the whole line goes.
    llvm::StringRef Buf = SM.getBufferData(F);
    size_t LineBg = Buf.rfind('\n', Bg) + 1, LineEn = Buf.find('\n', En);
    if (LineEn != llvm::StringRef::npos && Buf.slice(LineBg, Bg).trim().empty() &&
        Buf.slice(En, LineEn).trim().empty()) {
      Bg = LineBg;
      En = LineEn + 1;
    }
    Dropped.push_back({F, Bg, En});
    R.push_back({Bg, En - Bg, "", F == SM.getMainFileID() ? FileID() : F});
    return true;
  }
};

} // namespace

/// 1. includes: the first Kokkos include of each file becomes the shim's, followed by the
/// shim's container headers that the file's Kokkos names and includes need; the others go.
/// The family headers of Random and complex (kt/random.hpp, kt/complex.hpp) likewise.
static void includeEdits(ASTContext &Ctx, const PreprocessorFacts &PP,
                         const EditableFiles &Files, const UnitRecog &RC,
                         const HostSpelling &Sp, std::vector<Edit> &R) {
  const FileID Main = Ctx.getSourceManager().getMainFileID();
  std::map<FileID, std::set<std::string>> Extra = collectShimFamilies(Ctx, Files);
  for (const PreprocessorFacts::Include &I : PP.KokkosIncludes)
    if (auto H = shimHeaderFor(I.Name))
      Extra[I.File].insert(*H);
  for (const KokkosNameUse &U : RC.NameUses)
    if (auto H = shimHeaderFor(U.Name))
      Extra[U.File].insert(*H);
  auto Includes = [&](FileID F) { // a blank line: clang-format must not sort them first
    std::string S = Sp.Include + (Extra[F].empty() ? "" : "\n");
    for (const std::string &H : Extra[F])
      S += "\n#include \"" + H + "\"";
    return S;
  };
  bool MainHasInclude = false;
  std::set<FileID> Seen;
  for (const PreprocessorFacts::Include &I : PP.KokkosIncludes) {
    MainHasInclude |= I.File == Main;
    const bool First = Seen.insert(I.File).second;
    R.push_back({I.Begin, I.End - I.Begin, First ? Includes(I.File) : "",
                 I.File == Main ? FileID() : I.File});
    R.back().ShimInclude = First;
  }
  if (!MainHasInclude) {
    R.push_back({0, 0, Includes(Main) + "\n"});
    R.back().ShimInclude = true;
  }
  for (auto &[F, Hs] : Extra) // a header that uses a container without including Kokkos
    if (F != Main && !Seen.count(F) && !Hs.empty()) {
      R.push_back({0, 0, Includes(F) + "\n", F});
      R.back().ShimInclude = true;
    }
}

/// 2. Kokkos:: names, spelled for the shim (outside Skip and the dropped using-declarations).
static void nameEdits(const UnitRecog &RC, const HostSpelling &Sp, FileID Main,
                      const std::vector<Span> &Skip, const std::vector<Span> &Dropped,
                      std::vector<Edit> &R, DiagSink &Diags) {
  for (const KokkosNameUse &U : RC.NameUses) {
    if (inside(U.File, U.Begin, Skip) || inside(U.File, U.Begin, Dropped))
      continue;
    auto S = spellKokkosName(U.Name, ApiContext::Host, Sp.Backend);
    if (!S && U.unseenTemplate && isStructuralKokkosName(U.Name))
      S = "kt::unseen::" + U.Name; // declared, never defined: a template nothing here instantiates
    if (!S && backendName(U.Name)) {
      Diags.error(U.Loc, DiagId::UnknownKokkosApi,
                  "Kokkos::" + U.Name + " belongs to the " + *backendName(U.Name) +
                      " backend, which this target is not; guard it with #ifdef KOKKOS_ENABLE_" +
                      llvm::StringRef(*backendName(U.Name)).upper() +
                      " or use Kokkos::DefaultExecutionSpace and its memory_space");
      continue;
    }
    if (!S) {
      auto Advice = refusedKokkosName(U.Name);
      Diags.error(U.Loc, DiagId::UnknownKokkosApi,
                  "Kokkos::" + U.Name + " has no equivalent in the runtime shim" +
                      (Advice ? "; " + *Advice : std::string()));
      continue;
    }
    R.push_back({U.Begin, U.End - U.Begin, *S, U.File == Main ? FileID() : U.File});
  }
}

/// A user #define whose replacement spells Kokkos names, each one the shim knows on the host
/// (defineRefEdit), gets their spellings; any other Kokkos name in a #define (a dispatch, a name
/// the shim lacks, one in a function-like macro, whose parameters could spell it) cannot be
/// renamed and would reach the output as Kokkos::.
static void defineEdits(ASTContext &Ctx, const PreprocessorFacts &PP, const UnitRecog &RC,
                        const HostSpelling &Sp, FileID Main, std::vector<Edit> &R,
                        DiagSink &Diags) {
  SourceManager &DSM = Ctx.getSourceManager();
  for (const PreprocessorFacts::MacroUse &D : PP.Defines) {
    if (!D.spellsKokkos || llvm::StringRef(D.Name).starts_with("KOKKOS_"))
      continue;
    std::vector<Edit> Es;
    const PreprocessorFacts::KokkosRef *Bad = nullptr;
    for (const PreprocessorFacts::KokkosRef &Ref : D.kokkosRefs) {
      std::optional<Edit> E = defineRefEdit(Ref, Sp.Backend, D.File, Main);
      if (!E)
        E = macroBodyRefEdit(Ref, RC, D.File, Main);
      if (!E && neverExpanded(D, Ref, PP, RC))
        continue; // stays as written: nothing in this unit expands it
      if (!E) {
        Bad = &Ref;
        break;
      }
      Es.push_back(*E);
    }
    if (!Bad) {
      R.insert(R.end(), Es.begin(), Es.end());
      continue;
    }
    Diags.error(DSM.getLocForStartOfFile(D.File).getLocWithOffset(Bad->Offset),
                DiagId::DispatchInMacro,
                "the macro " + D.Name + " spells a Kokkos name that cannot be translated inside "
                "a #define (a dispatch, a name the runtime shim lacks on the host, or a name in "
                "a function-like macro); write `#define " + D.Name + " Kokkos::Name` or another "
                "object-like macro of names the shim has, or use a type alias or a constant "
                "instead (e.g. `using " + D.Name + " = Kokkos::...;`)");
  }
}

std::vector<Edit> hostEdits(ASTContext &Ctx, const PreprocessorFacts &PP,
                            const EditableFiles &Files, const UnitRecog &RC,
                            const HostSpelling &Sp, const std::vector<Span> &Skip,
                            DiagSink &Diags) {
  std::vector<Edit> R;
  SourceManager &SM = Ctx.getSourceManager();
  const FileID Main = SM.getMainFileID();
  includeEdits(Ctx, PP, Files, RC, Sp, R);
  UsingVisitor UV(Ctx, Files, R, Skip);
  UV.TraverseDecl(Ctx.getTranslationUnitDecl());
  nameEdits(RC, Sp, Main, Skip, UV.Dropped, R, Diags);
  defineEdits(Ctx, PP, RC, Sp, Main, R, Diags);
  // 3. KOKKOS_* function macros and the user functions kernels call (HostFunctions.cpp).
  std::vector<Edit> Fn = deviceFunctionEdits(
      Ctx, PP, Files, RC, Sp, [&](FileID F, unsigned Off) { return inside(F, Off, Skip); });
  R.insert(R.end(), Fn.begin(), Fn.end());
  checkDeviceCallable(Ctx, PP, Files, RC, Sp);
  return R;
}

} // namespace kt
