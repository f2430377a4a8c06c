// Execution spaces (rewriters/recognise/ast/Spaces.cpp -> Policy::space) and the host lowering of dispatches
// on a host space (rewriters/host/): which spellings are the host's, which the device's, and
// KT1022 / KT1023. Programs are translated in memory against the bundled Kokkos API header,
// where DefaultExecutionSpace and DefaultHostExecutionSpace are the same class (Serial), so
// only the spelling can tell them apart.
#include <catch2/catch.hpp>

#include "test_util.h"

#include "rewriters/model/Model.h"
#include "rewriters/Translator.h"
#include "TestTranslate.h"

#include <string>
#include <vector>

namespace {

std::string prog(const std::string &Globals, const std::string &Body) {
  return "#include <Kokkos_Core.hpp>\n" + Globals + "\nvoid run(int n) {\n" + Body + "\n}\n";
}

kt::TranslateResult translate(const std::string &Code, kt::Target T = kt::Target::Cuda) {
  return kt_test::translate(Code, T);
}

/// The execution space of the one dispatch over a host View `h`, with this policy.
kt::ExecSpace spaceOf(const std::string &Globals, const std::string &Policy) {
  kt::TranslateResult R = translate(prog(Globals, "Kokkos::View<double*> d(\"d\", n);\n"
                                                  "auto h = Kokkos::create_mirror_view(d);\n"
                                                  "Kokkos::parallel_for(" + Policy +
                                                      ", KOKKOS_LAMBDA(const int i) { (void)i; });"));
  INFO("policy: " << Policy);
  REQUIRE(R.status == kt::ExitOk);
  REQUIRE(R.model.kernels.size() == 1);
  return R.model.kernels[0].policy.space;
}

bool hasDiag(const kt::TranslateResult &R, const std::string &Code, unsigned Line) {
  for (const kt::DiagRecord &D : R.diagnostics)
    if (D.code == Code && D.line == Line)
      return true;
  return false;
}

} // namespace

TEST_CASE("policy execution spaces: host spellings", "[spaces]") {
  using kt::ExecSpace;
  const std::string Alias = "using ExecSpace = Kokkos::DefaultHostExecutionSpace;\n"
                            "using HostRange = Kokkos::RangePolicy<ExecSpace>;\n"
                            "typedef Kokkos::HostSpace::execution_space HostExec;\n";
  for (const char *P :
       {"Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, n)",
        "Kokkos::RangePolicy<ExecSpace>(0, n)", "HostRange(0, n)",
        "Kokkos::RangePolicy<HostExec>(0, n)", "Kokkos::RangePolicy<Kokkos::Serial>(0, n)",
        "Kokkos::RangePolicy<Kokkos::OpenMP>(0, n)",
        "Kokkos::RangePolicy<Kokkos::HostSpace::execution_space>(0, n)",
        "Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace, Kokkos::IndexType<int>>(0, n)",
        "Kokkos::RangePolicy<>(Kokkos::DefaultHostExecutionSpace(), 0, n)",
        "Kokkos::RangePolicy<Kokkos::Serial>(Kokkos::Serial(), 0, n)"})
    CHECK(spaceOf(Alias, P) == ExecSpace::Host);
}

TEST_CASE("a count with a functor runs on the functor's execution_space", "[spaces]") {
  auto Run = [](const std::string &Typedef, const std::string &Policy) {
    return translate(prog(
        "struct F { " + Typedef + " Kokkos::View<double*, Kokkos::HostSpace> v;\n"
        "  KOKKOS_INLINE_FUNCTION void operator()(int i) const { v(i) = i; } };",
        "Kokkos::View<double*, Kokkos::HostSpace> v(\"v\", n);\nKokkos::parallel_for(" + Policy +
            ", F{v});"));
  };
  const std::string Host = "using execution_space = Kokkos::DefaultHostExecutionSpace;";
  for (const std::string &T :
       {Host, std::string("typedef Kokkos::Serial execution_space;")}) {
    kt::TranslateResult R = Run(T, "n");
    INFO("typedef: " << T);
    REQUIRE(R.status == kt::ExitOk);
    REQUIRE(R.model.kernels.size() == 1);
    CHECK(R.model.kernels[0].policy.space == kt::ExecSpace::Host);
  }
  // A policy decides by itself (RangePolicy<> is the default space), as does a functor without
  // execution_space: the HostSpace View is then out of reach (KT1022).
  CHECK(hasDiag(Run(Host, "Kokkos::RangePolicy<>(0, n)"), "KT1022", 3));
  CHECK(hasDiag(Run("", "n"), "KT1022", 3));
}

