// nested_functor_references: nested dispatches over functors built in place whose fields are
// references (Kokkos' TestTeamVector, VectorScanReducer): they run as the lambda capturing
// those fields would, their operator() lowered in the kernel.
//
// Covers: a class template's team kernel whose TeamThreadRange functor holds the team member,
// a reducer, the team's offset and two Views by reference and runs a ThreadVectorRange
// parallel_scan with that reducer (Prod, Max) over a functor holding references too (inclusive
// and exclusive, the reducer's join called in its body); a team lambda whose TeamThreadRange
// functor holds the member and a value field and runs a ThreadVectorRange parallel_reduce over
// a functor into a variable and into a Kokkos::Max, and a parallel_for whose functor writes
// through a reference field bound to a Kokkos reducer's result. Every value is exact.
//
// The scan's total: Kokkos' device backends write it to the reducer's result, its host backends
// do not (nested_scan_reducer); the kernel's dummy result is not printed.

#include <Kokkos_Core.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

template <class Reducer, bool Inclusive, int NVector>
struct CheckScan {
  using value_type = typename Reducer::value_type;
  using view_type = Kokkos::View<value_type *>;
  static constexpr int n_thread = 7;
  static constexpr int n_per_team = n_thread * NVector;

  view_type inputs, outputs;
  int n_teams;

  struct VectorFunctor {
    KOKKOS_FUNCTION void operator()(const int j, value_type &update, const bool final) const {
      const int element = j + m_team_offset + m_thread_offset;
      const value_type tmp = m_inputs(element);
      if (Inclusive) {
        m_reducer.join(update, tmp);
        if (final) m_outputs(element) = update;
      } else {
        if (final) m_outputs(element) = update;
        m_reducer.join(update, tmp);
      }
    }

    const Reducer &m_reducer;
    const int &m_team_offset;
    const int &m_thread_offset;
    const view_type &m_outputs;
    const view_type &m_inputs;
  };

  struct ThreadFunctor {
    KOKKOS_FUNCTION void operator()(const int i) const {
      const int thread_offset = i * NVector;
      Kokkos::parallel_scan(Kokkos::ThreadVectorRange(m_team, NVector),
                            VectorFunctor{m_reducer, m_team_offset, thread_offset, m_outputs,
                                          m_inputs},
                            m_reducer);
    }

    const member_type &m_team;
    const Reducer &m_reducer;
    const int &m_team_offset;
    const view_type &m_outputs;
    const view_type &m_inputs;
  };

  KOKKOS_FUNCTION void operator()(const member_type &team) const {
    const int team_offset = team.league_rank() * n_per_team;
    value_type dummy;
    Reducer reducer(dummy);
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, n_thread),
                         ThreadFunctor{team, reducer, team_offset, outputs, inputs});
  }

  double run() {
    Kokkos::parallel_for(Kokkos::TeamPolicy<>(n_teams, Kokkos::AUTO, NVector), *this);
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), outputs);
    double s = 0;
    for (int i = 0; i < n_teams * n_per_team; ++i) s += h(i) * (i % 5 + 1);
    return s;
  }
};

using matrix = Kokkos::View<double **>;

struct DotFunctor {
  KOKKOS_INLINE_FUNCTION void operator()(const int j, double &s) const {
    s += m_m(m_row, j) * m_w;
  }
  const matrix &m_m;
  const int &m_row;
  double m_w;
};
struct PeakFunctor {
  KOKKOS_INLINE_FUNCTION void operator()(const int j, double &s) const {
    if (m_m(m_row, j) > s) s = m_m(m_row, j);
  }
  const matrix &m_m;
  int m_row;
};
struct FillFunctor {
  KOKKOS_INLINE_FUNCTION void operator()(const int j) const {
    if (j == 0) m_peak = m_row + 0.5;
  }
  double &m_peak;
  const int m_row;
};
struct RowFunctor {
  KOKKOS_INLINE_FUNCTION void operator()(const int k) const {
    const int row = m_first + k;
    double dot = 0;
    Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(m_team, m_m.extent(1)),
                            DotFunctor{m_m, row, 0.5}, dot);
    double peak = 0;
    Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(m_team, m_m.extent(1)),
                            PeakFunctor{m_m, row}, Kokkos::Max<double>(peak));
    double low = 0;
    Kokkos::parallel_for(Kokkos::ThreadVectorRange(m_team, 1), FillFunctor{low, row});
    Kokkos::single(Kokkos::PerThread(m_team), [&]() {
      m_out(row, 0) = dot;
      m_out(row, 1) = peak + m_team.league_rank();
      m_out(row, 2) = low;
    });
  }
  const member_type &m_team;
  int m_first;
  const matrix &m_m;
  const matrix &m_out;
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int nt = 5, nv = 8, n = nt * 7 * nv;
    Kokkos::View<double *> in("in", n), out("out", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { in(i) = 1 + (i % 4) * 0.25; });
    CheckScan<Kokkos::Prod<double>, true, nv> p{in, out, nt};
    const double sp = p.run();
    CheckScan<Kokkos::Prod<double>, false, nv> q{in, out, nt};
    const double sq = q.run();
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { in(i) = (i * 37) % 101; });
    CheckScan<Kokkos::Max<double>, true, nv> r{in, out, nt};
    const double sr = r.run();
    std::printf("scan prod %.4f exclusive %.4f max %.1f\n", sp, sq, sr);

    const int R = 12, C = 37, per = 3;
    matrix m("m", R, C), res("res", R, 3);
    Kokkos::parallel_for(
        Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {R, C}),
        KOKKOS_LAMBDA(const int i, const int j) { m(i, j) = (i * 7 + j * 3) % 11; });
    Kokkos::parallel_for(
        Kokkos::TeamPolicy<>(R / per, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type &t) {
          Kokkos::parallel_for(Kokkos::TeamThreadRange(t, per),
                               RowFunctor{t, t.league_rank() * per, m, res});
        });
    auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), res);
    double s0 = 0, s1 = 0, s2 = 0;
    for (int i = 0; i < R; ++i) {
      s0 += h(i, 0) * (i + 1);
      s1 += h(i, 1) * (i + 1);
      s2 += h(i, 2);
    }
    std::printf("rows dot %.2f peak %.1f fill %.1f\n", s0, s1, s2);
  }
  Kokkos::finalize();
  return 0;
}
