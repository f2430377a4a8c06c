// A captured C array (`double coef[3]`, `float m[2][2]`): Kokkos copies it with the lambda
// (or the functor that holds it), element by element. It travels to the kernel as its bytes, a
// kt::ObjectImage of the array type, and the body's name is bound to them, as a whole captured
// object is (Capture::Image::Object, resolveWholeObject in StructImage.cpp). Arrays whose
// elements cannot travel as bytes (Views, objects holding Views, types that are not trivially
// copyable) stay refused (KT1059).
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

using namespace clang;

namespace kt {

bool arrayCapture(QualType T, SourceLocation Loc, const std::string &Name, Capture &C,
                  RecogContext &RC) {
  const ArrayType *A = RC.Ctx.getAsArrayType(T);
  QualType Elem = RC.Ctx.getBaseElementType(T);
  const CXXRecordDecl *RD = Elem->getAsCXXRecordDecl();
  std::string Why;
  if (!isa<ConstantArrayType>(A) && !isa<DependentSizedArrayType>(A))
    Why = "its size is not known at compile time";
  else if (isKokkosView(Elem))
    Why = "its elements are Views, whose reference counts a byte copy would not keep";
  else if (RD && RD->hasDefinition() && holdsView(RD))
    Why = "its elements hold Views, whose reference counts a byte copy would not keep";
  else if (!Elem->isDependentType() && !Elem->isScalarType() &&
           !(RD && RD->hasDefinition() && RD->isTriviallyCopyable()))
    Why = "its element type '" + Elem.getAsString() + "' is not trivially copyable";
  if (!Why.empty()) {
    RC.Diags.error(Loc, DiagId::CapturedArrayElements,
                   "array '" + Name + "' cannot travel to the kernel as Kokkos copies it: " +
                       Why + "; capture its elements one by one, or put them in a View");
    return false;
  }
  C.kind = Capture::Kind::Struct;
  C.imageKind = Capture::Image::Object;
  C.imageOf = "kt::c_array<" + typeText(T.getUnqualifiedType(), RC.Ctx) + ">";
  C.type = "kt::ObjectImage<" + C.imageOf + ">";
  return true;
}

} // namespace kt
