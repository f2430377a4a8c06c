#include "rewriters/Translator.h"

#include "rewriters/AstUtil.h"
#include "rewriters/FormatInserted.h"
#include "rewriters/HostFunctions.h"
#include "rewriters/MacroGuard.h"
#include "rewriters/Recognisers.h"
#include "rewriters/TemplateDispatch.h"
#include "rewriters/TranslatorHeaders.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Format/Format.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/Core/Replacement.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/xxhash.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace kt {

namespace {

// Testing aid (scripts/user-lines-test.sh): print the main file's input lines that edits touch,
// so the test knows which user lines must come out byte-identical.
llvm::cl::opt<bool> PrintEditedLines("debug-edited-lines", llvm::cl::Hidden,
                                     llvm::cl::desc("Print the input lines that edits touch"));

/// All dispatch calls in the editable files (the main file and headers below --in-root) that
/// are not inside another dispatch, and dispatches in other user headers (not translatable).
struct DispatchFinder : RecursiveASTVisitor<DispatchFinder> {
  DispatchFinder(ASTContext &Ctx, const EditableFiles &E)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), E(E) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool TraverseDecl(Decl *D) {
    if (!D || isa<TranslationUnitDecl>(D) || E.holds(SM, D))
      return RecursiveASTVisitor::TraverseDecl(D);
    // Outside the editable files only user headers are searched (for KT1019); never the
    // standard or Kokkos headers.
    SourceLocation L = D->getLocation();
    const auto *N = dyn_cast<NamespaceDecl>(D);
    if (L.isInvalid() || SM.isInSystemHeader(L) || isKokkosDecl(D) ||
        (N && N->getName() == "Kokkos"))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitCallExpr(CallExpr *C) {
    SourceLocation L = SM.getExpansionLoc(C->getBeginLoc());
    if (!E.contains(SM, L)) {
      if (isDispatchCall(C) || isDependentDispatch(C))
        Outside.push_back(C);
      return true;
    }
    if (!isDispatchCall(C) && !isDependentDispatch(C))
      return true;
    for (const Expr *A : C->arguments()) { // nested dispatches in a functor's operator()
      const auto *P = dyn_cast<CallExpr>(strip(A));
      std::string Name;
      if (const FunctionDecl *F = P ? P->getDirectCallee() : nullptr; F && F->getIdentifier())
        Name = F->getName().str();
      else if (const auto *U = P ? dyn_cast<OverloadExpr>(P->getCallee()->IgnoreImplicit())
                                 : nullptr)
        Name = U->getName().getAsString();
      if (Name == "TeamThreadRange" || Name == "ThreadVectorRange" || Name == "TeamVectorRange")
        return true;
    }
    auto R = fileOffsets(Ctx, C->getSourceRange());
    Span S{SM.getFileID(L), R.first, R.second};
    for (auto &[Other, OS] : Found)
      if (OS.File == S.File && S.Begin >= OS.Begin && S.End <= OS.End)
        return true; // nested: part of the outer kernel
    Found.push_back({C, S});
    return true;
  }
  /// parallel_* called with type-dependent arguments inside a template.
  static bool isDependentDispatch(const CallExpr *C) {
    const auto *U = dyn_cast<UnresolvedLookupExpr>(C->getCallee()->IgnoreImplicit());
    if (!U)
      return false;
    std::string N = U->getName().getAsString();
    if (N != "parallel_for" && N != "parallel_reduce" && N != "parallel_scan")
      return false;
    for (const NamedDecl *D : U->decls())
      if (isKokkosDecl(D))
        return true;
    return false;
  }
  ASTContext &Ctx;
  SourceManager &SM;
  const EditableFiles &E;
  std::vector<std::pair<const CallExpr *, Span>> Found;
  std::vector<const CallExpr *> Outside;
};

/// Offset where a kernel for a dispatch is inserted: before the innermost declaration around it
/// that sits at namespace scope, so that the kernel is in the user's namespace and its body finds
/// the names the dispatch found. Inside `extern "C" { }` (no templates there) it goes before the
/// outermost linkage specification instead.
unsigned insertionPoint(ASTContext &Ctx, const Expr *E) {
  const Decl *Top = nullptr, *Linkage = nullptr;
  DynTypedNodeList P = Ctx.getParents(*E);
  while (!P.empty()) {
    if (const auto *D = P[0].get<Decl>()) {
      // Lexical: a member function defined out of line is a namespace-scope declaration.
      const DeclContext *DC = D->getLexicalDeclContext();
      if (!Top && DC && (isa<TranslationUnitDecl>(DC) || isa<NamespaceDecl>(DC) || isa<LinkageSpecDecl>(DC)))
        Top = D;
      if (isa<LinkageSpecDecl>(D))
        Linkage = D;
    }
    P = Ctx.getParents(P[0]);
  }
  if (Linkage)
    Top = Linkage;
  if (!Top)
    return 0;
  SourceLocation B = Top->getBeginLoc();
  if (const auto *FD = dyn_cast<FunctionDecl>(Top))
    if (const auto *TD = FD->getDescribedFunctionTemplate())
      B = TD->getBeginLoc();
  if (const auto *RD = dyn_cast<CXXRecordDecl>(Top))
    if (const auto *TD = RD->getDescribedClassTemplate())
      B = TD->getBeginLoc();
  if (const auto *DD = dyn_cast<DeclaratorDecl>(Top); DD && DD->getNumTemplateParameterLists())
    B = DD->getOuterLocStart(); // an out-of-line member of a class template
  if (const RawComment *RC = Ctx.getRawCommentForDeclNoCache(Top))
    B = RC->getBeginLoc();
  SourceManager &SM = Ctx.getSourceManager();
  return SM.getFileOffset(SM.getExpansionLoc(B));
}

/// Makes K a template over the classes RC.LaterClasses names (its body uses their static
/// members or enumerators, and the kernel precedes them). A custom reduction op is emitted
/// outside the kernel template, where such a parameter does not exist: refused.
bool templateOverLaterClasses(Kernel &K, const CallExpr *Call, RecogContext &RC) {
  if (RC.LaterClasses.empty())
    return true;
  if (!K.reducers.empty() && K.reducers[0].kind == ReducerKind::Custom) {
    RC.Diags.error(Call->getBeginLoc(), DiagId::ClassScopeName,
                   "the functor's reduction uses names declared in '" +
                       RC.LaterClasses[0].second + "', which is defined after the kernel "
                       "(the dispatch is inside it); declare them at namespace scope");
    return false;
  }
  for (const auto &[Param, Class] : RC.LaterClasses) {
    K.templateParams.push_back("class " + Param);
    K.templateArgs.push_back(Class);
  }
  return true;
}

/// Extends [B, E) over a following `;` so the launch block replaces the whole statement.
unsigned afterSemicolon(ASTContext &Ctx, const Expr *E, unsigned End) {
  SourceManager &SM = Ctx.getSourceManager();
  std::optional<Token> T =
      Lexer::findNextToken(SM.getExpansionLoc(E->getEndLoc()), SM, Ctx.getLangOpts());
  if (T && T->is(tok::semi))
    return SM.getFileOffset(T->getLocation()) + 1;
  return End;
}

/// The backend macro real Kokkos defines for the target's backend.
std::string backendEnableMacro(Target T) {
  std::string B = targetName(T) == std::string("openmp") ? "OPENMPTARGET" : targetName(T);
  for (char &C : B)
    C = (char)toupper((unsigned char)C);
  return "KOKKOS_ENABLE_" + B;
}

/// Code that chooses its path with the backend macros must see the target's: the shim defines
/// it, so a parse without it (a real Kokkos built for another backend on the include path)
/// would translate one branch while the vendor compiler takes another.
void checkBackendMacro(const PreprocessorFacts &PP, Target T, DiagSink &Diags) {
  std::string Want = backendEnableMacro(T);
  if (PP.FirstBackendTest.isValid() && !PP.BackendDefined.count(Want))
    Diags.error(PP.FirstBackendTest, DiagId::BackendMacroMissing,
                "this code tests the Kokkos backend macros, but " + Want +
                    " is not defined in this parse (a Kokkos built for another backend is on "
                    "the include path?); the output, built against the shim, would take the " +
                    Want + " branch that was not translated; parse against the bundled header "
                    "(no Kokkos on the include path) or a Kokkos built for this target");
}

class TranslateConsumer : public SemaConsumer {
public:
  void InitializeSema(Sema &S) override { SemaRef = &S; }

