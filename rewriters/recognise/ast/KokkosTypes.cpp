// What Kokkos types say, read from their clang types: template names and arguments, a View's
// data type, rank, layout and memory traits, arithmetic kinds. Moved from AstUtil.cpp.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/ast/TemplateSpelling.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "rewriters/recognise/ast/Visitor.h"

using namespace clang;

namespace kt {

static QualType typeOfArg(const TemplateArgument &A) {
  if (A.getKind() == TemplateArgument::Type)
    return A.getAsType();
  if (A.getKind() == TemplateArgument::Pack && A.pack_size() &&
      A.pack_begin()->getKind() == TemplateArgument::Type)
    return A.pack_begin()->getAsType();
  return QualType();
}

QualType templateTypeArg(QualType T, unsigned I) {
  if (T.isNull())
    return T;
  if (const auto *TS = TemplateSpelling::active() ? T->getAs<TemplateSpecializationType>() : nullptr;
      TS && !TS->isTypeAlias() && I < TS->template_arguments().size())
    if (QualType A = typeOfArg(TS->template_arguments()[I]); !A.isNull())
      return A;
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getCanonicalType()->getAsCXXRecordDecl());
  if (!S || I >= S->getTemplateArgs().size())
    return QualType();
  return typeOfArg(S->getTemplateArgs()[I]);
}

std::string kokkosTemplateName(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !isKokkosDecl(RD))
    return "";
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    return S->getSpecializedTemplate()->getName().str();
  return RD->getName().str();
}

bool kokkosValueClass(QualType T) {
  const std::string N = kokkosTemplateName(T);
  return N == "complex" || N == "floating_point_wrapper";
}

bool isKokkosView(QualType T) { return kokkosTemplateName(T) == "View"; }

ViewDataShape viewDataShape(QualType Data) {
  ViewDataShape S;
  bool Pointer = false; // a static extent below a pointer is not Kokkos'
  for (QualType T = Data.getCanonicalType();; T = S.value.getCanonicalType()) {
    if (const auto *A = dyn_cast<ConstantArrayType>(T.getTypePtr())) {
      S.valid = S.valid && !Pointer;
      S.statics.push_back(A->getSize().getZExtValue());
      S.value = A->getElementType();
    } else if (const auto *I = dyn_cast<IncompleteArrayType>(T.getTypePtr())) {
      ++S.dynamic;
      S.value = I->getElementType();
    } else if (T->isPointerType()) {
      Pointer = true;
      ++S.dynamic;
      S.value = T->getPointeeType();
    } else {
      S.value = T;
      return S;
    }
  }
}

namespace {
const ClassTemplateSpecializationDecl *viewSpec(QualType View) {
  if (!isKokkosView(View))
    return nullptr;
  return dyn_cast<ClassTemplateSpecializationDecl>(
      View.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl());
}
} // namespace

QualType viewDataType(QualType View) {
  const ClassTemplateSpecializationDecl *S = viewSpec(View);
  if (!S || S->getTemplateArgs().size() == 0)
    return QualType();
  const TemplateArgument &A = S->getTemplateArgs()[0];
  if (A.getKind() == TemplateArgument::Pack)
    return A.pack_size() && A.pack_begin()->getKind() == TemplateArgument::Type
               ? A.pack_begin()->getAsType()
               : QualType();
  return A.getKind() == TemplateArgument::Type ? A.getAsType() : QualType();
}

unsigned viewMemoryTraits(QualType View) {
  const ClassTemplateSpecializationDecl *S = viewSpec(View);
  if (!S)
    return 0;
  unsigned Bits = 0;
  auto Visit = [&](const TemplateArgument &A) {
    if (A.getKind() != TemplateArgument::Type)
      return;
    const auto *M = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        A.getAsType().getCanonicalType()->getAsCXXRecordDecl());
    if (M && isKokkosDecl(M) && M->getName() == "MemoryTraits" && M->getTemplateArgs().size() == 1 &&
        M->getTemplateArgs()[0].getKind() == TemplateArgument::Integral)
      Bits |= (unsigned)M->getTemplateArgs()[0].getAsIntegral().getZExtValue();
  };
  for (const TemplateArgument &A : S->getTemplateArgs().asArray()) {
    if (A.getKind() == TemplateArgument::Pack)
      for (const TemplateArgument &P : A.pack_elements())
        Visit(P);
    else
      Visit(A);
  }
  return Bits;
}

Arith arithOf(QualType T) {
  const auto *B = T.isNull() ? nullptr : T.getNonReferenceType()->getAs<BuiltinType>();
  if (!B)
    return Arith::Other;
  switch (B->getKind()) {
  case BuiltinType::Bool: return Arith::Bool;
  case BuiltinType::Char_S: case BuiltinType::Char_U: return Arith::Char;
  case BuiltinType::SChar: return Arith::SChar;
  case BuiltinType::UChar: return Arith::UChar;
  case BuiltinType::Short: return Arith::Short;
  case BuiltinType::UShort: return Arith::UShort;
  case BuiltinType::Int: return Arith::Int;
  case BuiltinType::UInt: return Arith::UInt;
  case BuiltinType::Long: return Arith::Long;
  case BuiltinType::ULong: return Arith::ULong;
  case BuiltinType::LongLong: return Arith::LongLong;
  case BuiltinType::ULongLong: return Arith::ULongLong;
  case BuiltinType::Float: return Arith::Float;
  case BuiltinType::Double: return Arith::Double;
  case BuiltinType::LongDouble: return Arith::LongDouble;
  default: return Arith::Other;
  }
}

ViewLayout viewLayout(QualType View) {
  const ClassTemplateSpecializationDecl *S = viewSpec(View);
  ViewLayout L = ViewLayout::Default;
  auto Visit = [&](const TemplateArgument &A) {
    const CXXRecordDecl *RD = A.getKind() == TemplateArgument::Type
                                  ? A.getAsType().getCanonicalType()->getAsCXXRecordDecl()
                                  : nullptr;
    if (!RD || !isKokkosDecl(RD))
      return;
    if (RD->getName() == "LayoutLeft")
      L = ViewLayout::Left;
    else if (RD->getName() == "LayoutRight")
      L = ViewLayout::Right;
    else if (RD->getName() == "LayoutStride")
      L = ViewLayout::Stride;
  };
  for (const TemplateArgument &A : S ? S->getTemplateArgs().asArray().drop_front() : ArrayRef<TemplateArgument>())
    if (A.getKind() == TemplateArgument::Pack)
      for (const TemplateArgument &P : A.pack_elements())
        Visit(P);
    else
      Visit(A);
  return L;
}

} // namespace kt
