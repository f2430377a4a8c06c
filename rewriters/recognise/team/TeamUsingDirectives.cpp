// A using-directive or namespace alias written in a kernel's body that names Kokkos itself
// (`using namespace Kokkos;`, `namespace K = Kokkos;`): the body's copy names the shim's
// namespace, `kt`, whose names are Kokkos' (the shim's `kt::Experimental` re-exports them, so
// `using namespace Kokkos::Experimental;` becomes `using namespace kt::Experimental;` through
// the body's name renames). The host rewrite leaves the kernel's code to this.
#include "rewriters/recognise/team/TeamOpsCollector.h"

namespace kt::teamops {

namespace {

/// Whether N is the namespace Kokkos itself (not one nested in it, which the renames spell).
bool kokkosItself(const NamespaceDecl *N) {
  return N && N->getName() == "Kokkos" && N->getParent()->getRedeclContext()->isTranslationUnit();
}

} // namespace

bool Collector::VisitUsingDirectiveDecl(UsingDirectiveDecl *U) {
  if (kokkosItself(U->getNominatedNamespace()) && !U->getQualifierLoc())
    if (BodyOp *Op = add(BodyOp::Kind::Rename, SourceRange(U->getIdentLocation())))
      Op->text = "kt";
  return true;
}

bool Collector::VisitNamespaceAliasDecl(NamespaceAliasDecl *A) {
  if (kokkosItself(A->getNamespace()) && !A->getQualifierLoc())
    if (BodyOp *Op = add(BodyOp::Kind::Rename, SourceRange(A->getTargetNameLoc())))
      Op->text = "kt";
  return true;
}

} // namespace kt::teamops
