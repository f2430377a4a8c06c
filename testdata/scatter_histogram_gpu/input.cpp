// scatter_histogram_gpu: heavily contended ScatterView contributions and Kokkos atomics (issue 28
// item 4: on an H200 the OpenACC build lost 2% of 150,000 ScatterView contributions into 10
// bins, which the OpenACC host run cannot show). Every count is exact: integer values, and
// floating values that are small integers or powers of two, so any lost update changes a number.
// Must be run on the GPU (scripts/gpu-validate.sh) for openmp and openacc as well as cuda/hip.
//
// Covers: ScatterView<int*> (+= 1, ++), <double*> (+= 1.0), <float*> (-= 1, through update()),
// <long*> ScatterDuplicated, ScatterMax/ScatterMin, ScatterProd (x2 per hit); contributions from
// a RangePolicy, from TeamThreadRange, from ThreadVectorRange inside TeamThreadRange, and from
// Kokkos::single(PerTeam); Kokkos::atomic_add / fetch_add / sub / inc / dec / fetch_max /
// fetch_min / mul / div / fetch_or / fetch_and / exchange / compare_exchange (a CAS loop in
// the kernel) on int, long, unsigned, float, double and complex<double>; a MemoryTraits<Atomic>
// View.
#include <Kokkos_Core.hpp>
#include <Kokkos_Complex.hpp>
#include <Kokkos_ScatterView.hpp>
#include <cstdio>

using member_type = Kokkos::TeamPolicy<>::member_type;

