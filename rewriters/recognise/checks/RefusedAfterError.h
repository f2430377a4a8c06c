// A refused Kokkos family named in a file that does not parse (RefusedAfterError.cpp).
#pragma once

#include "rewriters/model/Diagnostics.h"

#include "clang/Basic/SourceManager.h"

namespace kt {

/// After a parse error: reports each refused Kokkos name (`Kokkos::Experimental::simd`, `Graph`,
/// `create_graph`, `partition_space`, the header of Kokkos Remote Spaces:
/// ApiTable's refusedKokkosName) that the
/// main file spells, at its first use, with the refusal's advice (KT1006). The bundled header
/// declares these families only far enough for that refusal, so a real use often stops at a
/// parse error first; the user should still learn why. Whether one was reported.
bool reportRefusedAfterError(const clang::SourceManager &SM, const clang::LangOptions &LO,
                             DiagSink &Diags);

} // namespace kt
