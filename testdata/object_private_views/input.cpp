// object_private_views: captured objects whose Views the launch cannot name, copied as Kokkos
// copies them (miniMD's Comm holding its private `Atom atom`).
//
// Covers: a functor class dispatched with *this and a work tag from its own member function,
// whose private member object (a class with private Views, a nested private struct of Views and
// a user-declared destructor defined out of line) is used whole in the kernel: its member
// functions called, passed by const reference; a lambda capturing an object of a class derived
// from a class holding a View; a reduction over an object with a private View, a defaulted copy
// constructor and its own destructor; the Views' reference counts after the kernels (no copy
// left counted). (The user's own copy constructor stays refused: bad/struct_of_views_passed.)

#include <Kokkos_Core.hpp>
#include <cstdio>

class Atom {
public:
  explicit Atom(int n) : n_(n), x_("x", n), s_{Kokkos::View<double *>("v", n), 0.5} {}
  ~Atom();
  void fill() {
    auto x = x_;
    auto v = s_.v;
    Kokkos::parallel_for("atom_fill", n_, KOKKOS_LAMBDA(const int i) {
      x(i) = 1.0 + i;
      v(i) = 2.0 * i;
    });
  }
  KOKKOS_INLINE_FUNCTION double pos(const int i) const { return x_(i) + s_.w * s_.v(i); }
  KOKKOS_INLINE_FUNCTION int size() const { return n_; }
  int uses() const { return (int)x_.use_count(); }

private:
  struct Slot {
    Kokkos::View<double *> v;
    double w;
  };
  int n_;
  Kokkos::View<double *> x_;
  Slot s_;
};

Atom::~Atom() {}

KOKKOS_INLINE_FUNCTION double twice(const Atom &a, const int i) { return 2.0 * a.pos(i); }

class Comm {
public:
  struct TagPack {};
  struct TagScale {};
  Comm(int n) : atom(n), buf("buf", n), factor(3.0) { atom.fill(); }
  void pack() { Kokkos::parallel_for(Kokkos::RangePolicy<TagPack>(0, atom.size()), *this); }
  void scale() { Kokkos::parallel_for(Kokkos::RangePolicy<TagScale>(0, atom.size()), *this); }
  double total() const {
    double t = 0;
    const Atom a = atom;
    Kokkos::View<double *> b = buf;
    Kokkos::parallel_reduce("comm_total", a.size(), KOKKOS_LAMBDA(const int i, double &acc) {
      acc += b(i) * a.pos(i);
    }, t);
    return t;
  }
  KOKKOS_INLINE_FUNCTION void operator()(TagPack, const int i) const { buf(i) = twice(atom, i); }
  KOKKOS_INLINE_FUNCTION void operator()(TagScale, const int i) const {
    buf(i) = factor * buf(i) + atom.pos(atom.size() - 1 - i);
  }
  int uses() const { return atom.uses(); }

private:
  Atom atom;
  Kokkos::View<double *> buf;
  double factor;
};

struct Base {
  Kokkos::View<double *> b;
};

struct Derived : Base {
  double s;
  KOKKOS_INLINE_FUNCTION double get(const int i) const { return s * b(i); }
};

class Holder { // private View, defaulted copy constructor, the user's destructor
public:
  explicit Holder(Kokkos::View<double *> w) : v_(w) {}
  Holder(const Holder &) = default;
  ~Holder() {}
  KOKKOS_INLINE_FUNCTION double at(const int i) const { return v_(i) + 1.0; }

private:
  Kokkos::View<double *> v_;
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Comm comm(n);
    comm.pack();
    comm.scale();
    std::printf("comm total %.10e\n", comm.total());
    std::printf("comm uses %d\n", comm.uses());

    Derived d;
    d.b = Kokkos::View<double *>("b", n);
    d.s = 1.5;
    Kokkos::View<double *> out("out", n);
    Kokkos::parallel_for("base_fill", n, KOKKOS_LAMBDA(const int i) { d.b(i) = i % 7; });
    Kokkos::parallel_for("derived", n, KOKKOS_LAMBDA(const int i) { out(i) = d.get(i) + 1.0; });
    Holder c(out);
    double sum = 0;
    Kokkos::parallel_reduce("held", n, KOKKOS_LAMBDA(const int i, double &acc) {
      acc += c.at(i);
    }, sum);
    std::printf("derived sum %.10e\n", sum);
    std::printf("out uses %d, b uses %d\n", (int)out.use_count(), (int)d.b.use_count());
  }
  Kokkos::finalize();
  return 0;
}
