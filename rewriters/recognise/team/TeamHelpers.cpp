// Recognises team helpers: free functions, function templates and non-virtual member functions
// a team body passes its team member to (`double row_dot(const member_type &t, ...)`,
// `rows.row_sum(team, r)`), in any file being translated. The
// helper's body is recognised with the same team-operation recognisers as a kernel body
// (TeamOps.cpp); its signature is kept verbatim around the member parameter, which each
// lowering replaces by its team context.
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/model/Queries.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/team/TeamOperators.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"

#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <functional>
#include <optional>

using namespace clang;

namespace kt {

namespace {

bool isFunctionMacroName(StringRef N) {
  return N == "KOKKOS_INLINE_FUNCTION" || N == "KOKKOS_FORCEINLINE_FUNCTION" ||
         N == "KOKKOS_FUNCTION";
}

/// The first token of F's declaration that is written in the file (not a macro's expansion),
/// and where its definition starts with the KOKKOS_* function macros before it.
std::pair<unsigned, unsigned> declarationStart(const FunctionDecl *F, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation L = F->getBeginLoc();
  unsigned DefBegin = SM.getFileOffset(SM.getExpansionLoc(L));
  while (L.isMacroID()) {
    std::optional<Token> T =
        Lexer::findNextToken(SM.getExpansionRange(L).getEnd(), SM, Ctx.getLangOpts());
    if (!T)
      break;
    L = T->getLocation();
  }
  unsigned Head = SM.getFileOffset(SM.getExpansionLoc(L));
  StringRef Text = SM.getBufferData(SM.getFileID(SM.getExpansionLoc(L)));
  for (bool Grew = true; Grew;) { // function macros written before it
    Grew = false;
    StringRef Before = Text.substr(0, DefBegin).rtrim();
    for (StringRef N : {"KOKKOS_INLINE_FUNCTION", "KOKKOS_FORCEINLINE_FUNCTION", "KOKKOS_FUNCTION"})
      if (Before.ends_with(N) &&
          (Before.size() == N.size() || !isalnum((unsigned char)Before[Before.size() - N.size() - 1]))) {
        DefBegin = Before.size() - N.size();
        Grew = isFunctionMacroName(N);
        break;
      }
  }
  return {Head, DefBegin};
}

/// Whether F is inline-specified by an `inline` written in its own text from offset Head (after
/// the KOKKOS_* function macros) to its name: the lowered head then keeps it.
bool inlineWritten(const FunctionDecl *F, unsigned Head, ASTContext &Ctx) {
  if (!F->isInlineSpecified())
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Name = SM.getExpansionLoc(F->getLocation());
  SourceLocation At = SM.getLocForStartOfFile(SM.getFileID(Name)).getLocWithOffset(Head);
  Token T;
  while (SM.isBeforeInTranslationUnit(At, Name) &&
         !Lexer::getRawToken(At, T, SM, Ctx.getLangOpts(), /*IgnoreWhiteSpace=*/true)) {
    if (T.is(tok::raw_identifier) && T.getRawIdentifier() == "inline")
      return true;
    At = T.getEndLoc();
  }
  return false;
}

/// One of a helper's other declarations: its file and the offsets the declaration's text is
/// cut at (declarationStart, the member parameter, the declarator's end).
struct DeclarationSpan {
  const FunctionDecl *D;
  FileID File;
  unsigned Head, Begin, ParamBegin, ParamEnd, End;
};

/// Def's other declarations, each in its own file (a class's member declared in its header and
/// defined in another, as ExaMiniMD's sna.h and sna_impl.hpp), in file then source order.
std::vector<DeclarationSpan> declarationSpans(const FunctionDecl *Def, unsigned ArgIndex,
                                              ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<DeclarationSpan> Out;
  for (const FunctionDecl *D : Def->redecls()) {
    if (D == Def)
      continue;
    auto [Head, Begin] = declarationStart(D, Ctx);
    auto [PB, PE] = fileOffsets(Ctx, D->getParamDecl(ArgIndex)->getSourceRange());
    unsigned End = fileOffsets(Ctx, D->getSourceRange()).second;
    Out.push_back({D, SM.getFileID(SM.getExpansionLoc(D->getLocation())), Head, Begin, PB, PE,
                   End});
  }
  std::stable_sort(Out.begin(), Out.end(), [](const auto &A, const auto &B) {
    return A.File != B.File ? A.File < B.File : A.Begin < B.Begin;
  });
  return Out;
}

/// Def's other declarations, split around parameter ArgIndex as the definition is, in the order
/// of declarationSpans (teamHelperDeclarationFiles gives their files).
std::vector<TeamHelper::Declaration> otherDeclarations(const FunctionDecl *Def, unsigned ArgIndex,
                                                       RecogContext &RC) {
  const SourceManager &SM = RC.Ctx.getSourceManager();
  std::vector<TeamHelper::Declaration> Out;
  for (const DeclarationSpan &S : declarationSpans(Def, ArgIndex, RC.Ctx)) {
    SourceLocation FileStart = SM.getLocForStartOfFile(S.File);
    Out.push_back({kernelSpelling(FileStart, S.Head, S.ParamBegin, RC),
                   kernelSpelling(FileStart, S.ParamEnd, S.End, RC), S.Begin, S.End,
                   inlineWritten(S.D, S.Head, RC.Ctx)});
  }
  return Out;
}

/// The deepest level a helper may be called at, from the team operations of its body B (at the
/// helper's own team level).
int maxCallDepth(const BodyText &B) {
  int M = 2;
  for (const auto &Op : B.ops) {
    switch (Op->kind) {
    case BodyOp::Kind::NestedRange:
      M = std::min(M, Op->nest == NestLevel::ThreadVector ? 1 : 0);
      if (Op->prelude) // at the range's own level
        M = std::min(M, maxCallDepth(*Op->prelude));
      break;
    case BodyOp::Kind::TeamBarrier:
    case BodyOp::Kind::TeamBroadcast:
    case BodyOp::Kind::TeamReduce:
    case BodyOp::Kind::TeamScan:
      M = 0;
      break;
    case BodyOp::Kind::Single:
      M = std::min(M, Op->perTeam ? 0 : 2);
      M = std::min(M, maxCallDepth(Op->body));
      break;
    case BodyOp::Kind::TeamContext:
      if (Op->helper)
        M = std::min(M, Op->helper->maxDepth);
      break;
    default:
      break;
    }
  }
  return M;
}

/// Whether another instantiation F of a helper template, whose first instantiation made H,
/// has the same body (its team operations' types included): the template's text serves both.
/// F is recorded as H's either way, so it is compared once.
bool sameHelperInstantiation(SourceLocation At, const FunctionDecl *F, unsigned ArgIndex,
                             const std::shared_ptr<TeamHelper> &H, RecogContext &RC) {
  const FunctionDecl *Def = F->getDefinition();
  RC.TeamHelpers.push_back({Def, H});
  BodyScope Scope;
  Scope.Member = Def->getParamDecl(ArgIndex);
  Scope.InLoop = false;
  BodyText B;
  collectBody(Def->getBody(), Scope, B, RC);
  if (B == H->body)
    return true;
  std::string Name;
  llvm::raw_string_ostream OS(Name);
  F->getNameForDiagnostic(OS, RC.Ctx.getPrintingPolicy(), /*Qualified=*/false);
  RC.Diags.error(At, DiagId::DispatchInTemplate,
                 "the team member is passed to '" + OS.str() + "', an instantiation of a "
                 "function template whose team operations differ from those of its first "
                 "instantiation here (a type they use depends on the template's arguments); "
                 "the helper is written once, as a template, so its instantiations must agree: "
                 "make the helper a non-template function per type, or spell the types so "
                 "that they do not depend on the arguments");
  return false;
}

/// Why F (definition Def, text Src) cannot be lowered as a team helper taking the member as
/// argument ArgIndex, or nothing when it can.
std::optional<std::string> helperRefusal(const FunctionDecl *F, const FunctionDecl *Def,
                                         const FunctionDecl *Src, unsigned ArgIndex,
                                         const VarDecl *Member, RecogContext &RC) {
  SourceManager &SM = RC.Ctx.getSourceManager();
  if (const auto *M = dyn_cast<CXXMethodDecl>(F); M && (M->isVirtual() || M->isStatic()))
    return std::string("a virtual or static member function: only free functions and "
                       "non-virtual member functions can take the team member");
  if (F->getTemplatedKind() != FunctionDecl::TK_NonTemplate &&
      F->getTemplatedKind() != FunctionDecl::TK_FunctionTemplateSpecialization)
    return std::string("a function template that is not instantiated here");
  if (Src != Def && (F->getTemplateSpecializationKind() == TSK_ExplicitSpecialization ||
                     Src->getPrimaryTemplate() || !Src->getDescribedFunctionTemplate()))
    return std::string("a specialised function template: only a primary template's "
                       "instantiations can take the team member");
  if (!Def || !Def->getBody())
    return std::string("whose definition is not in this file");
  FileID HF = SM.getFileID(SM.getExpansionLoc(Src->getLocation()));
  if (!UserFilesScope::isUser(Src) ||
      SM.getFileID(SM.getExpansionLoc(Src->getBody()->getEndLoc())) != HF)
    return std::string("which is not defined in a file being translated");
  for (const FunctionDecl *D : Src->redecls()) // each declaration is rewritten in its file
    if (D != Src && SM.getFileID(SM.getExpansionLoc(D->getLocation())) != HF &&
        !UserFilesScope::isUser(D))
      return std::string("which is also declared in a file that is not translated (each "
                         "declaration is replaced by one taking the lowered team context; "
                         "declare it in files being translated only)");
  if (ArgIndex >= Def->getNumParams() || Def->isVariadic())
    return std::string("as a variadic argument");
  if (const auto *C = dyn_cast<CXXConstructorDecl>(Src)) { // its initialisers stay verbatim
    const ParmVarDecl *M = Src->getParamDecl(ArgIndex);
    std::function<bool(const Stmt *)> Uses = [&](const Stmt *S) {
      if (!S)
        return false;
      if (const auto *DR = dyn_cast<DeclRefExpr>(S); DR && DR->getDecl() == M)
        return true;
      for (const Stmt *Ch : S->children())
        if (Uses(Ch))
          return true;
      return false;
    };
    for (const CXXCtorInitializer *I : C->inits())
      if (I->isWritten() && Uses(I->getInit()))
        return std::string("a constructor whose member initialisers use the team member (they "
                           "are kept as written): set those members in its body");
  }
  QualType MT = Member->getType().getNonReferenceType().getUnqualifiedType().getCanonicalType();
  const ParmVarDecl *P = Def->getParamDecl(ArgIndex);
  for (const ParmVarDecl *Q : Def->parameters())
    if (Q->getType().getNonReferenceType().getUnqualifiedType().getCanonicalType() != MT)
      continue;
    else if (Q != P)
      return std::string("which takes the team member in more than one parameter");
  if (P->getType().getNonReferenceType().getUnqualifiedType().getCanonicalType() != MT)
    return std::string("whose parameter is not of the team member's type");
  return std::nullopt;
}

/// recogniseTeamHelper for the member passed at At. Quiet (a helper found by its signature,
/// which no kernel calls here): a function that cannot be a helper is left as it is, unreported.
std::shared_ptr<const TeamHelper> recogniseHelper(SourceLocation At, const FunctionDecl *F,
                                                  unsigned ArgIndex, const VarDecl *Member,
                                                  RecogContext &RC, bool Quiet) {
  SourceManager &SM = RC.Ctx.getSourceManager();
  auto Refuse = [&](const std::string &Why) {
    if (!Quiet)
      RC.Diags.error(At, DiagId::TeamHelperForm,
                     "the team member is passed to '" + F->getNameAsString() + "', " + Why);
    return nullptr;
  };
  const FunctionDecl *Def = F->getDefinition();
  // A specialisation of a function template (`loop_body<ExecSpace>(team)`) is recognised in
  // its instantiated body and written once, as its template's text: Src is that text.
  const FunctionDecl *Src = Def ? Def->getTemplateInstantiationPattern() : nullptr;
  if (!Src)
    Src = Def;
  for (const auto &[D, H] : RC.TeamHelpers)
    if (D == Def || (D == Src && Src == Def))
      return H; // recognised already, or being recognised (a recursive call: KT1005)
  for (size_t I = 0; I < RC.TeamHelpers.size(); ++I)
    if (RC.TeamHelpers[I].first == Src) { // another instantiation of a template seen already
      std::shared_ptr<TeamHelper> H = RC.TeamHelpers[I].second; // (the vector grows below)
      return sameHelperInstantiation(At, F, ArgIndex, H, RC) ? H : nullptr;
    }
  if (std::optional<std::string> Why = helperRefusal(F, Def, Src, ArgIndex, Member, RC))
    return Refuse(*Why);
  const ParmVarDecl *P = Def->getParamDecl(ArgIndex);
  FileID HF = SM.getFileID(SM.getExpansionLoc(Src->getLocation()));

  auto H = std::make_shared<TeamHelper>();
  RC.TeamHelpers.push_back({Src, H});
  if (Src != Def)
    RC.TeamHelpers.push_back({Def, H});
  H->name = Src->getNameAsString();
  H->member = isa<CXXMethodDecl>(Src);
  H->definedInClass = H->member && !Src->isOutOfLine();
  H->constructor = isa<CXXConstructorDecl>(Src);
  auto [Head, DefBegin] = declarationStart(Src, RC.Ctx);
  auto [PB, PE] = fileOffsets(RC.Ctx, Src->getParamDecl(ArgIndex)->getSourceRange());
  auto [BB, BE] = fileOffsets(RC.Ctx, Src->getBody()->getSourceRange());
  SourceLocation FileStart = SM.getLocForStartOfFile(HF);
  H->head = kernelSpelling(FileStart, Head, PB, RC);
  H->tail = kernelSpelling(FileStart, PE, BB, RC);
  H->inlineWritten = inlineWritten(Src, Head, RC.Ctx);
  H->defBegin = DefBegin;
  H->defEnd = BE;
  if (const FunctionTemplateDecl *FT = Src->getDescribedFunctionTemplate()) {
    unsigned TB = SM.getFileOffset(SM.getExpansionLoc(FT->getBeginLoc()));
    unsigned TE = fileOffsets(RC.Ctx, FT->getTemplateParameters()->getRAngleLoc()).second;
    H->templateHead = kernelSpelling(FileStart, TB, TE, RC);
    H->defBegin = std::min(TB, DefBegin);
  }
  H->declarations = otherDeclarations(Src, ArgIndex, RC);
  BodyScope Scope;
  Scope.Member = P;
  Scope.InLoop = false; // its `return` statements are its own
  collectBody(Def->getBody(), Scope, H->body, RC);
  H->maxDepth = maxCallDepth(H->body);
  if (hasCustomReducer(H->body) && !H->templateHead.empty()) { // its op would be a template
    RC.Diags.error(Def->getLocation(), DiagId::UnsupportedReducer,
                   "a custom reduction op (a reducer class of the program's own, or a functor's "
                   "init/join/final) in a function template that takes the team member is not "
                   "supported; reduce in the kernel's body or in a function that is no template");
    return nullptr;
  }
  // Its ops are printed before it, named after it and its line (overloads stay apart).
  std::string Base = "kt_" + H->name + "_L" + std::to_string(lineOf(RC.Ctx, Def->getLocation()));
  std::replace_if(Base.begin(), Base.end(), [](char C) { return !isalnum((unsigned char)C); }, '_');
  nameHelperReducerOps(H->body, Base);
  return H;
}

} // namespace

std::shared_ptr<const TeamHelper> recogniseTeamHelper(const CallExpr *Call, const FunctionDecl *F,
                                                      unsigned ArgIndex, const VarDecl *Member,
                                                      RecogContext &RC) {
  return recogniseHelper(Call->getArg(ArgIndex)->getExprLoc(), F, ArgIndex, Member, RC,
                         /*Quiet=*/false);
}

std::shared_ptr<const TeamHelper> recogniseTeamHelperAt(SourceLocation At, const FunctionDecl *F,
                                                        unsigned ArgIndex, const VarDecl *Member,
                                                        RecogContext &RC) {
  return recogniseHelper(At, F, ArgIndex, Member, RC, /*Quiet=*/false);
}

void recogniseTeamHelperDefinition(const FunctionDecl *F, unsigned ArgIndex, RecogContext &RC) {
  const ParmVarDecl *P = F->getParamDecl(ArgIndex);
  recogniseHelper(P->getLocation(), F, ArgIndex, P, RC, /*Quiet=*/true);
}

std::vector<FileID> teamHelperDeclarationFiles(const FunctionDecl *Src, ASTContext &Ctx) {
  std::vector<FileID> Out; // the files only: any parameter index cuts them the same
  for (const DeclarationSpan &S : declarationSpans(Src, 0, Ctx))
    Out.push_back(S.File);
  return Out;
}

void checkTeamHelperScratch(const Kernel &K, SourceLocation Loc, RecogContext &RC) {
  for (const TeamHelper *H : teamHelpersOf(K.body))
    for (int L = 0; L < 2; ++L)
      if ((bodyUses(H->body, BodyOp::Kind::TeamScratch, L) ||
           bodyUses(H->body, BodyOp::Kind::ThreadScratch, L)) &&
          !K.usesScratch(L))
        RC.Diags.error(Loc, DiagId::TeamHelperForm,
                       "the team helper '" + H->name + "' allocates level-" + std::to_string(L) +
                           " scratch, but this dispatch's policy sets no scratch size for that "
                           "level (set_scratch_size)");
}

void checkTeamHelperDepth(const TeamHelper &H, int Depth, SourceLocation Loc, RecogContext &RC) {
  if (Depth <= H.maxDepth)
    return;
  static const char *Where[] = {"at team level", "inside a TeamThreadRange",
                                "inside a vector range"};
  RC.Diags.error(Loc, DiagId::UnsupportedNested,
                 "'" + H.name + "' is called " + Where[Depth] + ", but the team operations in " +
                     "it must be called " +
                     (H.maxDepth == 0 ? "at team level" : "outside vector ranges"));
}

} // namespace kt
