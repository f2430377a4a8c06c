// Template argument packs in canonical class template specialisations, spelled element by
// element. clang's TypeName::getFullyQualifiedName qualifies a specialisation's Type arguments
// but not the elements of a Pack argument, so the canonical `Kokkos::View<double **,
// Kokkos::LayoutStride>` (View's Properties are a pack) printed as `View<double **,
// LayoutStride>`, and `MemoryTraits<Kokkos::RandomAccess>` as `MemoryTraits<2>` unqualified:
// the output did not compile. expandPacks rewrites such a type as the same specialisation
// written with its pack elements as separate arguments, which the qualifier handles. A member
// type of such a specialisation (`F<V>::size_type`) has the same qualifier, spelled the same way.
#include "rewriters/recognise/ast/AstUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace clang;

namespace kt {

QualType expandPacks(QualType T, ASTContext &Ctx) {
  if (T.isNull())
    return T;
  const Qualifiers Q = T.getLocalQualifiers();
  const Type *Ty = T.getTypePtr();
  if (const auto *P = dyn_cast<PointerType>(Ty)) {
    QualType N = expandPacks(P->getPointeeType(), Ctx);
    return N == P->getPointeeType() ? T : Ctx.getQualifiedType(Ctx.getPointerType(N), Q);
  }
  const auto *RT = dyn_cast<RecordType>(Ty); // only the canonical form: written arguments print
  const auto *S = RT ? dyn_cast<ClassTemplateSpecializationDecl>(RT->getDecl()) : nullptr;
  if (!S)
    return T;
  bool Changed = false;
  llvm::SmallVector<TemplateArgument, 8> Args;
  auto Add = [&](const TemplateArgument &A) {
    if (A.getKind() != TemplateArgument::Type) {
      Args.push_back(A);
      return;
    }
    QualType N = expandPacks(A.getAsType(), Ctx);
    Changed = Changed || N != A.getAsType();
    Args.push_back(TemplateArgument(N));
  };
  for (const TemplateArgument &A : S->getTemplateArgs().asArray()) {
    if (A.getKind() != TemplateArgument::Pack) {
      Add(A);
      continue;
    }
    Changed = true;
    for (const TemplateArgument &E : A.pack_elements())
      Add(E);
  }
  if (!Changed)
    return T;
  QualType R = Ctx.getTemplateSpecializationType(TemplateName(S->getSpecializedTemplate()), Args,
                                                 QualType(RT, 0));
  return Ctx.getQualifiedType(R, Q);
}

/// A specialisation's arguments: its written ones when T is written as one, else its canonical
/// ones, packs expanded.
static std::vector<TemplateArgument> specialisationArgs(QualType T) {
  std::vector<TemplateArgument> Args;
  auto Add = [&](const TemplateArgument &A) {
    if (A.getKind() == TemplateArgument::Pack)
      Args.insert(Args.end(), A.pack_begin(), A.pack_end());
    else
      Args.push_back(A);
  };
  if (const auto *TS = T->getAs<TemplateSpecializationType>()) {
    for (const TemplateArgument &A : TS->template_arguments())
      Add(A);
  } else if (const auto *RD = T->getAsCXXRecordDecl()) {
    for (const TemplateArgument &A :
         cast<ClassTemplateSpecializationDecl>(RD)->getTemplateArgs().asArray())
      Add(A);
  }
  return Args;
}

std::optional<std::string> specialisationWithMemberArgs(QualType T, const ASTContext &Ctx) {
  if (const auto *TS = T->getAs<TemplateSpecializationType>(); TS && TS->isTypeAlias())
    return std::nullopt;
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!S || isa<ClassTemplatePartialSpecializationDecl>(S))
    return std::nullopt;
  const std::vector<TemplateArgument> Args = specialisationArgs(T);
  if (std::none_of(Args.begin(), Args.end(), [](const TemplateArgument &A) {
        return A.getKind() == TemplateArgument::Type && specialisationMemberType(A.getAsType());
      }))
    return std::nullopt;
  PrintingPolicy PP(Ctx.getLangOpts());
  std::string Text = spelledQualifiedName(S->getSpecializedTemplate()) + "<";
  for (size_t I = 0; I < Args.size(); ++I) {
    Text += I ? ", " : "";
    if (Args[I].getKind() == TemplateArgument::Type) {
      Text += typeText(Args[I].getAsType(), Ctx);
      continue;
    }
    llvm::raw_string_ostream OS(Text);
    Args[I].print(PP, OS, /*IncludeType=*/false);
  }
  return ktSpell(Text + ">");
}

const TypedefNameDecl *specialisationMemberType(QualType T) {
  if (const auto *E = dyn_cast<ElaboratedType>(T.getTypePtr()))
    T = E->getNamedType();
  const auto *TT = dyn_cast<TypedefType>(T.getTypePtr());
  if (!TT)
    return nullptr;
  const TypedefNameDecl *D = TT->getDecl();
  return isa<ClassTemplateSpecializationDecl>(D->getDeclContext()) ? D : nullptr;
}

} // namespace kt
