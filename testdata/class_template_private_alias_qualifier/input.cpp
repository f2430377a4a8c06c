// class_template_private_alias_qualifier: a class template's private (or protected) member
// alias of a type its template parameter names (`typedef typename Graph::list_type list_type;`)
// that begins a qualified name in a kernel body (`typename list_type::row_type r = ...`): in an
// operator() defined after the class, dispatched with `*this` (range and team policies), and in
// a lambda of a member function. The kernel is a template over the class's parameters, defined
// outside the class, where the alias cannot be named: it is spelled as what it stands for
// (`typename Graph::list_type::row_type`). Before, KT1031.
#include <Kokkos_Core.hpp>
#include <cstdio>

struct Csr {
  Kokkos::View<int*> offsets;
  Kokkos::View<int*> ids;
  struct Row {
    const int* p;
    int n;
    KOKKOS_INLINE_FUNCTION int size() const { return n; }
    KOKKOS_INLINE_FUNCTION int operator()(int k) const { return p[k]; }
  };
  using row_type = Row;
  KOKKOS_INLINE_FUNCTION row_type row(int i) const {
    return row_type{ids.data() + offsets(i), offsets(i + 1) - offsets(i)};
  }
};

struct Ring {
  typedef Csr list_type;
  static Csr build(int n) {
    Csr c;
    c.offsets = Kokkos::View<int*>("offsets", n + 1);
    c.ids = Kokkos::View<int*>("ids", 2 * n);
    auto o = Kokkos::create_mirror_view(c.offsets);
    auto d = Kokkos::create_mirror_view(c.ids);
    for (int i = 0; i <= n; ++i) o(i) = 2 * i;
    for (int i = 0; i < n; ++i) {
      d(2 * i) = (i + 1) % n;
      d(2 * i + 1) = (i + n - 1) % n;
    }
    Kokkos::deep_copy(c.offsets, o);
    Kokkos::deep_copy(c.ids, d);
    return c;
  }
};

template <class Graph>
class Smooth {
  typedef typename Graph::list_type list_type; // private
  list_type list_;
  Kokkos::View<double*> in_, out_;
  int n_;

 public:
  struct Pull {};
  explicit Smooth(int n)
      : list_(Graph::build(n)), in_("in", n), out_("out", n), n_(n) {}
  KOKKOS_INLINE_FUNCTION void operator()(Pull, const int& i) const;
  double run();
};

template <class Graph>
KOKKOS_INLINE_FUNCTION void Smooth<Graph>::operator()(Pull, const int& i) const {
  typename list_type::row_type r = list_.row(i);
  double s = 0;
  for (int k = 0; k < r.size(); ++k) s += in_(r(k));
  out_(i) = 0.5 * in_(i) + 0.25 * s;
}

template <class Graph>
double Smooth<Graph>::run() {
  Kokkos::View<double*> in = in_;
  list_type list = list_;
  Kokkos::parallel_for("seed", n_, KOKKOS_LAMBDA(const int i) {
    const typename list_type::row_type r = list.row(i);
    in(i) = i % 5 + r.size();
  });
  Kokkos::parallel_for("pull", Kokkos::RangePolicy<Pull>(0, n_), *this);
  double t = 0;
  Kokkos::View<double*> out = out_;
  Kokkos::parallel_reduce("total", n_, KOKKOS_LAMBDA(const int i, double& a) { a += out(i); }, t);
  return t;
}

template <class Graph>
class Count {
 protected:
  typedef typename Graph::list_type list_type;
  list_type list_;
  Kokkos::View<int*> deg_;

 public:
  explicit Count(int n) : list_(Graph::build(n)), deg_("deg", n) {}
  KOKKOS_INLINE_FUNCTION void operator()(const Kokkos::TeamPolicy<>::member_type& t) const;
  int run() {
    const int n = deg_.extent(0);
    Kokkos::parallel_for("count", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), *this);
    int s = 0;
    Kokkos::View<int*> deg = deg_;
    Kokkos::parallel_reduce("count_sum", n, KOKKOS_LAMBDA(const int i, int& a) { a += deg(i) * (i % 3); }, s);
    return s;
  }
};

template <class Graph>
KOKKOS_INLINE_FUNCTION void Count<Graph>::operator()(
    const Kokkos::TeamPolicy<>::member_type& t) const {
  const int i = t.league_rank();
  typename list_type::row_type r = list_.row(i);
  int c = 0;
  Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, r.size()), [&](const int k, int& a) {
    a += r(k) + 1;
  }, c);
  Kokkos::single(Kokkos::PerTeam(t), [&]() { deg_(i) = c; });
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    Smooth<Ring> s(24);
    Count<Ring> c(16);
    std::printf("smooth %.3f count %d\n", s.run(), c.run());
  }
  Kokkos::finalize();
  return 0;
}
