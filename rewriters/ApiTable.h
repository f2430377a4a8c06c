// Which Kokkos names the translator knows, and how each is spelled against the shim.
#pragma once

#include <optional>
#include <string>

namespace kt {

enum class ApiContext { Host, Kernel };

/// For a use of Kokkos::[Sub::]Name in the given context: the replacement for the whole
/// qualified name ("kt::sqrt", "printf"), or nullopt when the name is unknown there
/// (a KT1006 diagnostic). Names lowered structurally (parallel_for, TeamThreadRange, ...)
/// are not in this table.
std::optional<std::string> spellKokkosName(const std::string &Name, ApiContext Ctx);

/// True for the dispatch and nesting names the recognisers handle themselves.
bool isStructuralKokkosName(const std::string &Name);

} // namespace kt