  TranslateConsumer(TranslateResult &Out, Target T, PreprocessorFacts &PP,
                    const EditableFiles &Files, std::string File)
      : Out(Out), T(T), PP(PP), Files(Files), File(std::move(File)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &DE = Ctx.getDiagnostics();
    if (DE.hasErrorOccurred()) {
      Out.status = ExitCompile;
      return;
    }
    SourceManager &SM = Ctx.getSourceManager();
    const FileID Main = SM.getMainFileID();
    DispatchFinder F(Ctx, Files);
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) // not the traversal scope: it
      F.TraverseDecl(D); // also searches user headers outside the editable files
    if (SemaRef) { // the parent map below must see the instantiated bodies
      std::vector<const CallExpr *> Calls;
      for (auto &[Call, S] : F.Found)
        Calls.push_back(Call);
      instantiateFunctorBodies(*SemaRef, Calls);
      if (DE.hasErrorOccurred()) {
        Out.status = ExitCompile;
        return;
      }
    }
    { // The parent map (built by the first getParents) covers only the editable files'
      // top-level declarations: building it over the whole TU cost 13% of the run time.
      std::vector<Decl *> Scope;
      for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
        if (Files.holds(SM, D))
          Scope.push_back(D);
      Ctx.setTraversalScope(Scope);
    }
    DiagSink Diags(DE, &Out.diagnostics);
    // Declarations in the editable files are the user's, even in namespace Kokkos.
    UserFilesScope UserDecls([&](const Decl *D) { return Files.holds(SM, D); });
    // Kernel comments name the input relative to the input root in tree mode (the same from
    // any working folder, so --check compares like with like), else as given on the command
    // line, never by an absolute path (shownPath).
    std::string MainName = translateInRoot().empty() ? File : relativeName(SM, Main);
    MainName = shownPath(MainName);
    RecogContext RC{Ctx, Diags, MainName, collectKokkosNameUses(Ctx, Files, SemaRef ? &SemaRef->getPreprocessor() : nullptr), {}};
    checkViewTypes(Ctx, Files, Diags);
    checkBackendMacro(PP, T, Diags);
    checkKokkosMacros(PP, SM, Diags);
    checkExplicitInstantiations(Ctx, Files, Diags);
    for (const CallExpr *C : F.Outside)
      Diags.error(C->getBeginLoc(), DiagId::KernelInHeader,
                  "kernel in a header outside the input root: its translation cannot be "
                  "written; translate with --in-root and --out-root over a folder that holds "
                  "this header");
    std::vector<Span> Stmts;
    // Kernels in headers first: their names must not depend on the file that includes them.
    std::stable_partition(F.Found.begin(), F.Found.end(),
                          [&](const auto &P) { return P.second.File != Main; });
    std::vector<FileID> KernelFile, BodyFile; // per kernel: the dispatch's, the body's file
    for (auto &[Call, S] : F.Found) {
      if (S.End > S.Begin)
        Stmts.push_back({S.File, S.Begin, afterSemicolon(Ctx, Call, S.End)});
      if (refuseMacroWrittenDispatch(Call, S.End > S.Begin, Ctx, Diags))
        continue;
      const bool InHeader = S.File != Main;
      RC.File = InHeader ? relativeName(SM, S.File) : MainName;
      RC.KernelAt = {S.File, insertionPoint(Ctx, Call)};
      RC.LaterClasses.clear();
      std::optional<Kernel> K;
      {
        MacroTextCheck Check;
        K = inTemplate(enclosingFunction(Call, Ctx)) ? recogniseTemplateDispatch(Call, RC)
                                                      : recogniseDispatch(Call, RC);
        if (Check.first().isValid()) {
          reportMacroText(Check.first(), Ctx, Diags);
          K.reset();
        }
      }
      RC.File = MainName;
      if (!K || !templateOverLaterClasses(*K, Call, RC))
        continue;
      checkTeamHelperScratch(*K, Call->getBeginLoc(), RC);
      K->stmtBegin = Stmts.back().Begin;
      K->stmtEnd = Stmts.back().End;
      K->insertAt = insertionPoint(Ctx, Call);
      if (const FunctionDecl *Fn = enclosingFunction(Call, Ctx))
        K->launchInDeviceFunction = hasKokkosFunctionMacro(Fn, PP, SM);
      if (InHeader) { // kt_fill_L5 -> kt_fill_util_hpp_L5: distinct from other headers' kernels
        size_t P = K->name.rfind("_L");
        K->name = K->name.substr(0, P) + "_" +
                  identifier(llvm::sys::path::filename(relativeName(SM, S.File))) +
                  K->name.substr(P);
      }
      auto Clash = [&] {
        for (size_t I = 0; I < Out.model.kernels.size(); ++I)
          if (Out.model.kernels[I].name == K->name && (!InHeader || KernelFile[I] == S.File))
            return true;
        return false;
      };
      for (int N = 2; Clash(); ++N)
        K->name = K->name.substr(0, K->name.rfind("_L")) + "_L" + std::to_string(K->line) + "_" +
                  std::to_string(N);
      resolveImages(*K); // image structs are named after the kernel
      if (K->functorBodyEnd > K->functorBodyBegin) { // a functor's or stored lambda's body
        FileID FF = functorFile(Ctx, Call, *K);
        if (!Files.contains(SM, SM.getLocForStartOfFile(FF)))
          Diags.error(Call->getBeginLoc(), DiagId::KernelInHeader,
                      "the functor's operator() is in a header outside the input root: its "
                      "body cannot be removed there; use --in-root and --out-root over a "
                      "folder that holds the header");
        Span B{FF, K->functorBodyBegin, K->functorBodyEnd};
        if (std::find(Stmts.begin(), Stmts.end(), B) == Stmts.end())
          Stmts.push_back(B);
        BodyFile.push_back(FF);
      } else {
        BodyFile.push_back(S.File);
      }
      KernelFile.push_back(S.File);
      Out.model.kernels.push_back(std::move(*K));
    }
    for (const auto &[D, H] : RC.TeamHelpers) { // replaced whole: no host edits inside
      Stmts.push_back({Main, H->defBegin, H->defEnd});
      Out.model.teamHelpers.push_back(H);
    }
    reportKokkosReachingIncludes(PP, Diags);
    std::unique_ptr<Lowering> L = makeLowering(T);
    if (!L) {
      Diags.error(SM.getLocForStartOfFile(Main), DiagId::UnsupportedTarget,
                  std::string("target '") + targetName(T) + "' is not implemented yet");
    }
    std::vector<Edit> Edits;
    if (L)
      Edits = hostEdits(Ctx, PP, Files, RC, L->hostSpelling(), Stmts, Diags);
    if (Diags.count() > 0 || DE.hasErrorOccurred()) {
      Out.status = DE.hasErrorOccurred() && Diags.count() == 0 ? ExitCompile : ExitUnsupported;
      return;
    }
    auto EditFile = [&](FileID F) { return F == Main ? FileID() : F; };
    // Lower; kernels that share an insertion point are emitted together, in source order. A
    // header's kernels get a lowering of their own, so its helpers do not depend on the
    // including file.
    std::map<FileID, std::unique_ptr<Lowering>> HeaderL;
    std::map<std::pair<FileID, unsigned>, std::string> Defs;
    for (size_t I = 0; I < Out.model.kernels.size(); ++I) {
      const Kernel &K = Out.model.kernels[I];
      FileID KF = KernelFile[I];
      std::unique_ptr<Lowering> &HL = HeaderL[KF];
      if (KF != Main && !HL)
        HL = makeLowering(T);
      LoweredKernel LK = (KF == Main ? L : HL)->lower(K);
      for (const LoweringDiag &D : LK.diags) // at the cause when the lowering names it
        Diags.error(D.bodyOffset
                        ? SM.getLocForStartOfFile(BodyFile[I]).getLocWithOffset(*D.bodyOffset)
                        : SM.getLocForStartOfFile(KF).getLocWithOffset(K.stmtBegin),
                    D.id, D.message);
      Defs[{KF, K.insertAt}] += imageDefinitions(K) + LK.definition + "\n\n";
      Edits.push_back({K.stmtBegin, K.stmtEnd - K.stmtBegin, LK.launch, EditFile(KF), false, true});
    }
    HeaderL.erase(Main);
    if (Diags.count() > 0) { // constructs the target cannot express: no partial output
      Out.status = ExitUnsupported;
      return;
    }
    for (auto &[At, Text] : Defs)
      Edits.push_back({At.second, 0,
                       At.first == Main ? Text
                                        : "namespace { // kernels of " +
                                              relativeName(SM, At.first) +
                                              ", internal to each file that includes it\n" +
                                              Text + "} // namespace\n\n",
                       EditFile(At.first)});
    for (const auto &H : Out.model.teamHelpers) // after the kernels: they say what it needs
      Edits.push_back({H->defBegin, H->defEnd - H->defBegin, L->lowerTeamHelper(*H), FileID()});
    std::vector<Span> Stubbed;
    for (size_t I = 0; I < Out.model.kernels.size(); ++I) {
      const Kernel &K = Out.model.kernels[I];
      const FileID FF = BodyFile[I];
      Span B{FF, K.functorBodyBegin, K.functorBodyEnd};
      if (K.functorBodyEnd > K.functorBodyBegin &&
          std::find(Stubbed.begin(), Stubbed.end(), B) == Stubbed.end()) {
        Stubbed.push_back(B);
        Edits.push_back({K.functorBodyBegin, K.functorBodyEnd - K.functorBodyBegin,
                         FF == Main ? "{ /* lowered into kernel " + K.name + " */ }"
                                    : "{ /* lowered into kernels by kokkos-translate */ }",
                         EditFile(FF)});
      }
    }
    std::vector<Span> Accessed; // functor classes given kt_access (non-public members read)
    for (size_t I = 0; I < Out.model.kernels.size(); ++I) {
      const Kernel &K = Out.model.kernels[I];
      Span C{BodyFile[I], K.functorClassEnd, K.functorClassEnd};
      if (K.functorAccess.empty() || std::find(Accessed.begin(), Accessed.end(), C) != Accessed.end())
        continue;
      Accessed.push_back(C);
      Edits.push_back({K.functorClassEnd, 0, K.functorAccess, EditFile(BodyFile[I])});
    }
    placePrologues(SM, *L, HeaderL, KernelFile, Out.model.kernels, Edits);
    // Edits per file: the main file is the output; edited headers go with it.
    std::map<FileID, std::vector<Edit>> PerFile;
    for (FileID H : PP.Headers) // headers without edits are copied
      PerFile[H];
    for (Edit &E : Edits)
      PerFile[E.File].push_back(E);
    if (!checkEdits(SM, PerFile, PP, Diags)) { // never write an edit into a macro
      Out.status = ExitUnsupported;
      return;
    }
    Out.output = apply(Ctx, PerFile[FileID()], Main);
    for (auto &[F, FE] : PerFile) {
      if (F.isInvalid())
        continue;
      HeaderOutput &H = Out.headers[absoluteName(SM, F)];
      H.relPath = relativeName(SM, F);
      H.text = apply(Ctx, FE, F);
      H.contentHash = llvm::xxh3_64bits(SM.getBufferData(F));
      H.macros = PP.MacroContext[F];
      H.kernels = std::count(KernelFile.begin(), KernelFile.end(), F);
    }
    Out.status = ExitOk;
  }

private:
  std::string apply(ASTContext &Ctx, std::vector<Edit> &Edits, FileID File) {
    SourceManager &SM = Ctx.getSourceManager();
    StringRef Code = SM.getBufferData(File);
    if (PrintEditedLines && File == SM.getMainFileID())
      for (auto [First, Last] : editedLines(Code, Edits))
        llvm::errs() << "edited-lines: " << First << "-" << Last << "\n";
    return applyEdits(Code, Edits, insertedCodeStyle(absoluteName(SM, File)));
  }