template <class V> double host_sum(const V& v, long* first = nullptr) {
  auto h = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), v);
  double s = 0;
  for (int b = 0; b < int(h.extent(0)); ++b) s += double(h(b)) * (b + 1);
  if (first) *first = long(h(0));
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 150000, bins = 10;
    long b0 = 0;

    // RangePolicy: 150,000 contributions into 10 bins, int, double and float.
    Kokkos::View<int*> hi("hi", bins);
    Kokkos::View<double*> hd("hd", bins);
    Kokkos::View<float*> hf("hf", bins);
    auto si = Kokkos::Experimental::create_scatter_view(hi);
    auto sd = Kokkos::Experimental::create_scatter_view(hd);
    auto sf = Kokkos::Experimental::create_scatter_view(hf);
    Kokkos::parallel_for("range_hist", n, KOKKOS_LAMBDA(const int i) {
      auto ai = si.access();
      auto ad = sd.access();
      auto af = sf.access();
      ai(i % bins) += 1;
      ai((i / 7) % bins)++;
      ad((i * 3) % bins) += 1.0;
      af(i % bins).update(-1.0f);
    });
    Kokkos::Experimental::contribute(hi, si);
    Kokkos::Experimental::contribute(hd, sd);
    Kokkos::Experimental::contribute(hf, sf);
    const double ri = host_sum(hi, &b0);
    std::printf("range int %.0f bin0 %ld\n", ri, b0);
    std::printf("range double %.0f float %.0f\n", host_sum(hd), host_sum(hf));

    // Duplicated long contributions, max, min and product.
    Kokkos::View<long*> hl("hl", bins);
    Kokkos::Experimental::ScatterView<long*, Kokkos::View<long*>::array_layout, Kokkos::DefaultExecutionSpace, Kokkos::Experimental::ScatterSum,
                    Kokkos::Experimental::ScatterDuplicated, Kokkos::Experimental::ScatterAtomic>
        sl(hl);
    Kokkos::View<int*> mx("mx", bins), mn("mn", bins);
    Kokkos::deep_copy(mn, n);
    Kokkos::View<double*> pr("pr", bins);
    Kokkos::deep_copy(pr, 1.0);
    auto smax = Kokkos::Experimental::create_scatter_view(Kokkos::Experimental::ScatterMax(), mx);
    auto smin = Kokkos::Experimental::create_scatter_view(Kokkos::Experimental::ScatterMin(), mn);
    auto sprod = Kokkos::Experimental::create_scatter_view(Kokkos::Experimental::ScatterProd(), pr);
    Kokkos::parallel_for("range_ops", n, KOKKOS_LAMBDA(const int i) {
      sl.access()(i % bins) += i % 5;
      smax.access()(i % bins).update(i);
      smin.access()(i % bins).update(i);
      if (i % 5000 == i % bins) sprod.access()(i % bins).update(2.0);
    });
    Kokkos::Experimental::contribute(hl, sl);
    Kokkos::Experimental::contribute(mx, smax);
    Kokkos::Experimental::contribute(mn, smin);
    Kokkos::Experimental::contribute(pr, sprod);
    std::printf("duplicated long %.0f max %.0f min %.0f prod %.0f\n", host_sum(hl), host_sum(mx), host_sum(mn),
                host_sum(pr));

    // Team kernels: TeamThreadRange, ThreadVectorRange inside it, and one per team.
    const int league = 300, per_team = 500;
    Kokkos::View<int*> ht("ht", bins), hs("hs", bins);
    Kokkos::View<double*> hv("hv", bins);
    auto st = Kokkos::Experimental::create_scatter_view(ht);
    auto sv = Kokkos::Experimental::create_scatter_view(hv);
    auto ss = Kokkos::Experimental::create_scatter_view(hs);
    Kokkos::parallel_for("team_hist", Kokkos::TeamPolicy<>(league, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) {
      auto at = st.access();
      auto av = sv.access();
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, per_team), [&](const int j) {
        at((t.league_rank() + j) % bins) += 1;
      });
      Kokkos::parallel_for(Kokkos::TeamThreadRange(t, 25), [&](const int j) {
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, 20), [&](const int k) {
          av((j * 20 + k) % bins) += 1.0;
        });
      });
      Kokkos::single(Kokkos::PerTeam(t), [&]() { ss.access()(t.league_rank() % bins) += 1; });
    });
    Kokkos::Experimental::contribute(ht, st);
    Kokkos::Experimental::contribute(hv, sv);
    Kokkos::Experimental::contribute(hs, ss);
    std::printf("team %.0f vector %.0f single %.0f\n", host_sum(ht), host_sum(hv), host_sum(hs));

    // Kokkos::atomic_* on every type.
    Kokkos::View<int*> ai("ai", bins);
    Kokkos::View<long*> al("al", bins);
    Kokkos::View<unsigned*> au("au", bins);
    Kokkos::View<float*> af("af", bins);
    Kokkos::View<double*> ad("ad", bins), am("am", bins), dv("dv", bins);
    Kokkos::View<int*> ax("ax", bins), an("an", bins), bo("bo", bins), ba("ba", bins), cas("cas", bins), ex("ex", bins);
    Kokkos::View<Kokkos::complex<double>*> ac("ac", bins);
    Kokkos::deep_copy(am, 1.0);
    Kokkos::deep_copy(dv, 1099511627776.0);  // 2^40
    Kokkos::deep_copy(an, n);
    Kokkos::deep_copy(ba, -1);
    Kokkos::parallel_for("atomics", n, KOKKOS_LAMBDA(const int i) {
      const int b = i % bins;
      Kokkos::atomic_add(&ai(b), 1);
      (void)Kokkos::atomic_fetch_add(&al(b), long(i));
      Kokkos::atomic_sub(&ai(b), 2);
      Kokkos::atomic_increment(&au(b));
      Kokkos::atomic_add(&af(b), 0.5f);
      Kokkos::atomic_add(&ad(b), 0.25);
      Kokkos::atomic_sub(&ad(b), 1.0);
      (void)Kokkos::atomic_fetch_max(&ax(b), i);
      (void)Kokkos::atomic_fetch_min(&an(b), i);
      if (i % 5000 == b) {
        Kokkos::atomic_mul(&am(b), 2.0);
        Kokkos::atomic_div(&dv(b), 2.0);
      }
      (void)Kokkos::atomic_fetch_or(&bo(b), 1 << (i % 20));
      (void)Kokkos::atomic_fetch_and(&ba(b), ~(1 << (i % 24)) | (i % 3 == 0 ? 0 : (1 << (i % 24))));
      int old = cas(b);
      while (true) {
        const int seen = Kokkos::atomic_compare_exchange(&cas(b), old, old + 1);
        if (seen == old) break;
        old = seen;
      }
      if (i % 1000 == b) (void)Kokkos::atomic_exchange(&ex(b), i);
      Kokkos::atomic_add(&ac(b), Kokkos::complex<double>(1.0, -0.5));
    });
    Kokkos::fence();
    std::printf("atomic int %.0f long %.0f unsigned %.0f\n", host_sum(ai), host_sum(al), host_sum(au));
    std::printf("atomic float %.0f double %.2f\n", host_sum(af), host_sum(ad));
    std::printf("atomic max %.0f min %.0f mul %.0f div %.0f\n", host_sum(ax), host_sum(an), host_sum(am), host_sum(dv));
    std::printf("atomic or %.0f and %.0f cas %.0f\n", host_sum(bo), host_sum(ba), host_sum(cas));
    auto hex = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), ex);
    int ex_ok = 1;
    for (int b = 0; b < bins; ++b) ex_ok &= hex(b) % 1000 == b ? 1 : 0;
    auto hc = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), ac);
    double cre = 0, cim = 0;
    for (int b = 0; b < bins; ++b) cre += hc(b).real(), cim += hc(b).imag();
    std::printf("exchange ok %d complex %.1f %.1f\n", ex_ok, cre, cim);

    // An atomic View.
    Kokkos::View<int*, Kokkos::MemoryTraits<Kokkos::Atomic>> av("av", bins);
    Kokkos::parallel_for("atomic_view", n, KOKKOS_LAMBDA(const int i) {
      av(i % bins) += 1;
      av((i + 3) % bins)++;
    });
    Kokkos::View<int*> avp = av;
    std::printf("atomic view %.0f\n", host_sum(avp));
  }
  Kokkos::finalize();
}
