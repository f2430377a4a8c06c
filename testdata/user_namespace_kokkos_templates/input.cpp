// user_namespace_kokkos_templates: functor class templates of the user's in namespace Kokkos,
// as applications ship private copies of old Kokkos linear-algebra headers (miniFE's
// Kokkos_MV.hpp): operators taking `typename XVector::size_type`, a partial specialization
// chosen by a scalar argument, a reduction functor with value_type, all dispatched from
// function templates in namespace Kokkos with unqualified parallel_for / parallel_reduce.
// (The translator once took them for Kokkos' own classes and refused each dispatch: KT1011.)
#include <Kokkos_Core.hpp>
#include <cstdio>

namespace Kokkos {

template <class RVector, class aVector, class XVector>
struct V_MulScalarFunctor {
  typedef typename XVector::size_type size_type;
  RVector m_r;
  typename XVector::const_type m_x;
  typename aVector::const_type m_a;
  KOKKOS_INLINE_FUNCTION void operator()(const size_type i) const { m_r(i) = m_a(0) * m_x(i); }
};

// a scalar instead of a View of it
template <class RVector, class XVector>
struct V_MulScalarFunctor<RVector, typename XVector::const_value_type, XVector> {
  typedef typename XVector::size_type size_type;
  RVector m_r;
  typename XVector::const_type m_x;
  typename XVector::value_type m_a;
  KOKKOS_INLINE_FUNCTION void operator()(const size_type i) const { m_r(i) = m_a * m_x(i); }
};

template <class RVector, class XVector, int scalar_x>
struct V_AddVectorSelfFunctor {
  typedef typename RVector::size_type size_type;
  RVector m_r;
  typename XVector::const_type m_x;
  const typename XVector::non_const_value_type m_a;
  V_AddVectorSelfFunctor(const RVector &r, const typename XVector::non_const_value_type &a,
                         const XVector &x)
      : m_r(r), m_x(x), m_a(a) {}
  KOKKOS_INLINE_FUNCTION void operator()(const size_type i) const {
    if (scalar_x == 1) m_r(i) += m_x(i);
    if (scalar_x == -1) m_r(i) -= m_x(i);
    if (scalar_x == 2) m_r(i) += m_a * m_x(i);
  }
};

template <class XVector, class YVector>
struct V_DotFunctor {
  typedef typename XVector::size_type size_type;
  typedef typename XVector::non_const_value_type value_type;
  XVector m_x;
  YVector m_y;
  V_DotFunctor(const XVector &x, const YVector &y) : m_x(x), m_y(y) {}
  KOKKOS_INLINE_FUNCTION void operator()(const size_type &i, value_type &sum) const {
    sum += m_x(i) * m_y(i);
  }
};

template <class RVector, class aVector, class XVector>
RVector V_MulScalar(const RVector &r, const aVector &a, const XVector &x) {
  V_MulScalarFunctor<RVector, aVector, XVector> op;
  op.m_r = r;
  op.m_x = x;
  op.m_a = a;
  parallel_for("V_MulScalar", x.extent(0), op);
  return r;
}

template <class RVector, class XVector>
RVector V_MulScalar(const RVector &r, const typename XVector::const_value_type &a,
                    const XVector &x) {
  V_MulScalarFunctor<RVector, typename XVector::const_value_type, XVector> op;
  op.m_r = r;
  op.m_x = x;
  op.m_a = a;
  parallel_for("V_MulScalar", x.extent(0), op);
  return r;
}

template <int scalar_x, class RVector, class XVector>
void V_AddSelf(const RVector &r, const typename XVector::non_const_value_type &a,
               const XVector &x) {
  V_AddVectorSelfFunctor<RVector, XVector, scalar_x> f(r, a, x);
  parallel_for("V_AddVectorSelf", r.extent(0), f);
}

template <class XVector, class YVector>
typename XVector::non_const_value_type V_Dot(const XVector &x, const YVector &y, int n = -1) {
  V_DotFunctor<XVector, YVector> f(x, y);
  if (n < 0) n = x.extent(0);
  typename XVector::non_const_value_type ret_val;
  parallel_reduce("V_Dot", n, f, ret_val);
  return ret_val;
}

}  // namespace Kokkos

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 100;
    typedef Kokkos::View<double *, Kokkos::LayoutLeft> vec;
    vec x("x", n), y("y", n), z("z", n);
    Kokkos::View<double *> a("a", 1);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
      x(i) = 0.25 * (i % 7) - 0.5;
      y(i) = 1.0 + 0.125 * (i % 5);
    });
    Kokkos::deep_copy(a, 3.0);
    Kokkos::V_MulScalar(z, a, x);                   // z = 3 x
    Kokkos::V_MulScalar<vec, vec>(y, 0.5, y);       // y = y / 2
    Kokkos::V_AddSelf<1>(z, 0.0, y);                // z += y
    Kokkos::V_AddSelf<2>(z, -2.0, x);               // z -= 2 x
    Kokkos::V_AddSelf<-1>(y, 0.0, x);               // y -= x
    const double zz = Kokkos::V_Dot(z, z), zy = Kokkos::V_Dot(z, y, n / 2);
    std::printf("zz %.6f zy %.6f\n", zz, zy);
  }
  Kokkos::finalize();
}
