// Which Kokkos names the translator knows, and how each is spelled against the shim.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kt {

enum class ApiContext { Host, Kernel };

/// For a use of Kokkos::[Sub::]Name in the given context: the replacement for the whole
/// qualified name ("kt::sqrt", "printf"), or nullopt when the name is unknown there
/// (a KT1006 diagnostic). Names lowered structurally (parallel_for, TeamThreadRange, ...)
/// are not in this table.
/// Backend names (`CudaSpace`, `HIP`, ...) are known only on the target whose Backend
/// (HostSpelling::Backend) they belong to.
std::optional<std::string> spellKokkosName(const std::string &Name, ApiContext Ctx,
                                           const std::string &Backend = "");

/// The backend a backend-specific name belongs to ("Cuda" for CudaSpace), if it is one.
std::optional<std::string> backendName(const std::string &Name);

/// Every name the table knows (as `Sub::Name` below `Kokkos::`, `Experimental` left out) and
/// where it may be used (Kernel: host and kernels). tests/api-names checks that the shim
/// provides each one as `kt::Sub::Name` and that runtime-shim/API.md lists no other name.
std::vector<std::pair<std::string, ApiContext>> kokkosApiNames();
/// The names of kernel code that only the GPU backends have (`Kokkos::shfl_down`: Kokkos
/// declares them only with CUDA or HIP enabled, as does the bundled API, so other targets do
/// not parse them); the CUDA and HIP shims provide them (tests/api-names checks both).
const std::vector<std::string> &gpuKernelNames();
/// The KOKKOS_* macros the shim defines (kt/core/compat.hpp, kt/core/config.hpp), which may stay
/// in translated text. The function and lambda markers are among them (so that `#ifndef
/// KOKKOS_LAMBDA` goes as with Kokkos), though the translator rewrites each use it sees.
const std::vector<std::string> &shimKokkosMacros();
/// The backend macros the shim defines for a target ("cuda", "hip", "openmp", "openacc"):
/// KOKKOS_ENABLE_SERIAL (kt/core/config.hpp), then its target header's, its device backend's
/// first (kt/cuda.hpp: KOKKOS_ENABLE_CUDA, KOKKOS_ENABLE_CUDA_LAMBDA); tests/api-names checks
/// each.
std::vector<std::string> shimBackendMacros(const std::string &Target);
/// KOKKOS_VERSION as the shim defines it (kt/core/compat.hpp; tests/api-names checks it).
constexpr long ShimKokkosVersion = 40200;

/// The shim header (besides the target's) that a use of Kokkos::[Experimental::]Name, or an
/// `#include <Name>` of a Kokkos container header, needs: "kt/containers/dual_view.hpp", ...
std::optional<std::string> shimHeaderFor(const std::string &Name);

/// For a Kokkos facility the translator refuses on purpose (simd, Graph, partition_space,
/// Kokkos Remote Spaces): what to write instead, for the KT1006 message.
std::optional<std::string> refusedKokkosName(const std::string &Name);
/// The shim header of a name's family ("kt/random.hpp" for Random_XorShift64_Pool,
/// "kt/complex.hpp" for complex), included after the target header by the files that use the
/// family; empty for names of the target header itself.
std::string shimFamilyHeader(const std::string &Name);
/// Every family header, sorted (tests/api-names compiles the names against all of them).
std::vector<std::string> shimFamilyHeaders();

/// True for the dispatch and nesting names the recognisers handle themselves.
bool isStructuralKokkosName(const std::string &Name);
/// The nested ranges: TeamThreadRange, ThreadVectorRange, TeamVectorRange and (MdOnly: only)
/// their multidimensional forms (TeamThreadMDRange, ...).
bool isNestedRangeName(const std::string &Name, bool MdOnly = false);

} // namespace kt
