// Unit tests: The dispatch recognisers (rewriters/recognise/dispatch/): labels, kernel names, output; and bugs once found there.
#include "RecogTest.h"

using namespace recog;

// ===================================================================== labels, names, output

TEST_CASE("labels and kernel names kt_<label>_L<line>", "[names]") {
  std::string Code = prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for("my label-1", n, KOKKOS_LAMBDA(const int i) { x(i) = 1; }); // D1
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = 2; }); // D2
  Kokkos::parallel_for(std::string("str_label"), n, KOKKOS_LAMBDA(const int i) { x(i) = 3; }); // D3
)");
  Run X = translate(Code);
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 3);
  const auto &Ks = X.R.model.kernels;
  CHECK(Ks[0].label == "my label-1");
  CHECK(Ks[0].line == lineOf(Code, "// D1"));
  CHECK(Ks[0].name == "kt_my_label_1_L" + std::to_string(lineOf(Code, "// D1")));
  CHECK(Ks[0].file == "input.cpp");
  CHECK(Ks[1].label.empty());
  CHECK(Ks[1].name == "kt_run_L" + std::to_string(lineOf(Code, "// D2")));
  CHECK(Ks[2].label == "str_label");
  CHECK(Ks[2].name == "kt_str_label_L" + std::to_string(lineOf(Code, "// D3")));
}

TEST_CASE("output: shim include, __global__ kernels, launches replace dispatches", "[output]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  double s = 0;
  Kokkos::parallel_for("axpy", n, KOKKOS_LAMBDA(const int i) { x(i) = 2 * x(i); });
  Kokkos::parallel_reduce("dot", n, KOKKOS_LAMBDA(const int i, double& a) { a += x(i); }, s);
)"),
                    kt::Target::Cuda, /*Lean=*/false);
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  const std::string &O = X.R.output;
  INFO(O);
  REQUIRE(X.R.model.kernels.size() == 2);
  CHECK(O.find("#include \"kt/cuda.hpp\"") != std::string::npos);
  CHECK(O.find("#include <Kokkos_Core.hpp>") == std::string::npos);
  CHECK(O.find("__global__ void " + X.R.model.kernels[0].name) != std::string::npos);
  CHECK(O.find("__global__ void " + X.R.model.kernels[1].name) != std::string::npos);
  CHECK(O.find("Kokkos::parallel_for") == std::string::npos);
  CHECK(O.find("Kokkos::parallel_reduce") == std::string::npos);
  CHECK(O.find("KOKKOS_LAMBDA") == std::string::npos);
  // The launches: the shim's checked launch helpers (kt/gpu/launch.hpp) hold the <<<>>>.
  CHECK(O.find("kt_launch_range(\"" + X.R.model.kernels[0].name + "\", ") != std::string::npos);
  CHECK(O.find("s = kt_reduce_range<double>(\"" + X.R.model.kernels[1].name + "\", ") !=
        std::string::npos);
  // kt/cuda.hpp includes kt/gpu/launch.hpp itself: no line of its own in the output.
  CHECK(O.find("#include \"kt/gpu/launch.hpp\"") == std::string::npos);
}

TEST_CASE("input that does not compile returns status 2 and no model", "[output][diag]") {
  Run X = translate(prog("", "  int k = undeclared_name + 1;\n"));
  CHECK(X.R.status == kt::ExitCompile);
  CHECK(X.R.output.empty());
  CHECK(X.R.model.kernels.empty());
  CHECK(X.err.find("undeclared_name") != std::string::npos);
}

TEST_CASE("a file without dispatches translates to itself with the shim include", "[output]") {
  Run X = translate(std::string(Prelude) + "int twice(int v) { return 2 * v; }\n",
                    kt::Target::Cuda, /*Lean=*/false);
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  CHECK(X.R.model.kernels.empty());
  CHECK(X.R.output.find("int twice(int v) { return 2 * v; }") != std::string::npos);
  CHECK(X.R.output.find("kt/cuda.hpp") != std::string::npos);
}

// ===================================================================== known translator bugs
// Each of these fails today; see the report. Remove  when fixed.

// BUG: two dispatches on one source line in one function get the same kernel name
// (kt_run_L<line>), so the output defines the same __global__ function twice.
TEST_CASE("kernel names are unique for two dispatches on one line", "[names]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = 1; }); Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = 2; });
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 2);
  CHECK(X.R.model.kernels[0].name != X.R.model.kernels[1].name);
}

// BUG: the bounds of a policy held in a local variable are its initialiser's text, evaluated
// again at the dispatch: here the launch uses the new n (0) instead of the n the policy was
// built with, so the kernel silently does not run.
TEST_CASE("policy variable bounds are those at its construction", "[policy]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::RangePolicy<> r(0, n);
  n = 0;
  Kokkos::parallel_for(r, KOKKOS_LAMBDA(const int i) { x(i) = 1; });
)"));
  INFO(X.err);
  // The launch would re-evaluate `n`: the translator must refuse rather than use the new value.
  CHECK(X.R.status == kt::ExitUnsupported);
  CHECK(X.err.find("[KT1010]") != std::string::npos);
}

// BUG: a `static const` local constant used in a lambda is neither captured by clang (not
// odr-used) nor added by UncapturedLocals (it skips static locals), so the generated
// __global__ function names an undeclared `N` while the tool reports success.
TEST_CASE("static const local constants used by a kernel reach it", "[captures]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  static const int N = 16;
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = N; });
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 1);
  CHECK(cap(X.R.model.kernels[0], "N"));
}

// Two results in one parallel_reduce translate: one reducer per accumulator.
TEST_CASE("parallel_reduce with two results", "[reduce]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  double a = 0, b = 0;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& s, double& t) { s += x(i); t += 1; }, a, b);
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 1);
  CHECK(X.R.model.kernels[0].reducers.size() == 2);
  CHECK(X.R.model.kernels[0].accNames == std::vector<std::string>{"s", "t"});
}

// BUG (diagnostic wording): a captured array of a trivially copyable type (copied by value by
// a Kokkos lambda) is reported as "'w' of type 'const int[3]' is not trivially copyable
// [KT1002]". Arrays are trivially copyable; they are just not supported as kernel parameters.
TEST_CASE("a captured array is not called 'not trivially copyable'", "[captures]") {
  Run X = translate(prog("", R"(
  Kokkos::View<int*> x("x", n);
  constexpr int w[3] = {1, 2, 3};
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = w[i % 3]; });
)"));
  INFO(X.err);
  CHECK(X.err.find("not trivially copyable") == std::string::npos);
}