  TranslateResult &Out;
  Target T;
  PreprocessorFacts &PP;
  const EditableFiles &Files;
  Sema *SemaRef = nullptr;
  std::string File;
};

class TranslateAction : public ASTFrontendAction {
public:
  TranslateAction(TranslateResult &Out, Target T, std::string File,
                  llvm::raw_ostream *Messages = nullptr)
      : Out(Out), T(T), File(std::move(File)), Messages(Messages) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    if (Messages) // "N errors generated." goes with this file's other messages
      CI.setVerboseOutputStream(*Messages);
    Files.InRoot = translateInRoot();
    CI.getPreprocessor().addPPCallbacks(
        makePreprocessorRecorder(CI.getSourceManager(), Files, PP));
    return std::make_unique<TranslateConsumer>(Out, T, PP, Files, File);
  }

private:
  TranslateResult &Out;
  Target T;
  std::string File;
  llvm::raw_ostream *Messages;
  PreprocessorFacts PP;
  EditableFiles Files;
};

class Factory : public tooling::FrontendActionFactory {
public:
  Factory(TranslateResult &Out, Target T, std::string File, llvm::raw_ostream *Messages)
      : Out(Out), T(T), File(std::move(File)), Messages(Messages) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TranslateAction>(Out, T, File, Messages);
  }
  TranslateResult &Out;
  Target T;
  std::string File;
  llvm::raw_ostream *Messages;
};

