// Unit tests of model facts that the lowerings once read back from text (issue 16: the model
// carries every fact): a capture's image kind, a team helper's written `inline`, a kernel
// template's parameters, a View capture's dependent type, and the shim headers a lowering
// records from its kernels' facts.
#include <catch2/catch.hpp>

#include "rewriters/emit/ShimIncludes.h"
#include "rewriters/model/Model.h"
#include "rewriters/Translator.h"

#include <string>

using kt::Capture;

namespace {

const char *const Prelude = "#include <Kokkos_Core.hpp>\n"
                            "using member_type = Kokkos::TeamPolicy<>::member_type;\n";

kt::TranslateResult run(const std::string &Code, kt::Target T = kt::Target::Cuda) {
  kt::TranslateResult R =
      kt::translateCode(std::string(Prelude) + Code, "input.cpp", T, {"-DKOKKOS_TRANSLATE_LEAN_STD"});
  INFO(R.messages);
  REQUIRE(R.status == kt::ExitOk);
  return R;
}

const Capture &capture(const kt::Kernel &K, const std::string &Name) {
  for (const Capture &C : K.captures)
    if (C.name == Name)
      return C;
  FAIL("no capture " << Name);
  return K.captures.front();
}

} // namespace

TEST_CASE("a struct capture's image kind is a model fact", "[facts][image]") {
  kt::TranslateResult R = run(R"(
struct Fields { Kokkos::View<double *> a, b; };
struct Mesh { Kokkos::View<double *> x; KOKKOS_FUNCTION double scale() const { return 2.0; } };
void run(int n) {
  struct Local { int i; double d; };
  Fields f{Kokkos::View<double *>("a", n), Kokkos::View<double *>("b", n)};
  Mesh m{Kokkos::View<double *>("x", n)};
  Local l{1, 2.0};
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
    f.a(i) = f.b(i) + m.scale() * m.x(i) + l.d;
  });
}
)");
  REQUIRE(R.model.kernels.size() == 1);
  const kt::Kernel &K = R.model.kernels[0];
  // After resolveImages the capture named for the body's object is kt_object_<name>.
  CHECK(capture(K, "f").imageKind == Capture::Image::Fields);
  CHECK(capture(K, "kt_object_m").imageKind == Capture::Image::Object);
  CHECK(capture(K, "kt_object_m").wholeObject());
  CHECK(capture(K, "kt_object_m").imageOf == "Mesh");
  const Capture &L = capture(K, "kt_object_l");
  CHECK(L.imageKind == Capture::Image::LocalObject);
  CHECK(L.imageArg == "16, 8");
  CHECK(L.type == "kt::ObjectBytes<16, 8>");
  CHECK(R.output.find("kt::object_bytes<16, 8>(l)") != std::string::npos);
}

TEST_CASE("a team helper's written inline is a fact of its declarations", "[facts][helper]") {
  kt::TranslateResult R = run(R"(
inline int first(const member_type &t);
inline int first(const member_type &t) { return t.league_rank(); }
KOKKOS_INLINE_FUNCTION int second(const member_type &t) { return t.league_rank() + 1; }
KOKKOS_FUNCTION inline int third(const member_type &t) { return t.league_rank() + 2; }
void run(int n) {
  Kokkos::View<int *> v("v", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type &t) {
    v(t.league_rank()) = first(t) + second(t) + third(t);
  });
}
)");
  REQUIRE(R.model.teamHelpers.size() == 3);
  for (const auto &H : R.model.teamHelpers) {
    INFO(H->name);
    CHECK(H->inlineWritten == (H->name != "second")); // KOKKOS_INLINE_FUNCTION is not written
    CHECK(H->declarations.size() == (H->name == "first" ? 1u : 0u));
    for (const auto &D : H->declarations)
      CHECK(D.inlineWritten);
  }
  CHECK(R.output.find("inline inline") == std::string::npos);
  CHECK(R.output.find("__device__ inline int second(") != std::string::npos);
}

TEST_CASE("kernel template parameters and dependent View types are read from the AST",
          "[facts][template]") {
  kt::TranslateResult R = run(R"(
template <class T, int N, typename... Rest>
void scale(Kokkos::View<T *> v, Kokkos::View<double *> w) {
  Kokkos::parallel_for(v.extent(0), KOKKOS_LAMBDA(const int i) { v(i) *= T(N) + w(i); });
}
void run(int n) {
  scale<float, 3>(Kokkos::View<float *>("v", n), Kokkos::View<double *>("w", n));
}
)");
  REQUIRE(R.model.kernels.size() == 1);
  const kt::Kernel &K = R.model.kernels[0];
  REQUIRE(K.templateParams.size() == 3);
  CHECK(K.templateParams[0].decl() == "class T");
  CHECK(K.templateParams[1].head == "int");
  CHECK(K.templateParams[1].name == "N");
  CHECK(K.templateParams[2].pack);
  CHECK(K.templateParams[2].decl() == "typename... Rest");
  CHECK(capture(K, "v").dependentType);
  CHECK_FALSE(capture(K, "w").dependentType);
  CHECK(R.output.find("typename kt::View<T *>::handle_type v") != std::string::npos);
}

TEST_CASE("shim headers come from the helpers a lowering records", "[facts][shim]") {
  static const std::vector<kt::ShimHeader> Table = {
      {"kt/a.hpp", {"kt_a1", "kt_a2"}, {"kt/c.hpp"}},
      {"kt/b.hpp", {"kt_b"}, {}},
      {"kt/c.hpp", {"kt_c"}, {}},
  };
  kt::ShimUse S(Table);
  CHECK(S.includes().empty());
  S.use("kt_a2");
  CHECK(S.includes() == "#include \"kt/a.hpp\"\n");
  S.use("kt_c"); // c includes a
  CHECK(S.includes() == "#include \"kt/c.hpp\"\n");
  S.use("kt_b");
  CHECK(S.includes() == "#include \"kt/b.hpp\"\n#include \"kt/c.hpp\"\n");
  CHECK(S.uses("kt/a.hpp"));
}

TEST_CASE("each target's prologue includes what its kernels call", "[facts][shim]") {
  const std::string Code = R"(
void run(int n) {
  Kokkos::View<double *> v("v", n);
  double s = 0;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double &a) { a += v(i); }, s);
  Kokkos::parallel_scan(n, KOKKOS_LAMBDA(const int i, double &u, const bool f) {
    u += v(i);
    if (f) v(i) = u;
  });
}
)";
  CHECK(run(Code).output.find("#include \"kt/gpu/scan_tiles.hpp\"") != std::string::npos);
  std::string Omp = run(Code, kt::Target::OpenMP).output;
  CHECK(Omp.find("#include \"kt/openmp/range_scan.hpp\"") != std::string::npos);
  std::string Acc = run(Code, kt::Target::OpenACC).output;
  CHECK(Acc.find("#include \"kt/openacc/reduce.hpp\"\n#include \"kt/openacc/scan.hpp\"") !=
        std::string::npos);
}