TEST_CASE("policy execution spaces: device spellings", "[spaces]") {
  using kt::ExecSpace;
  auto Dev = [](const std::string &P) {
    kt::TranslateResult R = translate(prog("", "Kokkos::View<double*> d(\"d\", n);\n"
                                               "Kokkos::parallel_for(" + P +
                                                   ", KOKKOS_LAMBDA(const int i) { d(i) = i; });"));
    INFO("policy: " << P);
    REQUIRE(R.status == kt::ExitOk);
    return R.model.kernels.at(0).policy.space;
  };
  CHECK(Dev("n") == ExecSpace::Device);
  CHECK(Dev("Kokkos::RangePolicy<>(0, n)") == ExecSpace::Device);
  CHECK(Dev("Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace>(0, n)") == ExecSpace::Device);
  CHECK(Dev("Kokkos::RangePolicy<>(Kokkos::DefaultExecutionSpace(), 0, n)") == ExecSpace::Device);
  CHECK(Dev("Kokkos::RangePolicy<Kokkos::Cuda>(0, n)") == ExecSpace::Device);
}

TEST_CASE("MDRange and Team policies on a host space; host code only", "[spaces]") {
  std::string Program = prog("using host_member = Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>::member_type;",
                          "Kokkos::View<double**, Kokkos::HostSpace> a(\"a\", n, n);\n"
                          "Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::DefaultHostExecutionSpace, "
                          "Kokkos::Rank<2>>({0, 0}, {n, n}), KOKKOS_LAMBDA(int i, int j) { a(i, j) = i + j; });\n"
                          "double s = 0;\n"
                          "Kokkos::parallel_reduce(Kokkos::TeamPolicy<Kokkos::DefaultHostExecutionSpace>(n, "
                          "Kokkos::AUTO), KOKKOS_LAMBDA(const host_member& t, double& acc) {\n"
                          "  Kokkos::parallel_for(Kokkos::TeamThreadRange(t, n), [&](int j) { a(t.league_rank(), j) += 1; });\n"
                          "  acc += a(t.league_rank(), t.team_rank());\n}, s);");
  for (kt::Target T : {kt::Target::Cuda, kt::Target::Hip, kt::Target::OpenMP, kt::Target::OpenACC}) {
    kt::TranslateResult R = translate(Program, T);
    REQUIRE(R.status == kt::ExitOk);
    REQUIRE(R.model.kernels.size() == 2);
    CHECK(R.model.kernels[0].policy.space == kt::ExecSpace::Host);
    CHECK(R.model.kernels[1].policy.space == kt::ExecSpace::Host);
    // No device code at all from the dispatches (after the target's prologue): no kernels,
    // no offload constructs.
    size_t From = R.output.find("// input.cpp:");
    REQUIRE(From != std::string::npos);
    std::string Code = R.output.substr(From);
    CHECK(Code.find("__global__") == std::string::npos);
    CHECK(Code.find("#pragma") == std::string::npos);
    CHECK(Code.find("<<<") == std::string::npos);
    CHECK(Code.find("for (int kt_league = 0; kt_league < kt_league_size; ++kt_league)") !=
          std::string::npos);
    CHECK(Code.find("a(kt_league, 0)") != std::string::npos); // team_rank() is 0
  }
}