std::string kokkosApiDir() {
  // Installed layout first (<prefix>/bin/../share/kokkos-translate/kokkos-api), then the tree.
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::SmallString<256> P(llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)));
  llvm::sys::path::append(P, "share", "kokkos-translate", "kokkos-api");
  if (llvm::sys::fs::exists(P + "/Kokkos_Core.hpp"))
    return std::string(P);
  return std::string(KT_SOURCE_DIR) + "/kokkos-api/include";
}

} // namespace

std::string HeaderOutput::key() const {
  std::string K = relPath + "\n" + std::to_string(contentHash) + "\n";
  for (const std::string &M : macros)
    K += M + "\n";
  return llvm::utohexstr(llvm::xxh3_64bits(K), /*LowerCase=*/true);
}

std::string &translateInRoot() {
  static std::string Root;
  return Root;
}

std::string shownPath(const std::string &Path) {
  if (!llvm::sys::path::is_absolute(Path))
    return Path;
  llvm::SmallString<256> A(Path), Here;
  llvm::sys::path::remove_dots(A, true);
  llvm::StringRef P(A);
  if (!llvm::sys::fs::current_path(Here) && P.starts_with((Here + "/").str()))
    return P.drop_front(Here.size() + 1).str();
  const std::string &Root = translateInRoot();
  if (!Root.empty() && P.starts_with(Root + "/"))
    return P.drop_front(Root.size() + 1).str();
  return llvm::sys::path::filename(P).str();
}

