// OpenACC, a team kernel with an explicit team size: `if (team_rank() == 0)` guarding writes of
// shared memory only (a View, through a pointer, through a non-const member function of a
// captured object that writes a View) lets team-level code run once per gang; a guard that
// writes a team-level variable (each thread's own in Kokkos; also through a pointer to it),
// has an `else`, or calls a member function that writes its object's members runs as loops
// over the team's ranks (kt_rank).
// Variables declared without a value and used only in one TeamThreadRange are private to its
// workers; one also read after the range is not (per rank instead).
// RUN: %kt --target=openacc %s -o %t.cpp
// RUN: grep -v CHECK %t.cpp | FileCheck %s
#include <Kokkos_Core.hpp>

using member = Kokkos::TeamPolicy<>::member_type;

struct Rows {
  Kokkos::View<double **> a;
  int calls;
  KOKKOS_INLINE_FUNCTION void zero(const int r) { a(r, 0) = 0; }
  KOKKOS_INLINE_FUNCTION void count() { ++calls; }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 16, m = 8, ts = 2;
    Kokkos::View<double **> x("x", n, m);
    // CHECK-LABEL: void kt_shared_
    // CHECK-NOT: kt_rank
    // CHECK: if (0 == 0)
    // CHECK-NOT: kt_rank
    // CHECK-LABEL: void kt_own_
    Kokkos::parallel_for("shared", Kokkos::TeamPolicy<>(n, ts), KOKKOS_LAMBDA(const member &t) {
      const int b = t.league_rank();
      Rows rows{x, 0};
      if (t.team_rank() == 0) {
        double *p = &x(b, 0);
        p[1] = 2;
        x(b, 2) = 3;
        rows.zero(b);
      }
      t.team_barrier();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) { x(b, j) += 1; });
    });
    // CHECK: for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)
    // CHECK-LABEL: void kt_else_
    Kokkos::parallel_for("own", Kokkos::TeamPolicy<>(n, ts), KOKKOS_LAMBDA(const member &t) {
      const int b = t.league_rank();
      double w = 1, *pw = &w;
      if (t.team_rank() == 0)
        *pw = 2; // through a pointer to a team-level variable
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) { x(b, j) = w; });
    });
    // CHECK: for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)
    // CHECK-LABEL: void kt_member_state_
    Kokkos::parallel_for("else", Kokkos::TeamPolicy<>(n, ts), KOKKOS_LAMBDA(const member &t) {
      const int b = t.league_rank();
      if (t.team_rank() == 0)
        x(b, 0) = 1;
      else
        x(b, 1) = 1;
    });
    // CHECK: for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)
    // CHECK-LABEL: void kt_private_
    Kokkos::parallel_for("member_state", Kokkos::TeamPolicy<>(n, ts), KOKKOS_LAMBDA(const member &t) {
      const int b = t.league_rank();
      Rows rows{x, 0};
      if (t.team_rank() == 0)
        rows.count();
      x(b, 3) = rows.calls;
    });
    // CHECK: #pragma acc loop worker vector private(u, v){{$}}
    // CHECK-LABEL: void kt_read_after_
    Kokkos::parallel_for("private", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      const int b = t.league_rank();
      double u, v;
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) {
        u = x(b, j);
        v = u * u;
        x(b, j) = v;
      });
    });
    // CHECK-NOT: {{ private\(}}
    // CHECK: for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)
    Kokkos::parallel_for("read_after", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member &t) {
      const int b = t.league_rank();
      double u;
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) { u = x(b, j); });
      x(b, 0) = u;
    });
  }
  Kokkos::finalize();
}
