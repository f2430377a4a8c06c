// templates: dispatches inside function templates and member functions of class templates.
//
// Covers: a function template over the value type (dependent View<T*> captures, T scalar
// captures, a T accumulator) instantiated for double and float; a non-type template
// parameter with a default used as an array size (float x[PPWI]) and in `if constexpr`;
// `typename V::value_type` through a local alias of a dependent View; a template over the
// View type itself (Max reducer of its value_type); a team reduction
// and an MDRange kernel in templates; a parallel_scan in a template; a member function of a
// class template whose lambda uses only locals (copies of members).

#include <Kokkos_Core.hpp>
#include <cstdio>

template <class T, int PPWI = 4>
T scaled_sum(Kokkos::View<T*> x, T a) {
  using V = Kokkos::View<T*>;
  V y("y", x.extent(0));
  typename V::value_type b = a * 2;
  Kokkos::parallel_for("scale", x.extent(0), KOKKOS_LAMBDA(const int i) {
    T buf[PPWI];
    for (int k = 0; k < PPWI; ++k) buf[k] = x(i) * a + k;
    if constexpr (PPWI > 2) {
      y(i) = buf[PPWI - 1] + b;
    } else {
      y(i) = buf[0] - b;
    }
  });
  T s = 0;
  Kokkos::parallel_reduce(x.extent(0), KOKKOS_LAMBDA(const int i, T& acc) { acc += y(i); }, s);
  return s;
}

// A template over the View type: the value type comes from the View.
template <class ViewType>
typename ViewType::value_type max_abs(const ViewType& v) {
  typename ViewType::value_type m = 0;
  Kokkos::parallel_reduce(
      "max_abs", v.extent(0),
      KOKKOS_LAMBDA(const int i, typename ViewType::value_type& r) {
        const typename ViewType::value_type a = v(i) < 0 ? -v(i) : v(i);
        if (a > r) r = a;
      },
      Kokkos::Max<typename ViewType::value_type>(m));
  return m;
}

// Team reduction per row and an MDRange fill, both in one template.
template <typename Scalar>
void row_sums(int rows, int cols, Kokkos::View<Scalar*> out) {
  Kokkos::View<Scalar**> A("A", rows, cols);
  Kokkos::parallel_for("fill2d", Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {rows, cols}),
                       KOKKOS_LAMBDA(const int i, const int j) {
    A(i, j) = Scalar(i + 1) / Scalar(j + 1);
  });
  using member_type = typename Kokkos::TeamPolicy<>::member_type;
  Kokkos::parallel_for("rows", Kokkos::TeamPolicy<>(rows, Kokkos::AUTO),
                       KOKKOS_LAMBDA(const member_type& team) {
    const int i = team.league_rank();
    Scalar sum = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, cols),
                            [&](const int j, Scalar& acc) { acc += A(i, j); }, sum);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { out(i) = sum; });
  });
}

// Exclusive prefix sum of a template value type.
template <class T>
T prefix(Kokkos::View<T*> in, Kokkos::View<T*> out) {
  T total = 0;
  Kokkos::parallel_scan(
      "prefix", in.extent(0),
      KOKKOS_LAMBDA(const int i, T& partial, const bool final) {
        if (final) out(i) = partial;
        partial += in(i);
      },
      total);
  return total;
}

// A class template whose member function dispatches with copies of its members.
template <class T>
class Scaler {
 public:
  Scaler(T factor, int n) : factor_(factor), data_("data", n) {}
  void apply() {
    const T f = factor_;
    auto d = data_;
    Kokkos::parallel_for("apply", d.extent(0), KOKKOS_LAMBDA(const int i) {
      d(i) = f * (i % 10);
    });
  }
  T total() const {
    T s = 0;
    auto d = data_;
    Kokkos::parallel_reduce("total", d.extent(0),
                            KOKKOS_LAMBDA(const int i, T& acc) { acc += d(i); }, s);
    return s;
  }

 private:
  T factor_;
  Kokkos::View<T*> data_;
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 10000;
    Kokkos::View<double*> xd("xd", n);
    Kokkos::View<float*> xf("xf", n);
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) {
      xd(i) = 0.5 * (i % 17) - 3.0;
      xf(i) = 0.25f * (i % 13);
    });
    printf("scaled_sum_double %.17g\n", scaled_sum(xd, 1.5));
    printf("scaled_sum_float2 %.9g\n", (double)scaled_sum<float, 2>(xf, 3.0f));
    printf("max_abs_double %.17g\n", max_abs(xd));
    printf("max_abs_float %.9g\n", (double)max_abs(xf));

    Kokkos::View<int*> sq("sq", n);
    Kokkos::parallel_for("squares", n, KOKKOS_LAMBDA(const int i) { sq(i) = (i % 100) * (i % 100); });
    long long sqsum = 0;
    Kokkos::parallel_reduce("sqsum", n, KOKKOS_LAMBDA(const int i, long long& acc) { acc += sq(i); },
                            sqsum);
    printf("sqsum %lld\n", sqsum);

    Kokkos::View<double*> rs("rs", 37);
    row_sums<double>(37, 53, rs);
    auto h_rs = Kokkos::create_mirror_view(rs);
    Kokkos::deep_copy(h_rs, rs);
    printf("row_sums %.17g %.17g %.17g\n", h_rs(0), h_rs(17), h_rs(36));

    Kokkos::View<long*> in("in", n), out("out", n);
    Kokkos::parallel_for("init_in", n, KOKKOS_LAMBDA(const int i) { in(i) = i % 7; });
    const long tot = prefix(in, out);
    auto h_out = Kokkos::create_mirror_view(out);
    Kokkos::deep_copy(h_out, out);
    printf("prefix %ld %ld %ld\n", tot, h_out(n / 2), h_out(n - 1));

    Scaler<double> sc(0.75, 5000);
    sc.apply();
    printf("scaler_double %.17g\n", sc.total());
    Scaler<int> si(3, 4000);
    si.apply();
    printf("scaler_int %.17g\n", (double)si.total());
  }
  Kokkos::finalize();
  return 0;
}
