// scatter_view: Kokkos::Experimental::ScatterView and UniqueToken.
//
// Covers: create_scatter_view with the default op (ScatterSum), access() in a lambda
// (`auto a = sv.access(); a(i) += x;`, ++, -=), contribute(view, sv), reset(); a rank-2 scatter;
// ScatterMax and ScatterMin through update(); the explicit ScatterDuplicated / ScatterAtomic and
// ScatterNonDuplicated / ScatterNonAtomic template arguments; a functor holding a ScatterView;
// UniqueToken acquire/release in a kernel (each token id owns a slot of a per-token array,
// summed at the end, so the result does not depend on which ids were handed out).

#include <Kokkos_Core.hpp>
#include <Kokkos_ScatterView.hpp>
#include <cstdio>

using hist_t = Kokkos::Experimental::ScatterView<int*>;

struct Histogram {
  hist_t sv;
  int bins;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const {
    auto acc = sv.access();
    acc((i * 7) % bins) += 1;
  }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000, bins = 16;
    Kokkos::View<double*> h("h", bins);
    auto sv = Kokkos::Experimental::create_scatter_view(h);
    Kokkos::parallel_for("scatter", n, KOKKOS_LAMBDA(const int i) {
      auto a = sv.access();
      a(i % bins) += 0.5 * (i % 3);
      a((i + 1) % bins)++;
      a((i + 2) % bins) -= 0.25;
    });
    Kokkos::Experimental::contribute(h, sv);
    auto hh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), h);
    double t = 0.0;
    for (int b = 0; b < bins; ++b) t += hh(b) * (b + 1);
    printf("sum_weighted %.3f\n", t);
    printf("bin0 %.3f bin15 %.3f\n", hh(0), hh(bins - 1));

    // reset() and a second round into the same View.
    sv.reset();
    Kokkos::parallel_for("scatter2", n, KOKKOS_LAMBDA(const int i) {
      auto a = sv.access();
      a(i % bins) += 1.0;
    });
    Kokkos::Experimental::contribute(h, sv);
    Kokkos::deep_copy(hh, h);
    printf("after_reset %.1f %.1f\n", hh(0), hh(bins - 1));

    // Rank 2, explicitly duplicated and atomic: contributions reach h2 at contribute().
    Kokkos::View<long**> h2("h2", 4, 3);
    Kokkos::deep_copy(h2, 100);
    Kokkos::Experimental::ScatterView<long**, Kokkos::View<long**>::array_layout,
                                      Kokkos::DefaultExecutionSpace,
                                      Kokkos::Experimental::ScatterSum,
                                      Kokkos::Experimental::ScatterDuplicated,
                                      Kokkos::Experimental::ScatterAtomic>
        s2(h2);
    Kokkos::parallel_for("scatter_2d", n, KOKKOS_LAMBDA(const int i) {
      auto a = s2.access();
      a(i % 4, i % 3) += i;
    });
    Kokkos::Experimental::contribute(h2, s2);
    auto h2h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), h2);
    long t2 = 0;
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 3; ++j) t2 += h2h(i, j) * (3 * i + j + 1);
    printf("scatter_2d %ld\n", t2);

    // Max and Min through update().
    Kokkos::View<int*> mx("mx", 8), mn("mn", 8);
    Kokkos::deep_copy(mn, 1 << 20);
    auto smax = Kokkos::Experimental::create_scatter_view(Kokkos::Experimental::ScatterMax(), mx);
    auto smin = Kokkos::Experimental::create_scatter_view<Kokkos::Experimental::ScatterMin,
                                                          Kokkos::Experimental::ScatterNonDuplicated,
                                                          Kokkos::Experimental::ScatterNonAtomic>(mn);
    Kokkos::parallel_for("minmax", n, KOKKOS_LAMBDA(const int i) {
      const int v = (i * 37) % 1009;
      smax.access()(i % 8).update(v);
      smin.access()(i % 8).update(v);
    });
    Kokkos::Experimental::contribute(mx, smax);
    Kokkos::Experimental::contribute(mn, smin);
    auto mxh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), mx);
    auto mnh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), mn);
    printf("max %d %d min %d %d\n", mxh(0), mxh(7), mnh(0), mnh(7));

    // A functor holding a ScatterView.
    Kokkos::View<int*> cnt("cnt", bins);
    Histogram f{hist_t(cnt), bins};
    Kokkos::parallel_for("hist", n, f);
    Kokkos::Experimental::contribute(cnt, f.sv);
    auto ch = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), cnt);
    long cs = 0;
    for (int b = 0; b < bins; ++b) cs += ch(b) * (b + 1);
    printf("hist %ld %d\n", cs, ch(3));

    // UniqueToken: each acquired id owns one slot of `work`.
    Kokkos::Experimental::UniqueToken<Kokkos::DefaultExecutionSpace> token;
    const int slots = token.size();
    Kokkos::View<long*> work("work", slots);
    Kokkos::parallel_for("tokens", n, KOKKOS_LAMBDA(const int i) {
      const int id = token.acquire();
      work(id) += i;
      token.release(id);
    });
    long ws = 0;
    Kokkos::parallel_reduce("sum_work", slots, KOKKOS_LAMBDA(const int i, long& acc) {
      acc += work(i);
    }, ws);
    printf("token_sum %ld %d\n", ws, (int)(slots > 0));

    // An instance token of a given size.
    Kokkos::Experimental::UniqueToken<Kokkos::DefaultExecutionSpace,
                                      Kokkos::Experimental::UniqueTokenScope::Instance>
        small(4);
    Kokkos::View<int*> hits("hits", 4);
    Kokkos::parallel_for("small_tokens", 100, KOKKOS_LAMBDA(const int i) {
      const int id = small.acquire();
      Kokkos::atomic_add(&hits(id), 1 + i % 2);
      small.release(id);
    });
    int hsum = 0;
    Kokkos::parallel_reduce("sum_hits", 4, KOKKOS_LAMBDA(const int i, int& acc) {
      acc += hits(i);
    }, hsum);
    printf("small_token %d %d\n", (int)(small.size() >= 1 && small.size() <= 4), hsum);
  }
  Kokkos::finalize();
  return 0;
}
