// Names declared after the kernel. A dispatch in a member function defined inside its class
// gets its kernel before the class (insertionPoint), where the class's member types are not
// visible. The types the kernel spells from the AST (its parameters, accumulators, reduction
// and capture types) resolve a member alias to what it stands for (typeText, through
// afterKernel; a class template's alias through the kernel template's parameters, through
// templateMemberAfterKernel); a member class or enum has no spelling there and is refused
// (KT1031).
#include "rewriters/recognise/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace kt {

namespace {
// The active position, per thread (the driver translates files on a thread pool, --jobs).
thread_local const std::pair<FileID, unsigned> *Current = nullptr;
thread_local const SourceManager *CurrentSM = nullptr;

/// D is declared in a class; unless InTemplate, not in a class template or its
/// specialisation (their member types are spelled through the kernel template's parameters,
/// TemplateSpelling).
bool classMember(const Decl *D, bool InTemplate = false) {
  const DeclContext *DC = D->getDeclContext();
  if (isa_and_nonnull<EnumDecl>(DC) && !isa<EnumDecl>(D))
    DC = DC->getParent();
  if (!isa_and_nonnull<CXXRecordDecl>(DC))
    return false;
  for (; DC && !DC->isFileContext(); DC = DC->getParent())
    if ((!InTemplate && (DC->isDependentContext() || isa<ClassTemplateSpecializationDecl>(DC))) ||
        DC->isFunctionOrMethod())
      return false;
  return true;
}

/// D is declared at or after the active kernel position, in the kernel's file.
bool declaredAfter(const Decl *D) {
  const SourceLocation At = CurrentSM->getExpansionLoc(D->getLocation());
  return CurrentSM->getFileID(At) == Current->first &&
         CurrentSM->getFileOffset(At) >= Current->second;
}

} // namespace

KernelPosition::KernelPosition(const std::pair<FileID, unsigned> &At, const SourceManager &SM)
    : Outer(Current), OuterSM(CurrentSM) {
  Current = &At;
  CurrentSM = &SM;
}

KernelPosition::~KernelPosition() {
  Current = Outer;
  CurrentSM = OuterSM;
}

bool afterKernel(const Decl *D) {
  return Current && D && classMember(D) && declaredAfter(D);
}

bool templateMemberAfterKernel(const Decl *D) {
  return Current && D && classMember(D, true) && !classMember(D) && declaredAfter(D);
}

bool hiddenMember(const Decl *D) {
  for (; D && isa<CXXRecordDecl>(D->getDeclContext()); D = cast<Decl>(D->getDeclContext()))
    if (D->getAccess() == AS_private || D->getAccess() == AS_protected)
      return true;
  return false;
}

/// A class declared after the kernel, also one nested in a class template that follows it
/// (`F<E>::Scalar`: the kernel cannot name it).
const TagDecl *laterTagIn(QualType T) {
  return findTagIn(T, [](const TagDecl *D) { return afterKernel(D) || templateMemberAfterKernel(D); });
}
bool refuseLaterType(QualType T, SourceLocation Loc, const std::string &What, RecogContext &RC) {
  if (const TagDecl *H = findTagIn(T.getNonReferenceType(), hiddenMember)) {
    const auto *Class = dyn_cast<NamedDecl>(H->getDeclContext());
    RC.Diags.error(Loc, DiagId::ClassScopeName,
                   What + " has a type that names '" + H->getNameAsString() +
                       "', which is private or protected in class '" +
                       (Class ? Class->getNameAsString() : std::string("?")) +
                       "'; the kernel is defined at namespace scope, where it cannot be named: "
                       "make it public or declare it at namespace scope");
    return true;
  }
  const TagDecl *D = laterTagIn(T.getNonReferenceType());
  if (!D)
    return false;
  std::string Instead = "declare '" + D->getNameAsString() + "' at namespace scope, or define " +
                        "the member function outside the class";
  if (const auto *E = dyn_cast<EnumDecl>(D); E && !E->getIntegerType().isNull())
    Instead += ", or use its underlying type ('" + E->getIntegerType().getAsString() +
               "') there and convert where the enumerators are needed";
  const auto *Class = dyn_cast<NamedDecl>(D->getDeclContext());
  const std::string Type = T.getNonReferenceType().getUnqualifiedType().getAsString();
  RC.Diags.error(Loc, DiagId::ClassScopeName,
                 What + " has type '" + Type + "'" +
                     (Type == D->getNameAsString() ? std::string()
                                                   : ", which names '" + D->getNameAsString() + "'") +
                     ", declared in class '" +
                     (Class ? Class->getNameAsString() : std::string("?")) +
                     "'; the kernel is defined before that class (the dispatch is in a member "
                     "function defined in it), where '" + D->getNameAsString() +
                     "' is not visible: " + Instead);
  return true;
}

} // namespace kt
