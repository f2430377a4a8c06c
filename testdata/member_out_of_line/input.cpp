// Shapes from TestSNAP: a member function declared in the class (no parameter names) and
// defined out of line after the kernels that call it; a dispatch inside a member function
// marked KOKKOS_INLINE_FUNCTION (its launch is host code only); and `using Kokkos::PerTeam;`
// with a TeamPolicy whose scratch is set in host code.
#include <Kokkos_Core.hpp>
#include <cstdio>

using Kokkos::PerTeam;
using Kokkos::parallel_for;
using team_policy = Kokkos::TeamPolicy<>;
using member_type = team_policy::member_type;
using ScratchView = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

#ifndef KOKKOS_CLASS_LAMBDA
#define KOKKOS_CLASS_LAMBDA [=, *this]
#endif

struct SNA {
  Kokkos::View<double*> a;
  double rcut;
  KOKKOS_INLINE_FUNCTION
  double sfac(double, double) const;
  KOKKOS_INLINE_FUNCTION
  void zero();
  void fill() {
    parallel_for("fill", a.extent(0), KOKKOS_CLASS_LAMBDA(const int i) { a(i) += sfac(i, rcut); });
  }
  void teams() {
    team_policy policy(4, Kokkos::AUTO);
    policy = policy.set_scratch_size(0, PerTeam(ScratchView::shmem_size(8)));
    parallel_for("teams", policy, KOKKOS_CLASS_LAMBDA(const member_type& t) {
      ScratchView s(t.team_scratch(0), 8);
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 8), [&](const int k) { s(k) = k; });
      t.team_barrier();
      Kokkos::single(Kokkos::PerTeam(t), [&]() { a(t.league_rank()) += s(7) * rcut; });
    });
  }
};

KOKKOS_INLINE_FUNCTION
double SNA::sfac(double r, double rc) const {
  return r < rc ? 1.0 : 0.5;
}

KOKKOS_INLINE_FUNCTION
void SNA::zero() {
  parallel_for("zero", a.extent(0), KOKKOS_CLASS_LAMBDA(const int i) { a(i) = 0.25 * i; });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    SNA s{Kokkos::View<double*>("a", 10), 4.5};
    s.zero();
    s.fill();
    s.teams();
    double t = 0;
    auto a = s.a;
    Kokkos::parallel_reduce(10, KOKKOS_LAMBDA(int i, double& acc) { acc += a(i) * (i + 1); }, t);
    std::printf("weighted sum %.4f\n", t);
  }
  Kokkos::finalize();
}
