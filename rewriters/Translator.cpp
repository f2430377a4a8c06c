#include "rewriters/Targets.h"
#include "rewriters/emit/ArrayReduceText.h"
#include "rewriters/Translator.h"

#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/dispatch/DispatchSites.h"
#include "rewriters/recognise/macros/MacroChecks.h"
#include "rewriters/recognise/checks/ReservedNames.h"
#include "rewriters/emit/FormatInserted.h"
#include "rewriters/emit/HostFunctions.h"
#include "rewriters/model/Queries.h"
#include "rewriters/recognise/macros/MacroExpansion.h"
#include "rewriters/recognise/checks/RefusedAfterError.h"
#include "rewriters/recognise/macros/MacroGuard.h"
#include "rewriters/recognise/templates/PassedLambda.h"
#include "rewriters/recognise/Recognisers.h"
#include "rewriters/recognise/team/TeamOperators.h"
#include "rewriters/recognise/templates/TemplateDispatch.h"
#include "rewriters/TranslatorHeaders.h"
#include "rewriters/TranslatorRun.h"
#include "rewriters/TranslatorUnit.h"

#include "rewriters/recognise/ast/Visitor.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Format/Format.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
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

class TranslateConsumer : public SemaConsumer {
public:
  void InitializeSema(Sema &S) override { SemaRef = &S; }

  TranslateConsumer(TranslateResult &Out, const TranslateOptions &Opts, PreprocessorFacts &PP,
                    const EditableFiles &Files, std::string File, ExpansionRecord *Expansions)
      : Out(Out), T(Opts.target), PP(PP), Files(Files), File(std::move(File)), Opts(Opts),
        Expansions(Expansions) {}

  /// Find the dispatches, check the unit, recognise the kernels, rewrite the host code, lower
  /// the kernels, apply the edits. Any KT diagnostic: no output.
  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &DE = Ctx.getDiagnostics();
    SourceManager &SM = Ctx.getSourceManager();
    DispatchSites F;
    DiagSink Diags(DE, &Out.diagnostics, Opts.suppressed);
    // Declarations in the editable files are the user's, even in namespace Kokkos (an app's
    // own copy of old Kokkos headers): their functors' bodies are instantiated as any user's.
    UserFilesScope UserDecls([&](const Decl *D) { return Files.holds(SM, D); });
    if (DE.hasErrorOccurred() || !findDispatches(Ctx, F)) { // a refused family may be why
      const bool Error = DE.hasErrorOccurred();
      if (DE.hasFatalErrorOccurred()) // a missing header: clang shows nothing after it unless reset
        DE.Reset(/*soft=*/true);
      const bool Refused = Error && reportRefusedAfterError(SM, Ctx.getLangOpts(), Diags);
      Out.status = Refused ? ExitUnsupported : ExitCompile;
      return;
    }
    if (expandMacros(Ctx, F, Diags)) { // translated again from the expansion, or refused
      Out.status = Diags.count() > 0 ? ExitUnsupported : ExitOk;
      return;
    }
    UnitState U;
    U.Main = SM.getMainFileID();
    // Kernel comments name the input relative to the input root in tree mode (the same from
    // any working folder, so --check compares like with like), else as given on the command
    // line, never by an absolute path (shownPath).
    U.MainName = shownPath(Opts.inRoot.empty() ? File : relativeName(SM, U.Main, Opts.inRoot),
                           Opts.inRoot);
    UnitRecog RC{Ctx, Diags, {}, {}, {}};
    RC.NameUses = collectKokkosNameUses(Ctx, Files, SemaRef ? &SemaRef->getPreprocessor() : nullptr,
                                        &RC.MacroBodyNames);
    checkUnit(Ctx, F, Diags);
    recogniseKernels(Ctx, F, RC, U);
    countDispatches(U);
    keepNestedFunctorBodies(Ctx, RC, U);
    stubTeamOperators(Ctx, U);
    recogniseUncalledTeamHelpers(Ctx, RC, U);
    std::set<const TeamHelper *> Helpers; // a template's instantiations share its helper
    for (const auto &[D, H] : RC.TeamHelpers) { // replaced whole: no host edits inside
      if (!Helpers.insert(H.get()).second)
        continue;
      FileID HF = SM.getFileID(SM.getExpansionLoc(D->getLocation()));
      U.Stmts.push_back({HF, H->defBegin, H->defEnd});
      std::vector<FileID> DF = teamHelperDeclarationFiles(D, Ctx); // per declaration
      for (size_t I = 0; I < H->declarations.size(); ++I)
        U.Stmts.push_back({DF.at(I), H->declarations[I].begin, H->declarations[I].end});
      Out.model.teamHelpers.push_back(H);
      U.HelperFiles.push_back(HF);
      U.HelperDeclFiles.push_back(std::move(DF));
    }
    reportKokkosReachingIncludes(PP, Files, Diags);
    if (!(U.L = makeLowering(T, Opts.lowering)))
      Diags.error(SM.getLocForStartOfFile(U.Main), DiagId::UnsupportedTarget,
                  std::string("target '") + targetName(T) + "' is not implemented yet");
    else // after the unseen dispatches' assertions (recogniseKernels)
      for (Edit &E : hostEdits(Ctx, PP, Files, RC, U.L->hostSpelling(), U.Stmts, Diags))
        U.Edits.push_back(std::move(E));
    if (Diags.count() > 0 || DE.hasErrorOccurred()) {
      Out.status = DE.hasErrorOccurred() && Diags.count() == 0 ? ExitCompile : ExitUnsupported;
      return;
    }
    lowerKernels(SM, U, Diags);
    countDispatches(U);
    if (Diags.count() > 0) { // constructs the target cannot express: no partial output
      Out.status = ExitUnsupported;
      return;
    }
    definitionEdits(Out.model, SM, Opts.inRoot, U);
    functorEdits(Out.model, U);
    placePrologues(SM, *U.L, Out.model, U.KernelFile, U.HelperFiles, U.Edits);
    // never write an edit into a macro
    Out.status = applyUnitEdits(Ctx, U, Diags) ? ExitOk : ExitUnsupported;
  }

