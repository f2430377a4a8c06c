// How a kernel's launch reads the data members of a functor (or of the class of a
// KOKKOS_CLASS_LAMBDA): Kokkos copies the whole object, so private and protected members
// travel too. The launch is outside the class, so a non-public member is read through
// `kt_access`, a struct of static accessors the translator inserts at the end of the class. As
// a member of the class, it reaches the class's own members and the protected members of its
// bases (through an object of the class).
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclCXX.h"

#include <algorithm>

using namespace clang;

namespace kt {

namespace {

/// The protected data members of RD's bases that a member of RD can read through an RD object:
/// those of its direct bases, and of their bases reached through public or protected
/// inheritance (recursively), in declaration order.
void protectedOfBases(const CXXRecordDecl *RD, bool Direct, std::vector<const FieldDecl *> &Out) {
  for (const CXXBaseSpecifier &B : RD->bases()) {
    const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl();
    if (!BD || !BD->hasDefinition() || (!Direct && B.getAccessSpecifier() == AS_private))
      continue;
    for (const FieldDecl *F : BD->getDefinition()->fields())
      if (F->getAccess() == AS_protected && !F->getName().empty())
        Out.push_back(F);
    protectedOfBases(BD->getDefinition(), false, Out);
  }
}

/// The non-public data members kt_access reads: RD's own, then its bases' protected ones whose
/// name no other member of RD or of the list hides (`o.name` would read that one).
std::vector<const FieldDecl *> accessibleMembers(const CXXRecordDecl *RD) {
  std::vector<const FieldDecl *> Out, Bases;
  std::vector<std::string> Names;
  for (const FieldDecl *G : RD->fields()) {
    Names.push_back(G->getNameAsString());
    if (G->getAccess() != AS_public && !G->getName().empty())
      Out.push_back(G);
  }
  protectedOfBases(RD, true, Bases);
  for (const FieldDecl *G : Bases) {
    const std::string N = G->getNameAsString();
    if (std::count(Names.begin(), Names.end(), N) == 0 &&
        std::count_if(Bases.begin(), Bases.end(),
                      [&](const FieldDecl *H) { return H->getNameAsString() == N; }) == 1)
      Out.push_back(G);
  }
  return Out;
}

/// Why the launch cannot read F through RD's kt_access, and what to do ("" when it can).
std::string accessProblem(const FieldDecl *F, const CXXRecordDecl *RD,
                          const std::vector<const FieldDecl *> &Readable) {
  if (RD->getName().empty())
    return "the class has no name; make it public";
  if (std::find(Readable.begin(), Readable.end(), F) != Readable.end())
    return "";
  const std::string Base = F->getParent()->getNameAsString();
  if (F->getAccess() == AS_private)
    return "it is a private member of the base class '" + Base + "'; make it protected or public";
  return "it is a member of the base class '" + Base + "' that '" + RD->getNameAsString() +
         "' cannot reach by name (inherited privately, or hidden by another member of the same "
         "name); make it public, or rename it";
}

std::string accessStruct(const CXXRecordDecl *RD, const std::vector<const FieldDecl *> &Readable) {
  const std::string C = RD->getNameAsString();
  std::string S = "public:\n// kokkos-translate: kernel launches read the non-public data "
                  "members through kt_access\nstruct kt_access {\n";
  // The type is spelled, not deduced: a member function defined in the class may call an
  // accessor, and its body can be parsed before the accessor's (a deduced return type is then
  // unknown there). It is read through the object (`o.m`), which a base's protected member
  // requires.
  for (const FieldDecl *G : Readable) {
    const std::string N = G->getNameAsString(), T = "decltype(o." + N + ")";
    S += "static auto " + N + "(const " + C + " &o) -> " +
         (G->isBitField() ? T : "const " + T + " &") + " { return o." + N + "; }\n";
  }
  return S + "};\n";
}

} // namespace

std::string memberHostExpr(const FieldDecl *F, const CXXRecordDecl *RD, const ObjectAccess &A,
                           Kernel &K, RecogContext &RC, bool &Ok) {
  const std::string N = F->getNameAsString();
  if (F->getAccess() == AS_public || !A.accessor)
    return A.prefix + N;
  const std::vector<const FieldDecl *> Readable = accessibleMembers(RD);
  if (std::string Why = accessProblem(F, RD, Readable); !Why.empty()) {
    RC.Diags.error(F->getLocation(), DiagId::FunctorMemberNotPublic,
                   "member '" + N + "' of functor '" + K.functorType + "' is used by a kernel " +
                       "but is not public, and the launch cannot read it: " + Why);
    Ok = false;
    return "";
  }
  // A class template's specialisation: its class as written (an explicit instantiation, `template
  // class F<A>;`, has no braces of its own).
  const CXXRecordDecl *Written = RD->getTemplateInstantiationPattern();
  const SourceLocation End = (Written ? Written : RD)->getBraceRange().getEnd();
  const SourceRange Brace(End, End);
  K.functorClassEnd = fileOffsets(RC.Ctx, Brace).first;
  RC.FunctorClassFile = fileOfRange(RC.Ctx, Brace);
  if (K.functorAccess.empty())
    K.functorAccess = accessStruct(RD, Readable);
  std::string Obj = A.prefix.substr(0, A.prefix.size() - 1); // "kt_functor"
  return K.functorType + "::kt_access::" + N + "(" + Obj + ")";
}

} // namespace kt