/// Warnings clang treats as errors by default (-Wreturn-mismatch, ...) stay errors, and so do
/// those the targets' vendor compilers reject while clang only warns: the output must compile
/// with g++ and nvcc. Every other warning is quiet (user code is not ours to lint). A group is
/// named only when all its warnings are errors by default, so no ordinary warning becomes one.
const std::vector<std::string> &strictWarningArgs() {
  static const std::vector<std::string> Args = [] {
    std::vector<std::string> R = {"-Wno-everything"};
    llvm::IntrusiveRefCntPtr<DiagnosticIDs> IDs(new DiagnosticIDs);
    std::set<std::string> Groups;
    std::vector<diag::kind> All;
    DiagnosticIDs::getAllDiagnostics(diag::Flavor::WarningOrError, All);
    for (diag::kind ID : All) {
      StringRef G = DiagnosticIDs::getWarningOptionForDiag(ID);
      if (G.empty() || !DiagnosticIDs::isDefaultMappingAsError(ID) || Groups.count(G.str()))
        continue;
      llvm::SmallVector<diag::kind, 16> Members;
      if (IDs->getDiagnosticsInGroup(diag::Flavor::WarningOrError, G, Members))
        continue;
      if (std::all_of(Members.begin(), Members.end(), DiagnosticIDs::isDefaultMappingAsError))
        Groups.insert(G.str());
    }
    // g++ 12 and nvcc reject these; clang only warns.
    Groups.insert("duplicate-decl-specifier");
    for (const std::string &G : Groups)
      R.push_back("-Werror=" + G);
    return R;
  }();
  return Args;
}

