// Unit tests of model facts that the lowerings once read back from text (issue 16: the model
// carries every fact): a capture's image kind, a team helper's written `inline`, a kernel
// template's parameters, a View capture's dependent type, the shim headers a lowering
// records from its kernels' facts, and a functor array reduction's chunk loop (printed by the
// lowering from ArrayReduction's facts, not built into the body by the recogniser).
#include <catch2/catch.hpp>

#include "rewriters/emit/ArrayReduceText.h"
#include "rewriters/emit/ShimIncludes.h"
#include "rewriters/model/Model.h"
#include "rewriters/Translator.h"
#include "TestTranslate.h"

#include <string>

using kt::Capture;

namespace {

const char *const Prelude = "#include <Kokkos_Core.hpp>\n"
                            "using member_type = Kokkos::TeamPolicy<>::member_type;\n";

kt::TranslateResult run(const std::string &Code, kt::Target T = kt::Target::Cuda) {
  kt::TranslateResult R =
      kt_test::translate(std::string(Prelude) + Code, T);
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

TEST_CASE("a functor array reduction's chunk loop is printed from model facts",
          "[facts][array]") {
  kt::TranslateResult R = run(R"(
struct Hist {
  using value_type = double[];
  int value_count;
  Kokkos::View<double *> x;
  KOKKOS_INLINE_FUNCTION void operator()(long i, value_type h) const {
    if (i % 5 == 3) return;
    h[i % value_count] += x(i);
  }
};
struct Rows {
  using value_type = float[];
  int value_count;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type &t, value_type s) const {
    if (t.team_rank() == 0) s[t.league_rank() % value_count] += t.league_size();
  }
};
void run(int n) {
  Kokkos::View<double *> x("x", n);
  double h[4];
  Kokkos::parallel_reduce(Kokkos::RangePolicy<>(2, n), Hist{4, x}, h);
  float s[3];
  Kokkos::parallel_reduce(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), Rows{3}, s);
}
)");
  REQUIRE(R.model.kernels.size() == 2);
  const kt::Kernel &H = R.model.kernels[0];
  REQUIRE(H.arrayReduction);
  const kt::ArrayReduction &A = *H.arrayReduction;
  CHECK(A.over == kt::ArrayReduction::Over::Range);
  CHECK(A.elemType == "double");
  CHECK(A.accName == "h");
  CHECK(A.indexType == "long");
  CHECK(A.index == "i");
  CHECK_FALSE(A.indexWritten);
  CHECK(A.begin == "2");
  CHECK(A.length == "kt_array_count");
  CHECK(A.partials == "kt_array_np");
  CHECK(H.indexNames == std::vector<std::string>{A.partial});
  CHECK(H.pattern == kt::Pattern::For);
  // The model keeps the body as written (its `return;` a Return op); the lowering's copy holds
  // the loop, the return a jump to the iteration's end.
  CHECK(H.body.text.find("kt_array") == std::string::npos);
  bool Return = false;
  for (const auto &Op : H.body.ops)
    Return = Return || Op->kind == kt::BodyOp::Kind::Return;
  CHECK(Return);
  const kt::Kernel L = kt::arrayChunkKernel(H);
  CHECK(L.body.text.find("double *const h = kt_array_count ? &kt_array_parts(kt_array_p * "
                         "kt_array_count) : nullptr;") != std::string::npos);
  CHECK(L.body.text.find("const long i = (long)kt_array_i;") != std::string::npos);
  CHECK(L.body.text.find("kt_array_next:;") != std::string::npos);
  CHECK(H.body.text.find("kt_array") == std::string::npos); // the model is not changed

  const kt::Kernel &T = R.model.kernels[1];
  REQUIRE(T.arrayReduction);
  CHECK(T.arrayReduction->over == kt::ArrayReduction::Over::League);
  CHECK(T.arrayReduction->elemType == "float");
  CHECK(T.arrayReduction->accName == "s");
  CHECK(T.arrayReduction->index.empty());
  CHECK(T.body.text.find("kt_array") == std::string::npos);
  const kt::Kernel TL = kt::arrayChunkKernel(T);
  CHECK(TL.body.text.find("const int kt_array_lr = (int)kt_array_i;") != std::string::npos);
  CHECK(R.output.find("const int kt_array_lr = (int)kt_array_i;") != std::string::npos);
  CHECK(R.output.find("(int)kt_array_e") != std::string::npos); // league_size()
}
