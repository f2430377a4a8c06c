// tests/shim/acc_atomics.cpp: one OpenACC compute construct per atomic primitive of the shim
// (kt/core/atomics.hpp over kt/openacc/atomics.hpp), for scripts/ptx-atomics-check.sh, which
// compiles it with g++-12 -fopenacc -foffload=nvptx-none and checks the PTX of each construct
// k_<name> for the instruction the GPU must execute (issue 28 item 8). main() runs them all
// once, so the host build (-foffload=disable) also checks the values.
#include <kt/openacc.hpp>
#include <kt/complex.hpp>
#include <kt/containers/scatter_view.hpp>
#include <cstdio>

#define K(NAME, T, INIT, BODY)                                                             \
  static T k_##NAME(int n) {                                                             \
    kt::View<T*> view(#NAME, 4);                                                         \
    kt::deep_copy(view, T(INIT));                                                        \
    kt::View<T*>::handle_type h = view;                                                  \
    _Pragma("acc parallel loop gang vector vector_length(128) firstprivate(h)") for (int i = 0; i < n; ++i) { \
      T* p = &h(i % 4);                                                                  \
      BODY;                                                                              \
    }                                                                                    \
    auto m = kt::create_mirror_view_and_copy(kt::HostSpace(), view);                     \
    return m(0) + m(1) + m(2) + m(3);                                                    \
  }
K(add_int, int, 0, kt::atomic_add(p, 1))
K(add_long, long, 0, kt::atomic_add(p, 2L))
K(add_double, double, 0, kt::atomic_add(p, 0.5))
K(sub_int, int, 0, kt::atomic_sub(p, 1))
K(sub_double, double, 0, kt::atomic_sub(p, 0.25))
K(fetch_add_unsigned, unsigned, 0, (void)kt::atomic_fetch_add(p, 1u))
K(add_float, float, 0, kt::atomic_add(p, 1.0f))
K(max_int, int, 0, kt::atomic_max(p, i))
K(min_double, double, 1e9, kt::atomic_min(p, double(i)))
K(mul_double, double, 1, if (i < 8) kt::atomic_mul(p, 2.0))
K(div_double, double, 1024, if (i < 8) kt::atomic_div(p, 2.0))
K(or_int, int, 0, (void)kt::atomic_fetch_or(p, 1 << (i % 8)))
K(and_int, int, -1, (void)kt::atomic_fetch_and(p, ~(1 << (i % 8))))
K(xor_int, int, 0, (void)kt::atomic_fetch_xor(p, 1))
K(cas_int, int, 0, (void)kt::atomic_compare_exchange(p, 0, 7))
K(exchange_long, long, 0, (void)kt::atomic_exchange(p, 3L))
K(load_int, int, 5, if (kt::atomic_load(p) != 5) kt::atomic_add(p, 1))
K(load_double, double, 5, if (kt::atomic_load(p) != 5.0) kt::atomic_add(p, 1.0))
K(store_int, int, 0, kt::atomic_store(p, 9))
K(store_long, long, 0, kt::atomic_store(p, 9L))
K(scatter_int, int, 0, (kt::impl::ScatterValue<int, kt::ScatterSum>{p} += 1))
K(scatter_double, double, 0, (kt::impl::ScatterValue<double, kt::ScatterSum>{p} += 1.0))

static double k_complex_add(int n) {
  kt::View<kt::complex<double>*> view("complex_add", 4);
  kt::View<kt::complex<double>*>::handle_type h = view;
#pragma acc parallel loop gang vector vector_length(128) firstprivate(h)
  for (int i = 0; i < n; ++i) kt::atomic_add(&h(i % 4), kt::complex<double>(1.0, -1.0));
  auto m = kt::create_mirror_view_and_copy(kt::HostSpace(), view);
  return m(0).real() + m(1).real() + m(2).real() + m(3).imag();
}

int main(int argc, char* argv[]) {
  kt::initialize(argc, argv);
  const int n = 4000;
  std::printf("add %d %ld %.1f sub %d %.1f fetch_add %u float %.1f\n", k_add_int(n), k_add_long(n),
              k_add_double(n), k_sub_int(n), k_sub_double(n), k_fetch_add_unsigned(n), double(k_add_float(n)));
  std::printf("max %d min %.1f mul %.1f div %.1f or %d and %d xor %d\n", k_max_int(n), k_min_double(n),
              k_mul_double(n), k_div_double(n), k_or_int(n), k_and_int(n), k_xor_int(n));
  std::printf("cas %d exchange %ld load %d %.1f store %d %ld scatter %d %.1f complex %.1f\n", k_cas_int(n),
              k_exchange_long(n), k_load_int(n), k_load_double(n), k_store_int(n), k_store_long(n),
              k_scatter_int(n), k_scatter_double(n), k_complex_add(n));
  kt::finalize();
}
