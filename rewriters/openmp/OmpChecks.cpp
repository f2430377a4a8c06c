// KT diagnostics for what an OpenMP target region cannot hold, found on the model before
// anything is printed.
#include "rewriters/openmp/OmpLowering.h"
#include "rewriters/emit/BodyRender.h"

namespace kt {

void ompCheckBody(const Kernel &K, std::vector<LoweringDiag> &Diags) {
  if (!K.longDoubleUses.empty())
    Diags.push_back({DiagId::UnsupportedTarget,
                     "kernel '" + K.name + "': computes in long double, which clang 19's nvptx "
                     "OpenMP offload does not support (the host's is 80-bit); use double (nvcc "
                     "and hipcc treat long double as double in device code)",
                     K.longDoubleUses.front()});
  forEachOp(K.body, [&](const BodyOp &Op) {
    if (Op.kind == BodyOp::Kind::LocalClassMethod && !K.templateParams.empty())
      Diags.push_back({DiagId::UnsupportedTarget,
                       "kernel '" + K.name + "': a member function of a class defined in the "
                       "body of a kernel template, which clang 19 compiles for no OpenMP device "
                       "(nvlink: undefined reference); define the class outside the kernel, at namespace "
                       "scope with KOKKOS_INLINE_FUNCTION members",
                       Op.fileOffset});
    if (Op.kind != BodyOp::Kind::ValueMember || !Op.args[0].empty())
      return;
    // OmpBodyRenderer::ownOp has no pointer to member to reach it through.
    Diags.push_back({DiagId::UnsupportedTarget,
                     "kernel '" + K.name + "': data member '" + Op.args[1] +
                         "' read off a computed object (a call's result, a temporary), which "
                         "clang refuses in an OpenMP target region; this one cannot be reached "
                         "through a pointer to member (a bit-field, an anonymous member, a "
                         "dependent type or a macro): bind the object to a local variable first",
                     Op.fileOffset});
  });
}

} // namespace kt
