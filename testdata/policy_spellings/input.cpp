// policy_spellings: the ways programs spell policies and spaces.
//
// Covers: `using namespace Kokkos;` (in a namespace and in main) with unqualified dispatches,
// policies and Views; an MDRangePolicy written with double braces ({{0, 0}}), at the dispatch
// and in a variable; its bounds given as point_type and Kokkos::Array variables; policies returned by helper
// functions (Range, MDRange, Team; called at the dispatch or stored in a variable); execution
// and memory spaces named through aliases (`using ExecSpace = ...`) and through user macros
// whose replacement is one Kokkos name (`#define HostMem Kokkos::HostSpace`).

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <cstdio>

#define HostMem Kokkos::HostSpace
#define HostExec Kokkos::DefaultHostExecutionSpace

namespace app {
using namespace Kokkos;

using ExecSpace = DefaultExecutionSpace;
using MemSpace = ExecSpace::memory_space;
using MD2 = MDRangePolicy<ExecSpace, Rank<2>>;
using member_type = TeamPolicy<ExecSpace>::member_type;

RangePolicy<ExecSpace> make_range(int n) { return RangePolicy<ExecSpace>(1, n); }
auto make_md(int n, int m) { return MD2({{0, 0}}, {{n, m}}); }
TeamPolicy<ExecSpace> make_team(int league) { return TeamPolicy<ExecSpace>(league, AUTO); }
}  // namespace app

int main(int argc, char* argv[]) {
  using namespace Kokkos;
  using namespace app;
  initialize(argc, argv);
  {
    const int n = 60, m = 45;
    View<double**, MemSpace> a("a", n, m);
    parallel_for("double_brace", MDRangePolicy<ExecSpace, Rank<2>>({{0, 0}}, {{n, m}}),
                 KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = i * 0.5 + j; });
    MD2 brace_var({{1, 1}}, {{n - 1, m - 1}});
    parallel_for("brace_var", brace_var, KOKKOS_LAMBDA(const int i, const int j) { a(i, j) += 1.0; });
    MD2::point_type lo{{2, 3}}, hi{{n / 2, m / 2}};
    parallel_for("point_type", MD2(lo, hi), KOKKOS_LAMBDA(const int i, const int j) { a(i, j) *= 2.0; });
    Kokkos::Array<int64_t, 2> lo2{{0, 0}}, hi2{{n / 3, m / 3}};
    parallel_for("array_bounds", MD2(lo2, hi2), KOKKOS_LAMBDA(const int i, const int j) { a(i, j) -= 0.25; });
    double total = 0.0;
    parallel_reduce("md_helper", make_md(n, m),
                    KOKKOS_LAMBDA(const int i, const int j, double& s) { s += a(i, j); }, total);
    printf("mdrange_spellings %.4f\n", total);

    View<double*, MemSpace> v("v", n);
    parallel_for("range_helper", make_range(n), KOKKOS_LAMBDA(const int i) { v(i) = 3.0 * i; });
    auto r = make_range(n - 5);
    double vs = 0.0;
    parallel_reduce("range_helper_var", r, KOKKOS_LAMBDA(const int i, double& s) { s += v(i); }, vs);
    printf("range_helper %.1f\n", vs);

    View<double*, MemSpace> rows("rows", n);
    parallel_for("team_helper", make_team(n), KOKKOS_LAMBDA(const member_type& t) {
      double s = 0.0;
      parallel_reduce(TeamThreadRange(t, m), [&](const int j, double& p) { p += a(t.league_rank(), j); }, s);
      single(PerTeam(t), [&]() { rows(t.league_rank()) = s; });
    });
    auto tp = make_team(n / 2);
    double rsum = 0.0;
    parallel_reduce("team_helper_var", tp, KOKKOS_LAMBDA(const member_type& t, double& s) {
      single(PerTeam(t), [&]() { s += rows(2 * t.league_rank()); });
    }, rsum);
    printf("team_helper %.4f\n", rsum);

    View<double*, HostMem> h("h", 10);
    parallel_for("macro_space", RangePolicy<HostExec>(0, 10), KOKKOS_LAMBDA(const int i) { h(i) = i * i; });
    auto hv = create_mirror_view_and_copy(HostSpace(), v);
    printf("spaces %.1f %.1f\n", h(9), hv(7));
  }
  finalize();
  return 0;
}
