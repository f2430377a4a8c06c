// Target-neutral pieces of a kernel's definition and of a dispatch's replacement (the launch):
// a functor's reduction op struct and self copy, the capture arguments, the origin comment,
// the stores of a reduction's total and an MDRange launch's tile shape. Each target's lowering
// (gpu/, openmp/, openacc/, host/) calls them with its own qualifiers and helpers around them.
#pragma once

#include "rewriters/emit/Templates.h"
#include "rewriters/model/Model.h"

#include <llvm/ADT/STLFunctionalExtras.h>

#include <string>

namespace kt {

/// R's value_type, init, join and final (a functor's own or a reducer class's) as a reduction
/// op struct (Reducer::customOp);
/// Static prefixes each member function (`static `, after the target's device qualifier).
std::string customOpStruct(const Kernel &K, const Reducer &R, const std::string &Static);
/// The op structs of the custom reductions in the team helper H (no template: TeamHelpers.cpp),
/// printed before its definition, members prefixed by Static.
std::string helperOpStructs(const TeamHelper &H, const std::string &Static);
/// The opening of the functor's self copy (`<K.name>_self`: the members the kernel uses, one
/// per capture); the target adds the member functions it calls and `};\n\n`. Copy: "device"
/// or "host"; Who: "kernel" or "dispatch".
std::string selfStructHead(const Kernel &K, const std::string &Copy, const std::string &Who);
/// `const <K.name>_self<...> kt_self{<captures>};` in a kernel whose functor body calls member
/// functions; empty otherwise.
std::string selfCopyDecl(const Kernel &K);

/// What precedes a kernel's definition on every target: its reduction op structs
/// (customOpStruct, members prefixed by Static), the types of a reduction with several results
/// and, when the body calls member functions, the self struct SelfStruct() prints.
std::string kernelPreamble(const Kernel &K, const std::string &Static,
                           llvm::function_ref<std::string()> SelfStruct);
/// The kernel shape of K's policy, from the target's emitters: Range (Scan for a RangePolicy
/// scan), MDRange or Team.
std::string byPolicy(const Kernel &K, llvm::function_ref<std::string()> Range,
                     llvm::function_ref<std::string()> Scan, llvm::function_ref<std::string()> MD,
                     llvm::function_ref<std::string()> Team);

/// The kernel's capture arguments, as host expressions: `a, b, this->c`.
std::string captureArgs(const Kernel &K);
/// The captures as the kernel's parameters (captureDecl): Views as their handles, the rest by
/// value, as a lambda captures them.
std::string captureParams(const Kernel &K);
/// A, followed by ", " when not empty.
std::string comma(const std::string &A);
/// `{ // <kernel>: "<label>"<Where>\n` (or `unlabelled`): the block a launch opens.
std::string launchHead(const Kernel &K, const std::string &Where = "");
/// `const <functor> &kt_functor = <expr>;\n` for a functor dispatch; empty for a lambda.
std::string functorBinding(const Kernel &K);
/// The statements that store a reduction's total, Value (a host expression), into its results.
/// Sets Block when they declare kt_value (so the launch needs braces).
std::string storeResult(const Kernel &K, const std::string &VT, const std::string &Value,
                        bool &Block);

/// A team launch's scratch sizes (`const size_t kt_l0_team = ..., kt_l0_thread = ...;\n`, the
/// level-0 line not const when the functor's hook adds to it), for the levels it uses.
std::string teamScratchSizes(const Policy &P, bool S0, bool S1);
/// `kt_l0_team += <the functor's team_shmem_size hook>;\n`, or empty.
std::string teamScratchHook(const Policy &P);

/// An MDRange launch's shape (mdShape): x is the stride-1 dimension (mdOrder), dimensions
/// beyond y are flattened on z; default tiles 32 x 8, or 32 x 4 x 2 from rank 3.
struct MdShape {
  std::string bounds;     ///< `const int64_t kt_lo0 = ..., kt_hi0 = ..., ...;\n`
  std::string args;       ///< the captures, then `kt_lo0, kt_hi0, ...`
  std::string tx, ty, tz; ///< the block (tile) sizes
  std::string nx, ny, nz; ///< the extents along x, y and z
};
MdShape mdShape(const Kernel &K, const std::string &Caps);
/// Values every target's tile launch skeleton takes from M: tx, ty, tz, nx, ny, nz and
/// captures_bounds.
TemplateValues mdTileValues(const MdShape &M);
/// Values a rank-2 MDRange kernel skeleton takes for its two loops (O: mdOrder(K), x first):
/// index_y, type_y, dim_y, index_x, type_x, dim_x.
TemplateValues mdLoopValues(const Kernel &K, const std::vector<int> &O);
/// The statement of a range scan's launch (Launch: the call, which returns the total): the
/// total stored where the dispatch asks for it (Kernel::scanTotal), else the call alone.
std::string scanLaunchStatement(const Kernel &K, const std::string &Launch);

/// An MDRange kernel from rank 3: the dimensions beyond y flattened on z (fastest first).
struct MdZ {
  std::string nz;     ///< their extent: `1 * (kt_hi2 - kt_lo2) * ...`
  std::string decode; ///< `const int64_t kt_t2 = kt_lo2 + kt_z % (...);\n`...: kt_z decoded
};
MdZ mdZ(const Kernel &K);

} // namespace kt
