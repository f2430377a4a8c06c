// KT1061: the names the output reserves. Generated code names its kernels, parameters and
// locals kt_* (kt_begin, kt_acc, kt_grid_stride...), the shim lives in namespace kt and defines
// KT_* macros; a user declaration or macro of such a name in a translated file would collide
// with them, or silently stand in for them. The shim's KT_* macros are listed at build time
// (cmake/ShimMacros.cmake).
#include "rewriters/recognise/checks/ReservedNames.h"

#include "rewriters/recognise/ast/Visitor.h"

#include <set>

using namespace clang;

namespace kt {

namespace {

bool reservedIdentifier(llvm::StringRef N) { return N.starts_with("kt_"); }

class ReservedFinder : public Visitor {
public:
  ReservedFinder(const SourceManager &SM, const EditableFiles &Files, DiagSink &Diags)
      : SM(SM), Files(Files), Diags(Diags) {}
  bool VisitNamedDecl(NamedDecl *D) override {
    const IdentifierInfo *II = D->getIdentifier();
    if (!II || D->isImplicit())
      return true;
    llvm::StringRef N = II->getName();
    bool Scope = N == "kt" && (isa<NamespaceDecl>(D) || isa<TypeDecl>(D));
    if ((reservedIdentifier(N) || Scope) && report(D->getLocation(), N))
      Diags.error(D->getLocation(), DiagId::ReservedName,
                  "'" + N.str() + "' is a name the translated code reserves (" +
                      (Scope ? "the runtime shim's namespace kt" : "generated names begin with kt_") +
                      "); rename it");
    return true;
  }

private:
  bool report(SourceLocation L, llvm::StringRef N) {
    SourceLocation E = SM.getExpansionLoc(L);
    return Files.contains(SM, E) && Seen.insert(N.str()).second;
  }
  const SourceManager &SM;
  const EditableFiles &Files;
  DiagSink &Diags;
  std::set<std::string> Seen;
};

} // namespace

void checkReservedNames(ASTContext &Ctx, const EditableFiles &Files,
                        const PreprocessorFacts &PP, DiagSink &Diags) {
  SourceManager &SM = Ctx.getSourceManager();
  ReservedFinder F(SM, Files, Diags);
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (Files.holds(SM, D))
      F.TraverseDecl(D);
  static const std::set<std::string> ShimMacros = {
#include "kt/ShimMacros.inc"
  };
  std::set<std::string> Seen;
  for (const PreprocessorFacts::MacroUse &M : PP.Defines) {
    llvm::StringRef N = M.Name;
    if ((ShimMacros.count(M.Name) || reservedIdentifier(N)) && Seen.insert(M.Name).second)
      Diags.error(SM.getLocForStartOfFile(M.File).getLocWithOffset(M.Offset),
                  DiagId::ReservedName,
                  "'" + M.Name + "' is a macro name the runtime shim " +
                      (N.starts_with("kt_") ? "reserves (generated names begin with kt_)"
                                            : "defines") + "; rename it");
  }
}

} // namespace kt
