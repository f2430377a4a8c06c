// OpenACC: a member team helper defined after the function that dispatches the kernel calling
// it. GCC 12 takes `#pragma acc routine` only before a function's first use, and a member
// function has no declaration outside its class to carry it, so the kernel (printed before
// main) would call the helper before its directive: the OpenACC target refuses the dispatch;
// CUDA, HIP and OpenMP translate it.
#include <Kokkos_Core.hpp>

using member = Kokkos::TeamPolicy<>::member_type;

struct Rows {
  Kokkos::View<double **> a;
  KOKKOS_INLINE_FUNCTION void bump(const member &t) const;
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Rows r{Kokkos::View<double **>("a", 4, 8)};
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(4, Kokkos::AUTO),
                         KOKKOS_LAMBDA(const member &t) { r.bump(t); });
    Kokkos::fence();
  }
  Kokkos::finalize();
}

KOKKOS_INLINE_FUNCTION void Rows::bump(const member &t) const {
  Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 8),
                       [&](const int j) { a(t.league_rank(), j) += j; });
}

// RUN: %kt --target=openacc --verify %s
// RUN: %refuses openacc 3 %s | FileCheck %s
// RUN: %kt --target=cuda %s -o %t.cu
// CHECK: input.cpp:19:5: error: {{.*}}'bump', which its file defines after{{.*}}[KT1021]
// expected-error-re@19 {{calls the team helper 'bump', which its file defines after{{.*}}[KT1021]}}
