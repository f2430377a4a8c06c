// kt::Visitor's traversal: the translator's one instantiation of clang::RecursiveASTVisitor,
// forwarding every Visit* and the listed Traverse* to the kt::Visitor it walks for.
#include "rewriters/recognise/ast/Visitor.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace kt {
namespace {

class VisitorWalk : public RecursiveASTVisitor<VisitorWalk> {
public:
  using Base = RecursiveASTVisitor<VisitorWalk>;
  explicit VisitorWalk(Visitor &V) : V(V) {}

  bool shouldVisitTemplateInstantiations() const { return V.shouldVisitTemplateInstantiations(); }
  bool shouldVisitImplicitCode() const { return V.shouldVisitImplicitCode(); }

  bool TraverseDecl(Decl *D) { return V.TraverseDecl(D); }
  bool TraverseTypeLoc(TypeLoc TL) { return V.TraverseTypeLoc(TL); }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc L) {
    return V.TraverseNestedNameSpecifierLoc(L);
  }
  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &A) {
    return V.TraverseTemplateArgumentLoc(A);
  }
#define KT_TRAVERSE(CLASS)                                                                         \
  bool Traverse##CLASS(CLASS *S, DataRecursionQueue * = nullptr) { return V.Traverse##CLASS(S); }
  KT_VISITOR_STMTS(KT_TRAVERSE)
#undef KT_TRAVERSE
#define KT_TRAVERSE(CLASS)                                                                         \
  bool Traverse##CLASS(CLASS *D) { return V.Traverse##CLASS(D); }
  KT_VISITOR_DECLS(KT_TRAVERSE)
#undef KT_TRAVERSE

  bool VisitStmt(Stmt *S) { return V.VisitStmt(S); }
#define STMT(CLASS, PARENT)                                                                        \
  bool Visit##CLASS(CLASS *S) { return V.Visit##CLASS(S); }
#define ABSTRACT_STMT(S) S
#include "clang/AST/StmtNodes.inc"
  bool VisitDecl(Decl *D) { return V.VisitDecl(D); }
#define DECL(CLASS, BASE)                                                                          \
  bool Visit##CLASS##Decl(CLASS##Decl *D) { return V.Visit##CLASS##Decl(D); }
#define ABSTRACT_DECL(D) D
#include "clang/AST/DeclNodes.inc"
  bool VisitType(Type *T) { return V.VisitType(T); }
#define TYPE(CLASS, BASE)                                                                          \
  bool Visit##CLASS##Type(CLASS##Type *T) { return V.Visit##CLASS##Type(T); }
#include "clang/AST/TypeNodes.inc"
  bool VisitTypeLoc(TypeLoc TL) { return V.VisitTypeLoc(TL); }
  bool VisitUnqualTypeLoc(UnqualTypeLoc TL) { return V.VisitUnqualTypeLoc(TL); }
#define TYPE(CLASS, BASE)                                                                          \
  bool Visit##CLASS##TypeLoc(CLASS##TypeLoc TL) { return V.Visit##CLASS##TypeLoc(TL); }
#include "clang/AST/TypeNodes.inc"

private:
  Visitor &V;
};

} // namespace

bool Visitor::TraverseStmt(Stmt *S) { return VisitorWalk(*this).TraverseStmt(S); }
bool Visitor::TraverseType(QualType T) { return VisitorWalk(*this).TraverseType(T); }
bool Visitor::TraverseAST(ASTContext &Ctx) { return VisitorWalk(*this).TraverseAST(Ctx); }

bool Visitor::TraverseDecl(Decl *D) { return VisitorWalk(*this).Base::TraverseDecl(D); }
bool Visitor::TraverseTypeLoc(TypeLoc TL) { return VisitorWalk(*this).Base::TraverseTypeLoc(TL); }
bool Visitor::TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc L) {
  return VisitorWalk(*this).Base::TraverseNestedNameSpecifierLoc(L);
}
bool Visitor::TraverseTemplateArgumentLoc(const TemplateArgumentLoc &A) {
  return VisitorWalk(*this).Base::TraverseTemplateArgumentLoc(A);
}
#define KT_TRAVERSE(CLASS)                                                                         \
  bool Visitor::Traverse##CLASS(CLASS *N) { return VisitorWalk(*this).Base::Traverse##CLASS(N); }
KT_VISITOR_STMTS(KT_TRAVERSE)
KT_VISITOR_DECLS(KT_TRAVERSE)
#undef KT_TRAVERSE

} // namespace kt
