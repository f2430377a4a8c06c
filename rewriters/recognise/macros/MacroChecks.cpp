// Checks that each preprocessor test of a Kokkos macro in the editable files (recorded by
// PreprocessorRecorder.cpp) goes the same way in the output, where the runtime shim defines
// the Kokkos macros, as in this parse: the target's backend macro (KT1030), any other KOKKOS_*
// macro's definedness and the Kokkos version (KT1060). Moved out of DispatchSites.cpp.
#include "rewriters/recognise/macros/MacroChecks.h"

#include "rewriters/model/ApiTable.h"

#include "llvm/Support/Regex.h"

#include <algorithm>
#include <set>

namespace kt {

/// The backend macro real Kokkos defines for the target's backend.
static std::string backendEnableMacro(Target T) {
  return shimBackendMacros(targetName(T)).at(1); // after KOKKOS_ENABLE_SERIAL
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

/// The KOKKOS_* macros the output sees defined: the shim's (shimKokkosMacros) and the
/// target's backend macros (shimBackendMacros).
static bool shimDefines(const std::string &Name, Target T) {
  const std::vector<std::string> &Shim = shimKokkosMacros();
  const std::vector<std::string> Backend = shimBackendMacros(targetName(T));
  return std::find(Shim.begin(), Shim.end(), Name) != Shim.end() ||
         std::find(Backend.begin(), Backend.end(), Name) != Backend.end();
}

/// A test of a KOKKOS_* macro must go the same way in the output, where the shim stands in
/// for Kokkos: otherwise the vendor compiler builds code that was not translated (or drops
/// code that was). The target's own backend macro is checkBackendMacro's.
void checkKokkosMacroTests(const PreprocessorFacts &PP, Target T, DiagSink &Diags) {
  std::string Want = backendEnableMacro(T);
  std::set<std::string> Seen;
  for (const PreprocessorFacts::MacroTest &M : PP.MacroTests) {
    bool Out = shimDefines(M.Name, T);
    if (M.Kept || M.Name == Want || Out == M.Parse || !Seen.insert(M.Name).second)
      continue;
    Diags.error(M.Loc, DiagId::KokkosMacroTest,
                M.Name + (M.Parse ? " is defined in this parse (by the Kokkos it is parsed "
                                    "against) but not by the runtime shim"
                                  : " is not defined in this parse but the runtime shim "
                                    "defines it") +
                    ", so this test would take another branch in the output than the one "
                    "translated; test a macro of your own, or one the shim defines "
                    "(runtime-shim/API.md, Macros)");
  }
}

/// Whether `A op B` holds.
static bool compare(long A, llvm::StringRef Op, long B) {
  if (Op == ">=") return A >= B;
  if (Op == "<=") return A <= B;
  if (Op == ">") return A > B;
  if (Op == "<") return A < B;
  if (Op == "==") return A == B;
  return A != B;
}

/// Whether every use of the Kokkos version in Cond (`KOKKOS_VERSION >= N`, `N < ..._MAJOR`,
/// `KOKKOS_VERSION_GREATER_EQUAL(M, m, p)`, `defined(KOKKOS_VERSION)`) comes out the same for
/// version A as for B: then so does Cond. False for any other use.
static bool sameForVersions(std::string Cond, long A, long B) {
  auto Part = [](long V, llvm::StringRef Which) {
    return Which == "_MAJOR" ? V / 10000 : Which == "_MINOR" ? V / 100 % 100
                                          : Which == "_PATCH" ? V % 100 : V;
  };
  static const llvm::Regex Left("KOKKOS_VERSION(_MAJOR|_MINOR|_PATCH)?[ \t]*(>=|<=|==|!=|>|<)"
                                "[ \t]*([0-9]+)");
  static const llvm::Regex Right("([0-9]+)[ \t]*(>=|<=|==|!=|>|<)[ \t]*"
                                 "KOKKOS_VERSION(_MAJOR|_MINOR|_PATCH)?");
  static const llvm::Regex Call("KOKKOS_VERSION_(GREATER_EQUAL|GREATER|LESS_EQUAL|LESS|EQUAL)"
                                "[ \t]*\\([ \t]*([0-9]+)[ \t]*,[ \t]*([0-9]+)[ \t]*,[ \t]*"
                                "([0-9]+)[ \t]*\\)");
  static const llvm::Regex Defined("defined[ \t]*\\(?[ \t]*KOKKOS_VERSION[ \t]*\\)?");
  llvm::SmallVector<llvm::StringRef, 5> M;
  auto Num = [](llvm::StringRef S) { long V = 0; S.getAsInteger(10, V); return V; };
  for (bool Found = true; Found;) {
    Found = false;
    std::string Rest;
    if (Left.match(Cond, &M)) {
      if (compare(Part(A, M[1]), M[2], Num(M[3])) != compare(Part(B, M[1]), M[2], Num(M[3])))
        return false;
      Rest = Left.sub("0", Cond);
    } else if (Right.match(Cond, &M)) {
      if (compare(Num(M[1]), M[2], Part(A, M[3])) != compare(Num(M[1]), M[2], Part(B, M[3])))
        return false;
      Rest = Right.sub("0", Cond);
    } else if (Call.match(Cond, &M)) {
      llvm::StringRef Op = M[1] == "GREATER_EQUAL" ? ">=" : M[1] == "GREATER" ? ">"
                         : M[1] == "LESS_EQUAL"    ? "<=" : M[1] == "LESS"    ? "<" : "==";
      long V = Num(M[2]) * 10000 + Num(M[3]) * 100 + Num(M[4]);
      if (compare(A, Op, V) != compare(B, Op, V))
        return false;
      Rest = Call.sub("0", Cond);
    } else if (Defined.match(Cond)) {
      if ((A != 0) != (B != 0))
        return false;
      Rest = Defined.sub("1", Cond);
    }
    if (!Rest.empty()) {
      Cond = Rest;
      Found = true;
    }
  }
  return Cond.find("KOKKOS_VERSION") == std::string::npos;
}

/// A test of the Kokkos version must go the same way in the output, whose shim is Kokkos
/// ShimKokkosVersion, as in this parse (a real Kokkos of another version on the include path).
void checkKokkosVersionTests(const PreprocessorFacts &PP, DiagSink &Diags) {
  for (const PreprocessorFacts::VersionTest &V : PP.VersionTests)
    if (!sameForVersions(V.Condition, PP.ParseVersion, ShimKokkosVersion))
      Diags.error(V.Loc, DiagId::KokkosMacroTest,
                  "this test of the Kokkos version could go another way in the output, whose "
                  "runtime shim is Kokkos " + std::to_string(ShimKokkosVersion) +
                      ", than in this parse (KOKKOS_VERSION " +
                      std::to_string(PP.ParseVersion) +
                      "), where it was translated; parse against the bundled header (no Kokkos "
                      "on the include path), or compare KOKKOS_VERSION with a number directly");
}


} // namespace kt
