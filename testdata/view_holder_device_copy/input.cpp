// view_holder_device_copy: objects of user classes holding Views made in device code: passed
// by value to a device function, copied into a local, built with braces from another's Views,
// and a class of three Views with a member function, from a range and a team kernel. GCC 12's
// OpenACC offload compiler crashed on each (its early inliner leaves the copy constructor's and
// destructor's calls in the compute construct): the OpenACC kernels that make such objects are
// flattened.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Fields {
  Kokkos::View<double *> a, b;
  double s;
};

struct Three {
  Kokkos::View<double *> x, y, z;
  KOKKOS_INLINE_FUNCTION double dot(const int i) const { return x(i) * y(i) + z(i); }
};

KOKKOS_INLINE_FUNCTION double mix(Fields f, const int i) { return f.a(i) + f.s * f.b(i); }
KOKKOS_INLINE_FUNCTION double three(Three t, const int i) { return t.dot(i); }

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 1000, league = 10;
    Fields f{Kokkos::View<double *>("a", n), Kokkos::View<double *>("b", n), 2.0};
    Three t{Kokkos::View<double *>("x", n), Kokkos::View<double *>("y", n), Kokkos::View<double *>("z", n)};
    Kokkos::parallel_for("init", n, KOKKOS_LAMBDA(const int i) {
      f.a(i) = i;
      f.b(i) = 0.5 * i;
      t.x(i) = 1 + i % 7;
      t.y(i) = 2 - i % 3;
      t.z(i) = 0.25 * i;
    });
    Kokkos::View<double *> y("y", n), w("w", n);
    Kokkos::parallel_for("by_value", n, KOKKOS_LAMBDA(const int i) { y(i) = mix(f, i); });
    Kokkos::parallel_for("local_copy", n, KOKKOS_LAMBDA(const int i) {
      Fields g = f;
      g.s = 3.0;
      Fields h{g.b, g.a, 0.5};
      w(i) = mix(g, i) - mix(h, i) + three(t, i);
    });
    double total = 0;
    Kokkos::parallel_reduce("team", Kokkos::TeamPolicy<>(league, Kokkos::AUTO), KOKKOS_LAMBDA(const Kokkos::TeamPolicy<>::member_type &m, double &sum) {
      const Three u = t;
      double part = 0;
      Kokkos::parallel_reduce(Kokkos::TeamThreadRange(m, n / league), [&](const int j, double &v) {
        const int i = m.league_rank() * (n / league) + j;
        v += u.dot(i) + three(u, i);
      }, part);
      Kokkos::single(Kokkos::PerTeam(m), [&]() { sum += part; });
    }, total);
    double sy = 0, sw = 0;
    Kokkos::parallel_reduce("sums", n, KOKKOS_LAMBDA(const int i, double &a, double &b) {
      a += y(i);
      b += w(i);
    }, sy, sw);
    std::printf("by value %.3f local copies %.3f team %.3f\n", sy, sw, total);
    std::printf("use counts a %d x %d\n", (int)f.a.use_count(), (int)t.x.use_count());
  }
  Kokkos::finalize();
}
