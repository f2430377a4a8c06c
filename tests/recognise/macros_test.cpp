// Unit tests of the translation of dispatches written by user macros (MacroExpansion.cpp):
// the macro call is replaced by its expansion and translated again; kernels, diagnostics and
// the lines after the call name the user's lines; the markers never reach the output.
#include <catch2/catch.hpp>

#include "test_util.h"

#include "rewriters/Translator.h"
#include "TestTranslate.h"
#include "rewriters/recognise/macros/MacroExpansion.h"

#include <string>

namespace {

const char *const MacroProgram = R"(#include <Kokkos_Core.hpp>
#include <cstdio>
#define N (4)
#define TWICE(Type, V, Val)                                                \
  {                                                                        \
    Kokkos::View<Type*> V(#V, N);                                          \
    Kokkos::parallel_for("set_" #Type, N, KOKKOS_LAMBDA(int i) { V(i) = Val; }); \
    Kokkos::parallel_for("add", N, KOKKOS_LAMBDA(int i) { V(i) += Val; }); \
    std::printf("%s\n", #Val);                                             \
  }
void run() {
  TWICE(int, a,
        3);
  TWICE(double, b, 0.5); int after = 0; (void)after;
}
)";

kt::TranslateResult translateCuda(const std::string &Code) {
  return kt_test::translate(Code, kt::Target::Cuda);
}

} // namespace

TEST_CASE("Macro calls that write dispatches are translated by expansion", "[macro]") {
  kt::TranslateResult R = translateCuda(MacroProgram);
  INFO(R.messages);
  REQUIRE(R.status == kt::ExitOk);
  const std::string &Out = R.output;
  INFO(Out);
  // One kernel per dispatch instance, named after the call's (first) line.
  CHECK(Out.find("__global__ void kt_set_int_L12(") != std::string::npos);
  CHECK(Out.find("__global__ void kt_add_L12(") != std::string::npos);
  CHECK(Out.find("__global__ void kt_set_double_L14(") != std::string::npos);
  CHECK(Out.find("__global__ void kt_add_L14(") != std::string::npos);
  CHECK(kt_test::occurrences(Out, "__global__") == 4);
  // #V and #Val as the string literals clang made; the macro's parameters substituted.
  CHECK(Out.find("kt::View<double*> b(\"b\", (4));") != std::string::npos);
  CHECK(Out.find("std::printf(\"%s\\n\", \"0.5\");") != std::string::npos);
  // The code after the call on its line stays; no marker reaches the output.
  CHECK(Out.find("int after = 0; (void)after;") != std::string::npos);
  CHECK(Out.find("kt-macro-expansion") == std::string::npos);
  CHECK(Out.find("#line") == std::string::npos);
  // The macro's definition stays as written (dead text now).
  CHECK(Out.find("#define TWICE(Type, V, Val)") != std::string::npos);
}

TEST_CASE("Code after a macro call that spans lines keeps the call's indentation", "[macro]") {
  std::string Code = MacroProgram;
  Code.replace(Code.find("void run() {"), std::string::npos, R"(void run() {
  if (N > 0) {
    TWICE(int, a,
          3); int after = 1; (void)after;
  }
}
)");
  kt::TranslateResult R = translateCuda(Code);
  INFO(R.messages);
  REQUIRE(R.status == kt::ExitOk);
  INFO(R.output);
  CHECK(R.output.find("\n    ; int after = 1; (void)after;\n") != std::string::npos);
}

TEST_CASE("A refusal inside an expanded macro call names the call's line", "[macro]") {
  std::string Code = R"(#include <Kokkos_Core.hpp>
#define SUM(V, S) Kokkos::parallel_reduce(V.extent(0), KOKKOS_LAMBDA(int i, double r) { r += V(i); }, S)
void run(Kokkos::View<double*> v) {
  double s = 0;

  SUM(v, s);
}
void later(Kokkos::View<double*> v) {
  double t = 0;
  Kokkos::parallel_reduce(v.extent(0), KOKKOS_LAMBDA(int i, double r) { r += v(i); }, t);
}
)";
  kt::TranslateResult R = translateCuda(Code);
  INFO(R.messages);
  REQUIRE(R.status == kt::ExitUnsupported);
  REQUIRE(R.diagnostics.size() == 2);
  CHECK(R.diagnostics[0].code == "KT1029");
  CHECK(R.diagnostics[0].line == 6);
  CHECK(R.diagnostics[1].line == 10); // lines after the call keep their numbers
}

TEST_CASE("Expansion markers: stripped, and mapped back to the user's lines", "[macro]") {
  const std::string Code = "a\n  {\n#line 2 /*kt-macro-expansion 2-3*/\n  x;\n"
                           "#line 3 /*kt-macro-expansion 2-3*/\n}\nb\n";
  CHECK(kt::stripExpansionMarks(Code) == "a\n  {\n  x;\n}\nb\n");
  // Code's line 4 (`x;`) is the call's line 2; line 7 (`b`) is the user's line 4.
  auto Lines = kt::userEditedLines(Code, {{4, 4}, {7, 7}});
  CHECK(Lines == std::vector<std::pair<unsigned, unsigned>>{{2, 2}, {2, 3}, {4, 4}});
}