private: // the steps of HandleTranslationUnit
  /// First parse only: dispatches written by macros set Out.expandedSource (or KT1027).
  bool expandMacros(ASTContext &Ctx, const DispatchSites &F, DiagSink &Diags) {
    if (!Expansions || !SemaRef)
      return false;
    if (!Expansions->First) {
      dropExpandedDefines(PP.Defines, *Expansions);
      return false;
    }
    std::vector<const CallExpr *> Calls;
    for (const auto &[Call, S] : F.Found)
      Calls.push_back(Call);
    const SourceManager &SM = Ctx.getSourceManager();
    auto Editable = [&](FileID F) { return Files.contains(SM, F); };
    return expandMacroDispatches(Ctx, SemaRef->getPreprocessor(), Calls, *Expansions, Editable,
                                 Diags, Out.expandedSource, Out.expandedHeaders,
                                 Out.expandedMacros);
  }

  /// Finds the dispatches, instantiates the functor bodies they call and limits the parent
  /// map to the editable files. False when an instantiation does not compile.
  bool findDispatches(ASTContext &Ctx, DispatchSites &F) {
    SourceManager &SM = Ctx.getSourceManager();
    F = findDispatchSites(Ctx, Files);
    if (SemaRef) { // the parent map below must see the instantiated bodies
      std::vector<const CallExpr *> Calls;
      for (auto &[Call, S] : F.Found)
        Calls.push_back(Call);
      instantiateFunctorBodies(*SemaRef, Calls);
      if (Ctx.getDiagnostics().hasErrorOccurred())
        return false;
    }
    // The parent map (built by the first getParents) covers only the editable files'
    // top-level declarations: building it over the whole TU cost 13% of the run time.
    std::vector<Decl *> Scope;
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (Files.holds(SM, D))
        Scope.push_back(D);
    Ctx.setTraversalScope(Scope);
    return true;
  }

  /// Checks of the whole unit, before any kernel is recognised.
  void checkUnit(ASTContext &Ctx, const DispatchSites &F, DiagSink &Diags) {
    checkViewTypes(Ctx, Files, Diags);
    checkBackendMacro(PP, T, Diags);
    checkKokkosMacroTests(PP, T, Diags);
    checkKokkosVersionTests(PP, Diags);
    checkKokkosMacros(PP, Ctx.getSourceManager(), Diags);
    checkExplicitInstantiations(Ctx, Files, Diags);
    checkReservedNames(Ctx, Files, PP, Diags);
    for (const CallExpr *C : F.Outside)
      Diags.error(C->getBeginLoc(), DiagId::KernelInHeader,
                  "kernel in a header outside the input root: its translation cannot be "
                  "written; translate with --in-root and --out-root over a folder that holds "
                  "this header");
  }

  /// Recognises every dispatch found into Out.model.kernels. Kernels in headers first: their
  /// names must not depend on the file that includes them.
  void recogniseKernels(ASTContext &Ctx, DispatchSites &F, UnitRecog &Unit, UnitState &U) {
    std::stable_partition(F.Found.begin(), F.Found.end(),
                          [&](const auto &P) { return P.second.File != U.Main; });
    U.SiteRefused.assign(F.Found.size(), false);
    for (size_t I = 0; I < F.Found.size(); ++I) {
      const unsigned Before = Unit.Diags.count();
      recogniseSite(Ctx, F.Found[I].first, F.Found[I].second, I, Unit, U);
      U.SiteRefused[I] = Unit.Diags.count() > Before;
    }
    namePassedLambdas(Out.model.kernels);
  }

  void countDispatches(const UnitState &U) {
    Out.dispatches = U.SiteRefused.size();
    Out.refusedDispatches = std::count(U.SiteRefused.begin(), U.SiteRefused.end(), true);
  }

  /// One dispatch (the I-th found, Call at S): its kernels, in U and Out.model.
  void recogniseSite(ASTContext &Ctx, const CallExpr *Call, const Span &S, size_t I,
                     UnitRecog &Unit, UnitState &U) {
    SourceManager &SM = Ctx.getSourceManager();
    Span Site{S.File, S.Begin, S.End};
    if (S.End > S.Begin) {
      Site.End = afterSemicolon(Ctx, Call, S.End);
      U.Stmts.push_back(Site);
    }
    std::string Kept;
    RecogContext RC(Unit, {S.File != U.Main ? relativeName(SM, S.File, Opts.inRoot) : U.MainName,
                           {S.File, insertionPoint(Ctx, Call)}});
    if (refuseMacroWrittenDispatch(Call, S.End > S.Begin, Ctx, RC.Diags) ||
        (S.End > S.Begin &&
         !directivesInDispatch(Call, S.File, Site.Begin, Site.End, Ctx, RC.Diags, Kept)))
      return;
    std::vector<Kernel> Ks = recogniseOne(Ctx, Call, RC);
    if (!RC.UnseenTemplateArgs.empty() && S.End > S.Begin) {
      U.Edits.push_back({Site.Begin, Site.End - Site.Begin,
                         unseenDispatchText(RC.UnseenTemplateArgs) + Kept, U.editFile(S.File),
                         false, true});
      U.Edits.back().Unseen = true;
    }
    for (Kernel &K : Ks) {
      if (!templateOverLaterClasses(K, Call, RC))
        continue;
      checkTeamHelperScratch(K, Call->getBeginLoc(), RC);
      K.stmtBegin = Site.Begin;
      K.stmtEnd = Site.End;
      K.keptDirectives = Kept;
      // A passed lambda's kernel is defined before the declaration holding the lambda, in
      // the main file, and launched from its capture struct there (host code).
      const FileID KF = K.passedLambda ? U.Main : S.File;
      if (!K.passedLambda) {
        K.insertAt = insertionPoint(Ctx, Call);
        if (insertsInUnnamedNamespace(Ctx, Call))
          U.InUnnamed.insert({KF, K.insertAt});
      }
      else if (Span L{U.Main, K.passedLambda->lambdaBegin, K.passedLambda->lambdaEnd};
               std::find(U.Stmts.begin(), U.Stmts.end(), L) == U.Stmts.end())
        U.Stmts.push_back(L); // replaced by the struct's construction: no host edits inside
      if (const FunctionDecl *Fn = enclosingFunction(Call, Ctx); Fn && !K.passedLambda)
        K.launchInDeviceFunction = hasKokkosFunctionMacro(Fn, PP, SM);
      nameKernel(SM, KF, K, U);
      resolveImages(K); // image structs are named after the kernel
      U.BodyFile.push_back(bodyFile(Ctx, Call, KF, K, U, RC));
      U.ClassFile.push_back(RC.FunctorClassFile);
      U.KernelFile.push_back(KF);
      U.SiteFile.push_back(S.File);
      U.Site.push_back(I);
      Out.model.kernels.push_back(std::move(K));
    }
  }

  /// The operator() bodies nested dispatches call stay in the output: out of U.Stmts (the
  /// host edits reach them) and into U.NestedBodies (functorEdits leaves them).
  void keepNestedFunctorBodies(ASTContext &Ctx, const UnitRecog &Unit, UnitState &U) {
    for (const FunctionDecl *F : Unit.NestedFunctors) {
      const FunctionDecl *Def = nullptr;
      if (!F->hasBody(Def) || !Def->getBody())
        continue;
      const SourceRange R = Def->getBody()->getSourceRange();
      const auto [Bg, En] = fileOffsets(Ctx, R);
      const Span B{fileOfRange(Ctx, R), Bg, En};
      U.NestedBodies.push_back(B);
      U.Stmts.erase(std::remove(U.Stmts.begin(), U.Stmts.end(), B), U.Stmts.end());
    }
    for (const FunctionDecl *F : Unit.InlinedFunctors) {
      const SourceRange R = F->getBody()->getSourceRange();
      const auto [Bg, En] = fileOffsets(Ctx, R);
      const Span B{fileOfRange(Ctx, R), Bg, En};
      if (std::find(U.InlinedBodies.begin(), U.InlinedBodies.end(), B) != U.InlinedBodies.end())
        continue;
      U.InlinedBodies.push_back(B);
      if (std::find(U.Stmts.begin(), U.Stmts.end(), B) == U.Stmts.end())
        U.Stmts.push_back(B);
    }
  }

  /// Functors' team operators that no kernel of this unit holds (TeamOperators.h) become
  /// stubs, as the unit lowering them makes them, and get no host edits.
  void stubTeamOperators(ASTContext &Ctx, UnitState &U) {
    for (const FunctionDecl *F : teamOperators(Ctx, Files)) {
      const SourceRange R = F->getBody()->getSourceRange();
      const auto [Bg, En] = fileOffsets(Ctx, R);
      const Span B{fileOfRange(Ctx, R), Bg, En};
      auto Has = [&](const std::vector<Span> &V) {
        return std::find(V.begin(), V.end(), B) != V.end();
      };
      if (Has(U.Stmts) || Has(U.NestedBodies) || Has(U.InlinedBodies))
        continue;
      U.InlinedBodies.push_back(B);
      U.Stmts.push_back(B);
    }
  }

  /// The team helpers of the editable files that no kernel of this unit calls, found by their
  /// signature (a parameter of the team member's type, TeamOperators.h), are recognised as a
  /// call would recognise them: every includer of a header lowers its helpers alike, so the
  /// header reads the same from each (and its team calls are not taken for host code).
  void recogniseUncalledTeamHelpers(ASTContext &Ctx, UnitRecog &Unit, UnitState &U) {
    SourceManager &SM = Ctx.getSourceManager();
    for (const auto &[F, I] : teamHelperDefinitions(Ctx, Files)) {
      const FileID HF = SM.getFileID(SM.getExpansionLoc(F->getLocation()));
      RecogContext RC(Unit, {HF != U.Main ? relativeName(SM, HF, Opts.inRoot) : U.MainName,
                             {HF, SM.getFileOffset(SM.getExpansionLoc(F->getBeginLoc()))}});
      MacroTextCheck Check;
      recogniseTeamHelperDefinition(F, I, RC);
      if (Check.first().isValid())
        reportMacroText(Check.first(), Ctx, RC.Diags);
    }
  }

  /// One dispatch into the model (one kernel per lambda passed to a template holding it);
  /// none when it is refused. RC: this dispatch's recognition.
  std::vector<Kernel> recogniseOne(ASTContext &Ctx, const CallExpr *Call, RecogContext &RC) {
    const KernelPosition Pos(RC.KernelAt, Ctx.getSourceManager());
    std::vector<Kernel> K;
    {
      MacroTextCheck Check;
      if (inTemplate(enclosingFunction(Call, Ctx)))
        K = recogniseTemplateDispatch(Call, RC);
      else if (std::optional<Kernel> One = recogniseDispatch(Call, RC))
        K.push_back(std::move(*One));
      if (Check.first().isValid()) {
        reportMacroText(Check.first(), Ctx, RC.Diags);
        K.clear();
      }
    }
    for (Kernel &One : K)
      One.forwardDecls = Pos.forwardDeclarations();
    return K;
  }

  /// A header's kernel gets the header's name (kt_fill_L5 -> kt_fill_util_hpp_L5: distinct
  /// from other headers' kernels); a name another kernel of the file has gets _2, _3...
  void nameKernel(const SourceManager &SM, FileID KF, Kernel &K, const UnitState &U) {
    const bool InHeader = KF != U.Main;
    if (InHeader) {
      K.nameFile = identifier(llvm::sys::path::filename(relativeName(SM, KF, Opts.inRoot)));
      K.name = kernelName(K);
    }
    auto Clash = [&] {
      for (size_t I = 0; I < Out.model.kernels.size(); ++I)
        if (Out.model.kernels[I].name == K.name && (!InHeader || U.KernelFile[I] == KF))
          return true;
      return false;
    };
    while (Clash()) {
      K.nameCopy = K.nameCopy ? K.nameCopy + 1 : 2;
      K.name = kernelName(K);
    }
    nameReducerOps(K); // the reduction ops are named after the kernel
  }

  /// The file of K's body: a functor's or stored lambda's operator() (whose body joins the
  /// ranges the host rewrite leaves alone; its recogniser found the file), else the
  /// dispatch's file KF.
  FileID bodyFile(ASTContext &Ctx, const CallExpr *Call, FileID KF, const Kernel &K,
                  UnitState &U, const RecogContext &RC) {
    if (K.functorBodyEnd <= K.functorBodyBegin || RC.FunctorBodyFile.isInvalid())
      return KF;
    SourceManager &SM = Ctx.getSourceManager();
    const FileID FF = RC.FunctorBodyFile;
    if (!Files.contains(SM, SM.getLocForStartOfFile(FF)))
      RC.Diags.error(Call->getBeginLoc(), DiagId::KernelInHeader,
                  "the functor's operator() is in a header outside the input root: its "
                  "body cannot be removed there; use --in-root and --out-root over a "
                  "folder that holds the header");
    Span B{FF, K.functorBodyBegin, K.functorBodyEnd};
    if (std::find(U.Stmts.begin(), U.Stmts.end(), B) == U.Stmts.end())
      U.Stmts.push_back(B);
    return FF;
  }

  /// A member team helper that K calls and whose definition its file prints after K's (a
  /// target that needs a helper defined before its first use: Lowering::helpersBeforeUse).
  void helperAfterKernel(const Kernel &K, FileID KF, const UnitState &U,
                         std::vector<LoweringDiag> &Diags) const {
    const auto &Hs = Out.model.teamHelpers;
    const std::vector<const TeamHelper *> Called = teamHelpersOf(K.body);
    for (size_t N = 0; N < Hs.size(); ++N) {
      if (!Hs[N]->member || U.HelperFiles.at(N) != KF ||
          std::find(Called.begin(), Called.end(), Hs[N].get()) == Called.end() ||
          helperPrintedAt(Out.model, U, N) < K.insertAt)
        continue;
      Diags.push_back({DiagId::AccTeamBody,
                       "kernel '" + K.name + "' calls the team helper '" + Hs[N]->name +
                           "', which its file defines after the kernel's place (before the "
                           "function that dispatches it): this target needs a helper defined "
                           "before its first use, and a member function has no declaration "
                           "outside its class to say so; define it before that function"});
    }
  }

  /// The file a lowering diagnostic's offset is in: its team helper's, else the kernel body's.
  FileID causeFile(const LoweringDiag &D, FileID Body, const UnitState &U) const {
    for (size_t N = 0; D.helper && N < Out.model.teamHelpers.size(); ++N)
      if (Out.model.teamHelpers[N].get() == D.helper)
        return U.HelperFiles.at(N);
    return Body;
  }

  /// Lowers every kernel: its launch replaces the dispatch statement, its definition joins
  /// U.Defs; kernels that share an insertion point are emitted together, in source order.
  void lowerKernels(const SourceManager &SM, UnitState &U, DiagSink &Diags) {
    PassedLaunches Passed;
    GuardedLaunches Guarded;
    for (size_t I = 0; I < Out.model.kernels.size(); ++I) {
      const Kernel &K = Out.model.kernels[I];
      FileID KF = U.KernelFile[I];
      LoweredKernel LK = U.L->lower(K);
      if (U.L->helpersBeforeUse())
        helperAfterKernel(K, KF, U, LK.diags);
      LK.launch = arrayReductionLaunch(K, LK.launch);
      if (!LK.diags.empty())
        U.SiteRefused[U.Site[I]] = true;
      for (const LoweringDiag &D : LK.diags) // at the cause when the lowering names it
        Diags.error(D.bodyOffset
                        ? SM.getLocForStartOfFile(causeFile(D, U.BodyFile[I], U))
                              .getLocWithOffset(*D.bodyOffset)
                        : SM.getLocForStartOfFile(KF).getLocWithOffset(K.stmtBegin),
                    D.id, D.message);
      for (const std::string &D : K.forwardDecls) // outside the wrapper of a header's kernels
        if (std::string &F = U.Forward[{KF, K.insertAt}]; F.find(D + "\n") == std::string::npos)
          F += D + "\n";
      U.Defs[{KF, K.insertAt}] += imageDefinitions(K) + LK.definition + "\n\n";
      if (K.passedLambda)
        Passed[K.passedLambda->structName].push_back({I, passedLambdaMethod(K, LK.launch)});
      else if (K.lambdaSite)
        U.FunctorElse[{U.SiteFile[I], K.stmtBegin}] = LK.launch;
      else if (!K.instantiationGuard.empty())
        Guarded[{KF, K.stmtBegin}].push_back({I, LK.launch});
      else
        U.Edits.push_back({K.stmtBegin, K.stmtEnd - K.stmtBegin, LK.launch + K.keptDirectives,
                           U.editFile(KF), false, true});
    }
    passedLambdaEdits(Out.model, Passed, U);
    guardedLaunchEdits(Out.model, Guarded, U);
  }

  /// Applies the edits per file: the main file's give the output, edited headers go with it.
  /// False (nothing applied) when an edit would be written into a macro.
  bool applyUnitEdits(ASTContext &Ctx, UnitState &U, DiagSink &Diags) {
    SourceManager &SM = Ctx.getSourceManager();
    std::map<FileID, std::vector<Edit>> PerFile;
    for (FileID H : PP.Headers) // headers without edits are copied
      PerFile[H];
    for (Edit &E : U.Edits)
      PerFile[E.File].push_back(E);
    if (!checkEdits(SM, PerFile, PP, Diags) || !mergeHeaderEntries(SM, PerFile, Diags))
      return false;
    Out.output = apply(Ctx, PerFile[FileID()], U.Main);
    // A header entered twice (a cycle of includes under include guards, as ExaMiniMD's sna.h
    // and sna_impl.hpp include each other) has a FileID per entry; the later entries, skipped
    // by the guard, hold no edits and must not replace the text of the one that does.
    std::set<std::string> Edited;
    for (auto &[F, FE] : PerFile) {
      if (F.isInvalid())
        continue;
      const std::string Path = absoluteName(SM, F);
      if (FE.empty() ? Edited.count(Path) || Out.headers.count(Path) : !Edited.insert(Path).second)
        continue;
      HeaderOutput &H = Out.headers[Path];
      H.relPath = relativeName(SM, F, Opts.inRoot);
      H.text = apply(Ctx, FE, F);
      for (const Edit &E : FE)
        H.edits.push_back(
            {E.Offset, E.Length, E.Text, E.DefineBody, E.Generated, E.ShimInclude, E.Unseen, E.Stub});
      H.skipped = skippedInEveryEntry(SM, Path);
      H.contentHash = llvm::xxh3_64bits(SM.getBufferData(F));
      H.macros = PP.MacroContext[F];
      H.kernels = std::count(U.KernelFile.begin(), U.KernelFile.end(), F);
    }
    return true;
  }

  /// The ranges of the header at Path that the preprocessor skipped in each of its entries.
  std::vector<std::pair<unsigned, unsigned>> skippedInEveryEntry(const SourceManager &SM,
                                                                 const std::string &Path) {
    std::optional<std::vector<std::pair<unsigned, unsigned>>> Common;
    for (const auto &[F, R] : PP.Skipped) {
      if (absoluteName(SM, F) != Path)
        continue;
      if (!Common) {
        Common = R;
        continue;
      }
      std::vector<std::pair<unsigned, unsigned>> Both; // the intersection of two range lists
      for (auto [B1, E1] : *Common)
        for (auto [B2, E2] : R)
          if (std::max(B1, B2) < std::min(E1, E2))
            Both.push_back({std::max(B1, B2), std::min(E1, E2)});
      Common = std::move(Both);
    }
    // An entry that skipped nothing (no Skipped entry) leaves nothing skipped in every entry.
    for (FileID F : PP.Headers)
      if (absoluteName(SM, F) == Path && !PP.Skipped.count(F))
        return {};
    return Common.value_or(std::vector<std::pair<unsigned, unsigned>>{});
  }

  /// A header is written once, and each entry of a header included more than once (no include
  /// guard) reads that one text. The entries' edits are merged where they touch different code
  /// (ExaMiniMD's module headers: one entry defines the classes, another, with other macros, a
  /// factory's branches). Where an entry edits code another entry edits too, that code was
  /// read twice: its kernels would be defined twice, and the macro contexts may differ (KT1020
  /// at the later entry). The shim include both want is written once.
  bool mergeHeaderEntries(const SourceManager &SM, std::map<FileID, std::vector<Edit>> &PerFile,
                          DiagSink &Diags) {
    std::map<std::string, FileID> First; // the first entry with edits, per header
    bool Ok = true;
    for (auto &[F, FE] : PerFile) { // in the order the entries were made
      if (F.isInvalid() || FE.empty())
        continue;
      auto [It, New] = First.try_emplace(absoluteName(SM, F), F);
      if (New)
        continue;
      std::vector<Edit> &Into = PerFile[It->second];
      auto Same = [&](const Edit &E) {
        return std::any_of(Into.begin(), Into.end(), [&](const Edit &O) {
          return E.ShimInclude && O.ShimInclude && E.Offset == O.Offset &&
                 llvm::StringRef(O.Text).starts_with(E.Text);
        });
      };
      auto Touches = [&](const Edit &E) {
        return std::any_of(Into.begin(), Into.end(), [&](const Edit &O) {
          return E.Offset <= O.Offset + O.Length && O.Offset <= E.Offset + E.Length;
        });
      };
      std::vector<Edit> Add;
      for (const Edit &E : FE)
        if (!Same(E))
          Add.push_back(E);
      if (std::any_of(Add.begin(), Add.end(), Touches)) {
        Diags.error(SM.getIncludeLoc(F), DiagId::ConflictingHeaderEdits,
                    "this header, which the translation edits, is included a second time here "
                    "and has no include guard: code it edits is read twice, so its kernels would "
                    "be defined twice, and its macro context may differ; include it once, or give "
                    "it an include guard");
        Ok = false;
        continue;
      }
      Into.insert(Into.end(), Add.begin(), Add.end());
      FE.clear();
    }
    return Ok;
  }