std::vector<std::string> translatorExtraArgs(Target T) {
  std::string Macro = std::string("-DKOKKOS_TRANSLATE_TARGET_") + targetName(T);
  for (char &C : Macro)
    C = (char)toupper((unsigned char)C);
  // No error limit: every KT diagnostic is printed.
  std::vector<std::string> R = {"-resource-dir=" KT_CLANG_RESOURCE_DIR, "-idirafter",
                                kokkosApiDir(), Macro};
  R.insert(R.end(), strictWarningArgs().begin(), strictWarningArgs().end());
  R.insert(R.end(), {"-ferror-limit=0", "-fsyntax-only"});
  return R;
}

TranslateResult translateCode(const std::string &Code, const std::string &FileName, Target T,
                              const std::vector<std::string> &Args) {
  TranslateResult Out;
  Out.status = ExitCompile;
  Out.model.path = FileName;
  std::vector<std::string> All = {"-xc++", "-std=c++17"};
  All.insert(All.end(), Args.begin(), Args.end());
  for (const std::string &A : translatorExtraArgs(T))
    All.push_back(A);
  auto Action = std::make_unique<TranslateAction>(Out, T, FileName);
  bool Ok = tooling::runToolOnCodeWithArgs(std::move(Action), Code, All, FileName,
                                           "kokkos-translate",
                                           std::make_shared<PCHContainerOperations>());
  if (!Ok && Out.status == ExitOk)
    Out.status = ExitCompile;
  return Out;
}

