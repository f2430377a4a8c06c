// Names declared after the kernel. A dispatch in a member function defined inside its class
// gets its kernel before the class (insertionPoint), where the class's member types are not
// visible. The types the kernel spells from the AST (its parameters, accumulators, reduction
// and capture types) resolve a member alias to what it stands for (typeText, through
// afterKernel; a class template's alias through the kernel template's parameters, through
// templateMemberAfterKernel); a member class or enum has no spelling there and is refused
// (KT1031), unless it is a class template's and the kernel, a template over its parameters,
// names it through them after a declaration of the class template (forwardDeclarable).
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace kt {

namespace {
// The active position, per thread (the driver translates files on a thread pool, --jobs).
thread_local const std::pair<FileID, unsigned> *Current = nullptr;
thread_local const SourceManager *CurrentSM = nullptr;
thread_local std::vector<const ClassTemplateDecl *> *CurrentForward = nullptr;

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
    : Outer(Current), OuterSM(CurrentSM), OuterForward(CurrentForward) {
  Current = &At;
  CurrentSM = &SM;
  CurrentForward = &Forward;
}

KernelPosition::~KernelPosition() {
  Current = Outer;
  CurrentSM = OuterSM;
  CurrentForward = OuterForward;
}

namespace {
/// `template <class T, int N> struct C;`, or empty when a parameter cannot be written so (a
/// template template parameter).
std::string forwardDeclaration(const ClassTemplateDecl *CT) {
  std::string Ps;
  for (const NamedDecl *P : *CT->getTemplateParameters()) {
    std::string T;
    if (const auto *TP = dyn_cast<TemplateTypeParmDecl>(P))
      T = TP->wasDeclaredWithTypename() ? "typename" : "class";
    else if (const auto *NP = dyn_cast<NonTypeTemplateParmDecl>(P))
      T = typeText(NP->getType(), CT->getASTContext());
    else
      return "";
    if (P->isParameterPack())
      T += "...";
    Ps += (Ps.empty() ? "" : ", ") + T + (P->getName().empty() ? "" : " " + P->getNameAsString());
  }
  return "template <" + Ps + "> " + CT->getTemplatedDecl()->getKindName().str() + " " +
         CT->getNameAsString() + ";";
}
} // namespace

std::vector<std::string> KernelPosition::forwardDeclarations() const {
  std::vector<std::string> R;
  for (const ClassTemplateDecl *CT : Forward)
    R.push_back(forwardDeclaration(CT));
  return R;
}

bool forwardDeclarable(const Decl *D) {
  const auto *S = D ? dyn_cast<ClassTemplateSpecializationDecl>(D->getDeclContext()) : nullptr;
  if (!S || !isa<CXXRecordDecl>(D) || isa<ClassTemplateSpecializationDecl>(D) ||
      !templateMemberAfterKernel(D) || !TemplateSpelling::spelled(S))
    return false;
  const ClassTemplateDecl *CT = S->getSpecializedTemplate();
  if (!CT->getDeclContext()->isFileContext() || forwardDeclaration(CT).empty() || !CurrentForward)
    return false;
  if (std::find(CurrentForward->begin(), CurrentForward->end(), CT) == CurrentForward->end())
    CurrentForward->push_back(CT);
  return true;
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
  return findTagIn(T, [](const TagDecl *D) {
    return afterKernel(D) || (templateMemberAfterKernel(D) && !forwardDeclarable(D));
  });
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
