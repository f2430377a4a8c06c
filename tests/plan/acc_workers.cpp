// The OpenACC team launch is planned from the model: a kernel whose only nested range is in a
// team helper it calls still gets its workers; one without worker loops gets one worker; a
// kernel that uses thread_scratch gets one worker and no vector lanes in its worker loops;
// a TeamThreadRange whose body leaves the vector lanes free also spreads over them, one
// whose body holds a ThreadVectorRange does not.
// RUN: %kt --target=openacc %s -o %t.cpp
// RUN: grep -v CHECK %t.cpp | FileCheck %s
#include <Kokkos_Core.hpp>

using member = Kokkos::TeamPolicy<>::member_type;

KOKKOS_INLINE_FUNCTION void helper_row(const member &t, Kokkos::View<double **> x) {
  Kokkos::parallel_for(Kokkos::TeamThreadRange(t, x.extent(1)),
                       [&](const int j) { x(t.league_rank(), j) += 1; });
}

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 16, m = 8;
    Kokkos::View<double **> x("x", n, m);
    Kokkos::View<double *> y("y", n);
    // CHECK-LABEL: void kt_by_helper_
    // CHECK: num_workers(kt_ts < 32 ? kt_ts : 32)
    Kokkos::parallel_for("by_helper", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      helper_row(t, x);
    });
    // CHECK-LABEL: void kt_no_ranges_
    // CHECK: num_workers(1)
    Kokkos::parallel_for("no_ranges", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      y(t.league_rank()) = 2;
    });
    // CHECK-LABEL: void kt_lanes_
    // CHECK: num_workers(kt_ts < 32 ? kt_ts : 32)
    // CHECK: #pragma acc loop worker vector{{$}}
    Kokkos::parallel_for("lanes", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) { x(t.league_rank(), j) = j; });
    });
    // CHECK-LABEL: void kt_nested_
    // CHECK: num_workers(kt_ts < 32 ? kt_ts : 32)
    // CHECK: #pragma acc loop worker{{$}}
    // CHECK: #pragma acc loop vector
    Kokkos::parallel_for("nested", Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member &t) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 2), [&](const int i) {
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, m / 2), [&](const int j) {
          x(t.league_rank(), i * (m / 2) + j) = i + j;
        });
      });
    });
    // CHECK-LABEL: void kt_scratch_
    // CHECK: num_workers(1)
    // CHECK: #pragma acc loop worker{{$}}
    Kokkos::parallel_for("scratch", Kokkos::TeamPolicy<>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerThread(64)),
                         KOKKOS_LAMBDA(const member &t) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) {
        double *w = (double *)t.thread_scratch(0).get_shmem(sizeof(double));
        w[0] = j;
        x(t.league_rank(), j) = w[0];
      });
    });
    Kokkos::fence();
  }
  Kokkos::finalize();
}
