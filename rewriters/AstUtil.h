// Small AST helpers shared by the recognisers.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/Expr.h"
#include <string>

namespace kt {

/// True when D is declared in namespace Kokkos (at any depth, e.g. Kokkos::Impl).
bool isKokkosDecl(const clang::Decl *D);
/// The name of D's outermost namespace chain below Kokkos, e.g. "Experimental" or "".
std::string kokkosSubNamespace(const clang::Decl *D);

/// Verbatim source text of R (expansion range, token-inclusive).
std::string sourceText(const clang::ASTContext &Ctx, clang::SourceRange R);
/// File offsets [begin, end) of R's expansion range in the main file.
std::pair<unsigned, unsigned> fileOffsets(const clang::ASTContext &Ctx, clang::SourceRange R);

/// Strips implicit nodes, parentheses, temporaries and elidable copies.
const clang::Expr *strip(const clang::Expr *E);

/// Fully qualified spelling of T without top-level cv/ref, with Kokkos:: spelled kt::.
std::string typeText(clang::QualType T, const clang::ASTContext &Ctx);
/// Rewrites Kokkos::Experimental:: and Kokkos:: qualifiers in S to kt::.
std::string ktSpell(std::string S);

/// True for a class type that is a Kokkos::View specialisation.
bool isKokkosView(clang::QualType T);
/// If T is a Kokkos class template specialisation, its template name ("TeamPolicy"), else "".
std::string kokkosTemplateName(clang::QualType T);

/// Presumed line of L (expansion location).
unsigned lineOf(const clang::ASTContext &Ctx, clang::SourceLocation L);

} // namespace kt
