// Unit tests of the host-side device-function edits (rewriters/emit/HostFunctions.cpp): the
// qualifier on KOKKOS_* functions and on unmarked functions kernels call, and the OpenACC
// routine directive before the whole declaration, template header included.
#include <catch2/catch.hpp>

#include "test_util.h"

#include "rewriters/Translator.h"
#include "TestTranslate.h"

#include <string>

namespace {

const char *const HostProgram = R"(#include <Kokkos_Core.hpp>
template <typename T>
KOKKOS_INLINE_FUNCTION T sq(const T v) { return v * v; }
KOKKOS_FUNCTION
int steps(int n) { return n > 1 ? n / 2 : 0; }
double plain(double x) { return x + 1; }
double host_only(double x) { return x - 1; }
struct G {
  int v;
  KOKKOS_INLINE_FUNCTION friend int getv(const G &g) { return g.v; }
};
struct F {
  Kokkos::View<double*> y;
  KOKKOS_INLINE_FUNCTION double twice(double v) const { return 2 * v; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { y(i) = twice(y(i)); }
};
void run(int n) {
  Kokkos::View<double*> y("y", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { y(i) = sq(plain(i)) + steps(i); });
  Kokkos::parallel_for(n, F{y});
  (void)host_only(1.0);
}
)";

std::string translated(kt::Target T) {
  kt::TranslateResult R =
      kt_test::translate(HostProgram, T);
  INFO(R.messages);
  REQUIRE(R.status == kt::ExitOk);
  return R.output;
}

size_t hostCount(const std::string &S, const std::string &Sub) { return kt_test::occurrences(S, Sub); }

} // namespace

TEST_CASE("OpenACC: namespace-scope device functions get `#pragma acc routine seq`", "[host]") {
  std::string Out = translated(kt::Target::OpenACC);
  INFO(Out);
  // Before the template header (GCC 12 rejects the directive after `template <...>`).
  // The user's line break after the template header stays (only inserted code is formatted).
  CHECK(Out.find("#pragma acc routine seq\ntemplate <typename T>\ninline T sq(") != std::string::npos);
  // KOKKOS_FUNCTION (which expands to nothing) leaves no blank line and no duplicate.
  CHECK(Out.find("#pragma acc routine seq\nint steps(int n)") != std::string::npos);
  // An unmarked function a kernel calls.
  CHECK(Out.find("#pragma acc routine seq\ndouble plain(double x)") != std::string::npos);
  CHECK(hostCount(Out, "#pragma acc routine seq") == 3);
  CHECK(Out.find("double host_only(double x)") != std::string::npos);
  // Members, and friends defined in a class, keep the force-inline qualifier (the directive is
  // file-scope only in GCC 12).
  CHECK(Out.find("KT_ACC_FUNCTION inline friend int getv(") != std::string::npos);
  CHECK(Out.find("KT_ACC_FUNCTION inline double twice(") != std::string::npos);
}

TEST_CASE("CUDA: each device function gets the qualifier once", "[host]") {
  std::string Out = translated(kt::Target::Cuda);
  INFO(Out);
  // The user's line breaks stay (only inserted code is formatted).
  CHECK(Out.find("template <typename T>\n__host__ __device__ inline T sq(") != std::string::npos);
  CHECK(Out.find("__host__ __device__\nint steps(int n)") != std::string::npos);
  CHECK(hostCount(Out, "__host__ __device__ __host__ __device__") == 0);
  CHECK(Out.find("__host__ __device__ double plain(double x)") != std::string::npos);
  CHECK(Out.find("__host__ __device__ double host_only") == std::string::npos);
  CHECK(Out.find("routine") == std::string::npos);
}
