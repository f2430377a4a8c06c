// local_struct_capture: objects of structs declared inside the function that dispatches,
// captured by value (the kernel declares the struct again and receives the object's bytes, as
// Kokkos copies it).
//
// Covers: a local POD struct captured and its members read; the same struct named in the body
// (a copy changed there); a local struct holding a local struct and an array; a reduction over
// them; the host changing the object between two dispatches.

#include <Kokkos_Core.hpp>
#include <cstdio>

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    struct Coefficients {
      double a, b;
    };
    struct Stencil {
      Coefficients c;
      int width;
    };
    struct Pair {
      double scale;
      int pad[3];
    };
    const int n = 100;
    Kokkos::View<double*> y("y", n);
    Coefficients coef{2.0, 1.0};
    Kokkos::parallel_for("affine", n, KOKKOS_LAMBDA(const int i) {
      y(i) = coef.a * i + coef.b;
    });
    Stencil st{{0.5, -1.0}, 3};
    Pair p{0.25, {1, 2, 3}};
    Kokkos::View<double*> px("px", n), py("py", n);
    Kokkos::parallel_for("pair", n, KOKKOS_LAMBDA(const int i) {
      Coefficients c2 = st.c;
      c2.b += st.width;
      px(i) = c2.a * y(i) + c2.b;
      py(i) = p.scale * px.extent(0) + coef.b + p.pad[2] - p.pad[0] - p.pad[1];
    });
    coef.a = -3.0;  // the next kernel sees the new copy
    double total = 0;
    Kokkos::parallel_reduce("total", n, KOKKOS_LAMBDA(const int i, double& acc) {
      acc += px(i) * coef.a + py(i) - st.c.a * st.width;
    }, total);
    std::printf("total %.10e\n", total);
    auto hx = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), px);
    std::printf("px %.10e %.10e\n", hx(1), hx(n - 1));
  }
  Kokkos::finalize();
  return 0;
}