TEST_CASE("KT1022: host memory in a device kernel, device memory in a host dispatch", "[spaces][diag]") {
  // A host mirror, a HostSpace View, a HostMirror-typed member and a subview of a mirror, each
  // read by a kernel on the default space.
  std::string Code = prog("struct F { Kokkos::View<double*>::HostMirror m; Kokkos::View<double*> d;\n"
                          "  KOKKOS_INLINE_FUNCTION void operator()(int i) const { d(i) = m(i); } };",
                          "Kokkos::View<double*> d(\"d\", n);\n"
                          "auto h = Kokkos::create_mirror_view(d);\n"
                          "Kokkos::View<double*, Kokkos::HostSpace> hs(\"hs\", n);\n"
                          "auto sub = Kokkos::subview(h, Kokkos::pair<int, int>(0, 2));\n"
                          "Kokkos::parallel_for(n, KOKKOS_LAMBDA(int i) { d(i) = h(i); });\n"       // line 9
                          "Kokkos::parallel_for(n, KOKKOS_LAMBDA(int i) { d(i) = hs(i); });\n"      // line 10
                          "Kokkos::parallel_for(2, KOKKOS_LAMBDA(int i) { d(i) = sub(i); });\n"     // line 11
                          "Kokkos::parallel_for(n, F{h, d});\n"                                     // line 12
                          "Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, n), "
                          "KOKKOS_LAMBDA(int i) { h(i) = d(i); });\n"                               // line 13
                          "auto dm = Kokkos::create_mirror_view(Kokkos::DefaultExecutionSpace(), hs);\n"
                          "Kokkos::parallel_for(n, KOKKOS_LAMBDA(int i) { dm(i) = 1; });\n");       // line 15: fine
  kt::TranslateResult R = translate(Code);
  CHECK(R.status == kt::ExitUnsupported);
  CHECK(R.output.empty());
  for (unsigned L : {9u, 10u, 11u, 3u, 13u}) // the functor's member: at its use in operator()
    CHECK(hasDiag(R, "KT1022", L));
  CHECK(!hasDiag(R, "KT1022", 15));
  CHECK(R.diagnostics.size() == 5);
}

TEST_CASE("KT1023: a host TeamPolicy team size other than 1 or AUTO", "[spaces][diag]") {
  auto Team = [](const std::string &Size) {
    return translate(prog("using M = Kokkos::TeamPolicy<Kokkos::Serial>::member_type;",
                          "Kokkos::View<double*, Kokkos::HostSpace> v(\"v\", n);\n"
                          "Kokkos::parallel_for(Kokkos::TeamPolicy<Kokkos::Serial>(n, " + Size +
                              "), KOKKOS_LAMBDA(const M& t) { v(t.league_rank()) = 1; });"));
  };
  CHECK(Team("Kokkos::AUTO").status == kt::ExitOk);
  CHECK(Team("1").status == kt::ExitOk);
  kt::TranslateResult R4 = Team("4");
  CHECK(R4.status == kt::ExitUnsupported);
  CHECK(hasDiag(R4, "KT1023", 5));
  kt::TranslateResult Rn = Team("n");
  CHECK(Rn.status == kt::ExitUnsupported);
  CHECK(hasDiag(Rn, "KT1023", 5));
}

TEST_CASE("functions only host dispatches call stay host functions", "[spaces]") {
  kt::TranslateResult R = translate(prog(
      "double hostonly(double x) { return x * 2; }\ndouble both(double x) { return x + 1; }",
      "Kokkos::View<double*, Kokkos::HostSpace> h(\"h\", n);\nKokkos::View<double*> d(\"d\", n);\n"
      "Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, n), "
      "KOKKOS_LAMBDA(int i) { h(i) = hostonly(i) + both(i); });\n"
      "Kokkos::parallel_for(n, KOKKOS_LAMBDA(int i) { d(i) = both(i); });"));
  REQUIRE(R.status == kt::ExitOk);
  CHECK(R.output.find("\ndouble hostonly(double x)") != std::string::npos);
  CHECK(R.output.find("__host__ __device__ double both(double x)") != std::string::npos);
}
