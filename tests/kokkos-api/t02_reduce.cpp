// Area: parallel_reduce with 0/1/many results, scalar / View / reducer
// results, all built-in reducers, ValLocScalar, MinMaxScalar,
// reduction_identity, functor-based reductions.
#include <Kokkos_Core.hpp>

#include <cfloat>
#include <cstdio>

struct SumFunctor {
  using value_type = double;
  Kokkos::View<const double*> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type& sum) const { sum += x(i); }
  KOKKOS_INLINE_FUNCTION void init(value_type& v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION void join(value_type& dst, const value_type& src) const { dst += src; }
  KOKKOS_INLINE_FUNCTION void final(value_type& v) const { (void)v; }
};

struct MyPair {
  double a;
  int b;
};
namespace Kokkos {
template <>
struct reduction_identity<MyPair> {
  KOKKOS_FORCEINLINE_FUNCTION static MyPair sum() { return MyPair{0.0, 0}; }
};
}  // namespace Kokkos

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 64;
    Kokkos::View<double*> x("x", N);
    Kokkos::parallel_for(N, KOKKOS_LAMBDA(int i) { x(i) = 1.0 + i; });

    double sum = 0.0;
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(const int i, double& lsum) { lsum += x(i); }, sum);
    Kokkos::parallel_reduce("labelled", N, KOKKOS_LAMBDA(const int i, double& lsum) { lsum += x(i); }, sum);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, N),
                            KOKKOS_LAMBDA(const int i, double& lsum) { lsum += x(i); }, sum);
    Kokkos::parallel_reduce("lp", Kokkos::RangePolicy<>(0, N),
                            KOKKOS_LAMBDA(const int i, double& lsum) { lsum += x(i); }, sum);

    // reducers built from scalars
    double prod = 1.0, mn = 0.0, mx = 0.0;
    int all = 0, any = 0, band = 0, bor = 0;
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, double& v) { v *= x(i); }, Kokkos::Prod<double>(prod));
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, double& v) { v = v < x(i) ? v : x(i); }, Kokkos::Min<double>(mn));
    Kokkos::parallel_reduce("max", N, KOKKOS_LAMBDA(int i, double& v) { if (x(i) > v) v = x(i); },
                            Kokkos::Max<double>(mx));
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, int& v) { v = v && (x(i) > 0); }, Kokkos::LAnd<int>(all));
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, int& v) { v = v || (x(i) > 5); }, Kokkos::LOr<int>(any));
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, int& v) { v &= i; }, Kokkos::BAnd<int>(band));
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, int& v) { v |= i; }, Kokkos::BOr<int>(bor));
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, double& v) { v += x(i); }, Kokkos::Sum<double>(sum));
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, double& v) { v += x(i); },
                            Kokkos::Sum<double, Kokkos::HostSpace>(sum));

    // location reducers
    using MinLocT = Kokkos::MinLoc<double, int>;
    MinLocT::value_type minloc;
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, MinLocT::value_type& v) {
          if (x(i) < v.val) { v.val = x(i); v.loc = i; }
        }, MinLocT(minloc));
    Kokkos::MaxLoc<double, int>::value_type maxloc;
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, Kokkos::ValLocScalar<double, int>& v) {
          if (x(i) > v.val) { v.val = x(i); v.loc = i; }
        }, Kokkos::MaxLoc<double, int>(maxloc));
    std::printf("%f %d %f %d\n", minloc.val, minloc.loc, maxloc.val, maxloc.loc);
    Kokkos::MinMaxScalar<double> mm;
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, Kokkos::MinMaxScalar<double>& v) {
          if (x(i) < v.min_val) v.min_val = x(i);
          if (x(i) > v.max_val) v.max_val = x(i);
        }, Kokkos::MinMax<double>(mm));
    Kokkos::MinMaxLocScalar<double, int> mml;
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, Kokkos::MinMaxLocScalar<double, int>& v) {
          if (x(i) < v.min_val) { v.min_val = x(i); v.min_loc = i; }
        }, Kokkos::MinMaxLoc<double, int>(mml));

    // result in a View; reducer constructed from a View
    Kokkos::View<double> result("result");
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, double& v) { v += x(i); }, result);
    Kokkos::View<double, Kokkos::HostSpace> hresult("hresult");
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, double& v) { v += x(i); }, Kokkos::Sum<double, Kokkos::HostSpace>(hresult));

    // several results at once (Kokkos >= 3.2)
    double s1 = 0, s2 = 0;
    int cnt = 0;
    Kokkos::parallel_reduce("multi", N, KOKKOS_LAMBDA(int i, double& a, double& b, int& c) {
          a += x(i); b += 2 * x(i); c += 1;
        }, s1, s2, cnt);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, N), KOKKOS_LAMBDA(int i, double& a, double& b) {
          a += x(i); if (x(i) > b) b = x(i);
        }, Kokkos::Sum<double>(s1), Kokkos::Max<double>(s2));

    // functor with init/join; no result argument
    SumFunctor f{x};
    Kokkos::parallel_reduce(N, f, sum);
    Kokkos::parallel_reduce(Kokkos::RangePolicy<>(0, N), f);

    double id = Kokkos::reduction_identity<double>::sum() + Kokkos::reduction_identity<double>::max();
    MyPair mp = Kokkos::reduction_identity<MyPair>::sum();
    (void)id; (void)mp;
    static_assert(std::is_same<Kokkos::Sum<double>::value_type, double>::value, "");
    static_assert(Kokkos::is_reducer<Kokkos::Sum<double>>::value, "");

#if KOKKOS_VERSION >= 40000
    Kokkos::View<double, Kokkos::HostSpace> ctad_view("ctad");
    Kokkos::parallel_reduce(N, KOKKOS_LAMBDA(int i, double& v) { v += x(i); }, Kokkos::Sum(ctad_view));
#endif
  }
  Kokkos::finalize();
  return 0;
}
