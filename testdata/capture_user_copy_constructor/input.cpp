// Captured objects whose class is not trivially copyable but holds no View: a value wrapper
// with its own copy constructor, assignment and conversion (Kokkos' own TestTeamBroadcast
// reduces such a `long_wrapper`), and a small fixed-point number with a user-written destructor.
// Kokkos copy-constructs the captured object (or the functor holding it) on the host and copies
// that copy's bytes to the device; the kernel reads them as the object.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Wrapped {
  long value;
  KOKKOS_FUNCTION Wrapped() : value(0) {}
  KOKKOS_FUNCTION Wrapped(long v) : value(v) {}
  KOKKOS_FUNCTION Wrapped(const Wrapped &o) : value(o.value) {}
  KOKKOS_FUNCTION void operator=(const Wrapped &o) { value = o.value; }
  KOKKOS_FUNCTION operator long() const { return value; }
};

class Fixed {
public:
  KOKKOS_FUNCTION explicit Fixed(int milli) : m_(milli) {}
  KOKKOS_FUNCTION Fixed(const Fixed &o) : m_(o.m_) {}
  KOKKOS_FUNCTION ~Fixed() {}
  KOKKOS_FUNCTION double times(double x) const { return x * m_ / 1000.0; }

private:
  int m_;
};

struct AddOffset {
  Kokkos::View<long *> out;
  const Wrapped offset;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { out(i) = i * 3 + offset; }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    Kokkos::View<long *> out("out", n);
    Kokkos::parallel_for(n, AddOffset{out, Wrapped(1000)});
    long sum = 0;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(const int i, long &s) { s += out(i); }, sum);
    std::printf("functor member: %ld\n", sum);

    const Fixed scale(1250);
    const Wrapped base(7);
    double total = 0;
    Kokkos::parallel_reduce(
        n, KOKKOS_LAMBDA(const int i, double &s) { s += scale.times(i) + base; }, total);
    std::printf("lambda captures: %.3f\n", total);
  }
  Kokkos::finalize();
}