private:
  std::string apply(ASTContext &Ctx, std::vector<Edit> &Edits, FileID File) {
    SourceManager &SM = Ctx.getSourceManager();
    StringRef Code = SM.getBufferData(File);
    if (PrintEditedLines && File == SM.getMainFileID()) {
      // One write per file, each line naming the input: with -j, files print concurrently.
      std::string Lines;
      for (auto [First, Last] : userEditedLines(Code, editedLines(Code, Edits)))
        Lines += "edited-lines: " + std::to_string(First) + "-" + std::to_string(Last) + " " +
                 this->File + "\n";
      llvm::errs() << Lines;
    }
    return kt::applyEdits(Code, Edits, insertedCodeStyle(absoluteName(SM, File)));
  }

  TranslateResult &Out;
  Target T;
  PreprocessorFacts &PP;
  const EditableFiles &Files;
  Sema *SemaRef = nullptr;
  std::string File;
  const TranslateOptions &Opts;
  ExpansionRecord *Expansions = nullptr;
};

} // namespace

std::unique_ptr<ASTConsumer> makeTranslateConsumer(TranslateResult &Out,
                                                   const TranslateOptions &Opts,
                                                   PreprocessorFacts &PP,
                                                   const EditableFiles &Files, std::string File,
                                                   ExpansionRecord *Expansions) {
  return std::make_unique<TranslateConsumer>(Out, Opts, PP, Files, std::move(File),
                                             Expansions);
}

} // namespace kt
