// kt::Visitor: the translator's one AST visitor. Subclasses override the Visit*/Traverse*
// methods RecursiveASTVisitor would call on them (same names, same meaning), but virtually, so
// the whole translator instantiates clang::RecursiveASTVisitor once (Visitor.cpp) instead of
// once per visitor class: each instantiation cost about 5 CPU-seconds of g++ -O3 code
// generation, and there were 57 (a fresh build's largest cost).
//
// Differences from RecursiveASTVisitor<Derived>:
// - Visit* of every node class can be overridden; Traverse* only for the node classes listed in
//   KT_VISITOR_STMTS / KT_VISITOR_DECLS below (add one there to override it), and TraverseDecl,
//   TraverseTypeLoc, TraverseNestedNameSpecifierLoc and TraverseTemplateArgumentLoc. An override
//   continues the default traversal by calling Visitor::Traverse<Name>.
// - TraverseStmt, TraverseType and TraverseAST are entry points, not customisation points, so
//   statements keep RecursiveASTVisitor's data recursion (no deep native recursion on long
//   expressions).
// - shouldVisitTemplateInstantiations and shouldVisitImplicitCode are virtual.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclObjC.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/ExprObjC.h"
#include "clang/AST/ExprOpenMP.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtObjC.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/AST/TypeLoc.h"

// The statement and declaration classes whose Traverse* a subclass may override.
#define KT_VISITOR_STMTS(X)                                                                        \
  X(LambdaExpr) X(CallExpr) X(CXXMemberCallExpr) X(ConstantExpr) X(CompoundStmt) X(DeclStmt)      \
  X(IfStmt) X(SwitchStmt) X(ForStmt) X(CXXForRangeStmt) X(WhileStmt) X(DoStmt)
#define KT_VISITOR_DECLS(X) X(VarDecl) X(StaticAssertDecl) X(CXXRecordDecl)

namespace kt {

class Visitor {
public:
  virtual ~Visitor() = default;

  virtual bool shouldVisitTemplateInstantiations() const { return false; }
  virtual bool shouldVisitImplicitCode() const { return false; }

  // Entry points.
  bool TraverseStmt(clang::Stmt *S);
  bool TraverseType(clang::QualType T);
  bool TraverseAST(clang::ASTContext &Ctx);

  // Customisation points: the default traverses as RecursiveASTVisitor does.
  virtual bool TraverseDecl(clang::Decl *D);
  virtual bool TraverseTypeLoc(clang::TypeLoc TL);
  virtual bool TraverseNestedNameSpecifierLoc(clang::NestedNameSpecifierLoc L);
  virtual bool TraverseTemplateArgumentLoc(const clang::TemplateArgumentLoc &A);
#define KT_TRAVERSE(CLASS) virtual bool Traverse##CLASS(clang::CLASS *N);
  KT_VISITOR_STMTS(KT_TRAVERSE)
  KT_VISITOR_DECLS(KT_TRAVERSE)
#undef KT_TRAVERSE

  // Visit*: called for each node, most general class first; false stops the traversal.
  virtual bool VisitStmt(clang::Stmt *) { return true; }
#define STMT(CLASS, PARENT)                                                                        \
  virtual bool Visit##CLASS(clang::CLASS *) { return true; }
#define ABSTRACT_STMT(S) S
#include "clang/AST/StmtNodes.inc"
  virtual bool VisitDecl(clang::Decl *) { return true; }
#define DECL(CLASS, BASE)                                                                          \
  virtual bool Visit##CLASS##Decl(clang::CLASS##Decl *) { return true; }
#define ABSTRACT_DECL(D) D
#include "clang/AST/DeclNodes.inc"
  virtual bool VisitType(clang::Type *) { return true; }
#define TYPE(CLASS, BASE)                                                                          \
  virtual bool Visit##CLASS##Type(clang::CLASS##Type *) { return true; }
#include "clang/AST/TypeNodes.inc"
  virtual bool VisitTypeLoc(clang::TypeLoc) { return true; }
  virtual bool VisitUnqualTypeLoc(clang::UnqualTypeLoc) { return true; }
#define TYPE(CLASS, BASE)                                                                          \
  virtual bool Visit##CLASS##TypeLoc(clang::CLASS##TypeLoc) { return true; }
#include "clang/AST/TypeNodes.inc"
};

} // namespace kt
