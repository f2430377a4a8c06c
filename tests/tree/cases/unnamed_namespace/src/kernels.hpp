// Issue 28 item 6: a dispatch in a function template inside the user's unnamed namespace, in a
// header. Its kernel was wrapped in a second unnamed namespace, nested in the user's, and nvcc's
// stub could not tell the two apart ("reference ... is ambiguous").
#include <Kokkos_Core.hpp>
namespace {
template <typename T>
T count_below(int n, int k) {
  T total = 0;
  Kokkos::parallel_reduce(
      n, KOKKOS_LAMBDA(const int i, T& s) { s += (i < k); }, total);
  return total;
}
}  // namespace
