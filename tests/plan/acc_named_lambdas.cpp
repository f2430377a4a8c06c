// OpenACC, lambda variables called inside a TeamThreadRange (TeamNamedLambda.cpp): their
// captures are bound before the loop, so a team-level variable or the kernel's accumulator they
// write cannot be made private or reduced by the worker loop's clauses: such team-level code
// runs as loops over the team's ranks (kt_rank), the lambda declared in each rank's iteration
// (whose reduction clause then privatises the accumulator the lambda captures). A lambda variable that writes only Views and its own
// parameters keeps the gang-redundant form.
// RUN: %kt --target=openacc %s -o %t.cpp
// RUN: grep -v CHECK %t.cpp | FileCheck %s
#include <Kokkos_Core.hpp>

using member = Kokkos::TeamPolicy<>::member_type;

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 16, m = 8;
    Kokkos::View<double **> x("x", n, m);
    // CHECK-LABEL: void kt_views_
    // CHECK-NOT: kt_rank
    // CHECK: #pragma acc loop worker vector reduction(+ : acc)
    // CHECK-NOT: kt_rank
    Kokkos::parallel_for("views", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      const int r = t.league_rank();
      const auto g = [&](const int j, double &acc) { acc += x(r, j); };
      double s;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, m), g, s);
      x(r, 0) = s;
    });
    // CHECK-LABEL: double kt_accumulator_
    // CHECK: #pragma acc loop worker vector reduction(+ : upd)
    // CHECK-NEXT: for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)
    // CHECK: const auto add =
    // CHECK: #pragma acc loop seq
    double tot = 0;
    Kokkos::parallel_reduce("accumulator", Kokkos::TeamPolicy<>(n, Kokkos::AUTO),
        KOKKOS_LAMBDA(const member &t, double &upd) {
          const int r = t.league_rank();
          const auto add = [&](const int j) { upd += x(r, j); };
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), add);
        }, tot);
    // CHECK-LABEL: void kt_local_
    // CHECK-NOT: private(
    // CHECK: for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)
    Kokkos::parallel_for("local", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      double last;
      const auto keep = [&](const int j) { last = j; };
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), keep);
    });
    // A lambda variable declared at team level and passed to a ThreadVectorRange inside a
    // TeamThreadRange writes a team-level variable: the outer range sees that write.
    // CHECK-LABEL: void kt_inner_
    // CHECK: for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)
    // CHECK: const auto keep =
    Kokkos::parallel_for("inner", Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member &t) {
      double last = 0;
      const auto keep = [&](const int j) { last = j; };
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int i) {
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, m), keep);
        x(t.league_rank(), i) = last;
      });
    });
  }
  Kokkos::finalize();
}
