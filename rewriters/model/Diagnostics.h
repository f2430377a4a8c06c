// Stable KT#### diagnostic IDs. The table in Diagnostics.cpp is the single source for the
// messages, for --suppress and for docs/DIAGNOSTICS.md.
#pragma once

#include "clang/Basic/SourceLocation.h"
#include <string>
#include <vector>

namespace clang {
class DiagnosticsEngine;
}

namespace kt {

enum class DiagId : unsigned {
  RefCaptureWritten = 1001,
  NonTrivialCapture = 1002,
  VirtualCall = 1003,
  Exception = 1004,
  Recursion = 1005,
  UnknownKokkosApi = 1006,
  ThisCapture = 1007,
  FunctorMemberNotPublic = 1008,
  DispatchInTemplate = 1009,
  UnsupportedPolicy = 1010,
  UnsupportedBody = 1011,
  MultipleResults = 1012,
  LocalTypeCapture = 1013,
  TeamMemberEscapes = 1014,
  UnsupportedNested = 1015,
  UnsupportedReducer = 1016,
  FunctorMemberCall = 1017,
  UnsupportedTarget = 1018,
  KernelInHeader = 1019,
  ConflictingHeaderEdits = 1020,
  AccTeamBody = 1021,
  InaccessibleView = 1022,
  HostTeamPolicy = 1023,
  UnsupportedViewType = 1024,
  LocalNameInKernel = 1026,
  DispatchInMacro = 1027,
  KokkosHeaderKept = 1028,
  AccumulatorByValue = 1029,
  BackendMacroMissing = 1030,
  ClassScopeName = 1031,
  TeamHelperForm = 1040,
  TeamHelperOnHost = 1041,
  ComplexAtomic = 1046,
  FunctorSpaceParameter = 1055,
  DirectiveInDispatch = 1056,
  HostVariableInKernel = 1057,
  AccumulatorTypeMismatch = 1058,
  CapturedArrayElements = 1059,
  KokkosMacroTest = 1060,
  ReservedName = 1061,
  ArrayReductionForm = 1069,
  HostFunctionInKernel = 1070,
};

struct DiagInfo {
  DiagId id;
  const char *title;   ///< short name, used in reports
  const char *example; ///< a minimal input that triggers it (for docs)
};
const std::vector<DiagInfo> &diagTable();
std::string diagCode(DiagId id); ///< "KT1001"

/// One reported KT diagnostic, for reports.
struct DiagRecord {
  std::string code, message, file;
  unsigned line = 0, column = 0;
  std::string absoluteFile; ///< file, absolute (reopened for the SARIF report)
};

/// Reports KT diagnostics through clang's engine (file:line:col, caret line) and records them.
class DiagSink {
public:
  /// Suppressed: codes not printed (--suppress); the constructs are still refused.
  DiagSink(clang::DiagnosticsEngine &DE, std::vector<DiagRecord> *Records = nullptr,
           std::vector<std::string> Suppressed = {})
      : DE(DE), Records(Records), Suppressed(std::move(Suppressed)) {}
  void error(clang::SourceLocation Loc, DiagId Id, const std::string &Msg);
  unsigned count() const { return Count; }
  /// Appended to every message while set: the template instantiation being checked.
  std::string Context;

private:
  clang::DiagnosticsEngine &DE;
  std::vector<DiagRecord> *Records;
  std::vector<std::string> Suppressed;
  unsigned Count = 0;
};

/// Sets a DiagSink's context for its lifetime.
class DiagContext {
public:
  DiagContext(DiagSink &S, std::string C) : S(S), Old(S.Context) { S.Context = std::move(C); }
  ~DiagContext() { S.Context = Old; }

private:
  DiagSink &S;
  std::string Old;
};

} // namespace kt
