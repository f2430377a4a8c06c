// captured_object_std_member: a captured object and a functor member holding Views next to
// standard library members (std::vector, std::string) that only the host uses, as miniFE's
// CrsMatrix keeps its host-side row lists beside its device graph. Kokkos copies such an
// object on the host and sends its bytes to the device; the kernels here call its member
// functions, so they receive it whole (kt::ObjectImage) and never touch the library members.
// (The translator once refused them: the std::vector's own copy constructor.)
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <string>
#include <vector>

struct Csr {
  Kokkos::View<int *> row_ptr, cols;
  Kokkos::View<double *> vals;
  std::vector<int> host_rows; // host bookkeeping
  std::string label;
  KOKKOS_INLINE_FUNCTION int length(int r) const { return row_ptr(r + 1) - row_ptr(r); }
  KOKKOS_INLINE_FUNCTION double row_dot(int r, const Kokkos::View<double *> &x) const {
    double s = 0;
    for (int k = row_ptr(r); k < row_ptr(r + 1); ++k) s += vals(k) * x(cols(k));
    return s;
  }
};

struct Spmv {
  Csr A;
  Kokkos::View<double *> x, y;
  KOKKOS_INLINE_FUNCTION void operator()(const int r) const { y(r) = A.row_dot(r, x); }
};

int main(int argc, char *argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 64;
    Csr A;
    A.label = "tridiagonal";
    A.row_ptr = Kokkos::View<int *>("row_ptr", n + 1);
    A.cols = Kokkos::View<int *>("cols", 3 * n);
    A.vals = Kokkos::View<double *>("vals", 3 * n);
    auto rp = Kokkos::create_mirror_view(A.row_ptr);
    auto cl = Kokkos::create_mirror_view(A.cols);
    auto vl = Kokkos::create_mirror_view(A.vals);
    int k = 0;
    for (int r = 0; r < n; ++r) {
      rp(r) = k;
      A.host_rows.push_back(r);
      for (int c = r - 1; c <= r + 1; ++c)
        if (c >= 0 && c < n) {
          cl(k) = c;
          vl(k++) = c == r ? 2.0 : -0.5;
        }
    }
    rp(n) = k;
    Kokkos::deep_copy(A.row_ptr, rp);
    Kokkos::deep_copy(A.cols, cl);
    Kokkos::deep_copy(A.vals, vl);
    Kokkos::View<double *> x("x", n), y("y", n);
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = 0.25 * (i % 8); });
    Kokkos::parallel_for("spmv", n, Spmv{A, x, y});
    double s = 0;
    long nnz = 0;
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int r, double &v) { v += y(r) * (r + 1); }, s);
    Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int r, long &v) { v += A.length(r); }, nnz);
    std::printf("%s rows %zu nnz %ld s %.4f\n", A.label.c_str(), A.host_rows.size(), nnz, s);
  }
  Kokkos::finalize();
}