TranslateResult translateFile(const tooling::CompilationDatabase &DB, const std::string &Path,
                              Target T) {
  TranslateResult Out;
  Out.status = ExitCompile;
  Out.model.path = Path;
  // A file system of its own: each ClangTool moves its working directory to the compile
  // command's, which must not be the process's while other files are translated in parallel.
  tooling::ClangTool Tool(DB, {Path}, std::make_shared<PCHContainerOperations>(),
                          llvm::vfs::createPhysicalFileSystem());
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      translatorExtraArgs(T), tooling::ArgumentInsertPosition::END));
  Tool.appendArgumentsAdjuster(
      tooling::getInsertArgumentAdjuster({"-xc++", "-std=c++17"},
                                         tooling::ArgumentInsertPosition::BEGIN));
  llvm::raw_string_ostream OS(Out.messages);
  auto DiagOpts = llvm::makeIntrusiveRefCnt<DiagnosticOptions>();
  TextDiagnosticPrinter Printer(OS, DiagOpts.get());
  Tool.setDiagnosticConsumer(&Printer);
  Tool.setPrintErrorMessage(false);
  Factory F(Out, T, Path, &OS);
  int Rc = Tool.run(&F);
  OS.flush();
  if (Rc != 0 && Out.status == ExitOk)
    Out.status = ExitCompile;
  return Out;
}

} // namespace kt
