#include "rewriters/HostRewrite.h"

#include "rewriters/ApiTable.h"
#include "rewriters/AstUtil.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Token.h"

using namespace clang;

namespace kt {

namespace {

class PPRecorder : public PPCallbacks {
public:
  PPRecorder(SourceManager &SM, PreprocessorFacts &Out) : SM(SM), Out(Out) {}
  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName, bool,
                          CharSourceRange FilenameRange, OptionalFileEntryRef, StringRef,
                          StringRef, const Module *, bool, SrcMgr::CharacteristicKind) override {
    if (!SM.isWrittenInMainFile(HashLoc) || !FileName.starts_with("Kokkos"))
      return;
    Out.KokkosIncludes.push_back(
        {SM.getFileOffset(HashLoc), SM.getFileOffset(FilenameRange.getEnd())});
  }
  void MacroExpands(const Token &Tok, const MacroDefinition &, SourceRange R,
                    const MacroArgs *) override {
    const IdentifierInfo *II = Tok.getIdentifierInfo();
    if (!II || !II->getName().starts_with("KOKKOS_") || !Tok.getLocation().isFileID() ||
        !SM.isWrittenInMainFile(Tok.getLocation()))
      return;
    Out.Macros.push_back({SM.getFileOffset(Tok.getLocation()), Tok.getLength(),
                          II->getName().str()});
  }

private:
  SourceManager &SM;
  PreprocessorFacts &Out;
};

bool isKokkosNamespace(const NestedNameSpecifier *N) {
  if (!N)
    return false;
  const NamespaceDecl *NS = N->getAsNamespace();
  if (!NS && N->getAsNamespaceAlias())
    NS = N->getAsNamespaceAlias()->getNamespace();
  return NS && (NS->getName() == "Kokkos" || isKokkosDecl(NS));
}

class NameUseCollector : public RecursiveASTVisitor<NameUseCollector> {
public:
  explicit NameUseCollector(ASTContext &Ctx) : Ctx(Ctx), SM(Ctx.getSourceManager()) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc L) {
    if (!L)
      return true;
    if (isKokkosNamespace(L.getNestedNameSpecifier()))
      record(L);
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(L);
  }
  std::map<unsigned, KokkosNameUse> Uses; // by begin offset, longest qualifier wins

private:
  void record(NestedNameSpecifierLoc L) {
    SourceLocation B = L.getBeginLoc(), E = L.getEndLoc();
    if (!B.isFileID() || !E.isFileID() || !SM.isWrittenInMainFile(B))
      return;
    std::optional<Token> Name = Lexer::findNextToken(E, SM, Ctx.getLangOpts());
    if (!Name || !Name->is(tok::raw_identifier))
      return;
    KokkosNameUse U;
    U.Begin = SM.getFileOffset(B);
    U.End = SM.getFileOffset(Name->getLocation()) + Name->getLength();
    U.Name = Name->getRawIdentifier().str();
    U.Loc = Name->getLocation();
    auto It = Uses.find(U.Begin);
    if (It == Uses.end() || It->second.End < U.End)
      Uses[U.Begin] = U;
  }
  ASTContext &Ctx;
  SourceManager &SM;
};

bool inside(unsigned Off, const std::vector<std::pair<unsigned, unsigned>> &Skip) {
  for (auto [B, E] : Skip)
    if (Off >= B && Off < E)
      return true;
  return false;
}

} // namespace

std::unique_ptr<PPCallbacks> makePreprocessorRecorder(SourceManager &SM, PreprocessorFacts &Out) {
  return std::make_unique<PPRecorder>(SM, Out);
}

std::vector<KokkosNameUse> collectKokkosNameUses(ASTContext &Ctx) {
  NameUseCollector C(Ctx);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::vector<KokkosNameUse> R;
  for (auto &[Off, U] : C.Uses)
    R.push_back(U);
  return R;
}

std::vector<Edit> hostEdits(ASTContext &Ctx, const PreprocessorFacts &PP, const RecogContext &RC,
                            const HostSpelling &Sp,
                            const std::vector<std::pair<unsigned, unsigned>> &Skip,
                            DiagSink &Diags) {
  std::vector<Edit> R;
  SourceManager &SM = Ctx.getSourceManager();
  // 1. includes: the first Kokkos include becomes the shim's, the others go.
  if (PP.KokkosIncludes.empty())
    R.push_back({0, 0, Sp.Include + "\n"});
  for (size_t I = 0; I < PP.KokkosIncludes.size(); ++I) {
    auto [B, E] = PP.KokkosIncludes[I];
    R.push_back({B, E - B, I == 0 ? Sp.Include : ""});
  }
  // 2. Kokkos:: names.
  for (const KokkosNameUse &U : RC.NameUses) {
    if (inside(U.Begin, Skip))
      continue;
    auto S = spellKokkosName(U.Name, ApiContext::Host);
    if (!S) {
      Diags.error(U.Loc, DiagId::UnknownKokkosApi,
                  "Kokkos::" + U.Name + " has no equivalent in the runtime shim");
      continue;
    }
    R.push_back({U.Begin, U.End - U.Begin, *S});
  }
  // `using namespace Kokkos;`
  struct UsingVisitor : RecursiveASTVisitor<UsingVisitor> {
    SourceManager &SM;
    std::vector<Edit> &R;
    UsingVisitor(SourceManager &SM, std::vector<Edit> &R) : SM(SM), R(R) {}
    bool VisitUsingDirectiveDecl(UsingDirectiveDecl *U) {
      SourceLocation L = U->getIdentLocation();
      if (U->getNominatedNamespace()->getName() == "Kokkos" && L.isFileID() &&
          SM.isWrittenInMainFile(L))
        R.push_back({SM.getFileOffset(L), 6, "kt"});
      return true;
    }
  } UV(SM, R);
  UV.TraverseDecl(Ctx.getTranslationUnitDecl());
  // 3. KOKKOS_* function macros.
  for (const auto &M : PP.Macros) {
    if (inside(M.Offset, Skip))
      continue;
    if (M.Name == "KOKKOS_INLINE_FUNCTION" || M.Name == "KOKKOS_FORCEINLINE_FUNCTION")
      R.push_back({M.Offset, M.Length, Sp.FunctionQualifier + " inline"});
    else if (M.Name == "KOKKOS_FUNCTION")
      R.push_back({M.Offset, M.Length, Sp.FunctionQualifier});
    else if (M.Name == "KOKKOS_DEFAULTED_FUNCTION")
      R.push_back({M.Offset, M.Length, ""});
  }
  // 4. unmarked user functions called from kernels.
  std::vector<unsigned> Done;
  for (const FunctionDecl *F : RC.DeviceFunctions) {
    if (F->isImplicit() || isa<CXXMethodDecl>(F))
      continue;
    for (const FunctionDecl *D : F->redecls()) {
      SourceLocation B = D->getBeginLoc();
      if (!B.isFileID() || !SM.isWrittenInMainFile(B))
        continue; // starts with a KOKKOS_* macro: handled above
      unsigned Off = SM.getFileOffset(B);
      if (std::find(Done.begin(), Done.end(), Off) == Done.end()) {
        Done.push_back(Off);
        R.push_back({Off, 0, Sp.FunctionQualifier + " "});
      }
    }
  }
  return R;
}

} // namespace kt
