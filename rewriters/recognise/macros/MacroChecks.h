// The preprocessor's answers must be the output's: a test of a Kokkos macro (backend,
// marker, include guard, version) goes the same way when the shim stands in for Kokkos
// (KT1030, KT1060).
#pragma once

#include "rewriters/recognise/macros/PreprocessorFacts.h"
#include "rewriters/model/Diagnostics.h"
#include "rewriters/model/Target.h"

namespace kt {

/// KT1030 when the code tests the Kokkos backend macros without the target's being defined.
void checkBackendMacro(const PreprocessorFacts &PP, Target T, DiagSink &Diags);
/// KT1060 at the first test of each KOKKOS_* macro (#ifdef, defined()...) whose outcome in the
/// output, where the shim defines the Kokkos macros, differs from this parse's.
void checkKokkosMacroTests(const PreprocessorFacts &PP, Target T, DiagSink &Diags);
/// KT1060 at each #if/#elif on the Kokkos version whose outcome could differ between this
/// parse's KOKKOS_VERSION and the shim's (ShimKokkosVersion).
void checkKokkosVersionTests(const PreprocessorFacts &PP, DiagSink &Diags);

} // namespace kt
