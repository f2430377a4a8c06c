// Unit tests of the recognisers (AST -> kernel model) and of the translation entry point.
//
// Each test translates a small Kokkos program in memory (kt::translateCode, bundled Kokkos API
// header) and checks the kernel model it produced, the translated text, or the KT diagnostic
// and exit status. Programs are built from a common prelude; line numbers are never hard-coded:
// lineOf(code, marker) finds the line of a marker comment or token in the program.
#include <catch2/catch.hpp>

#include "rewriters/model/Model.h"
#include "rewriters/Translator.h"
#include "TestTranslate.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <unistd.h>
#include <vector>

using kt::BodyOp;
using kt::Capture;
using kt::Kernel;
using kt::NestLevel;
using kt::Pattern;
using kt::PolicyKind;
using kt::Reducer;
using kt::ReducerKind;

namespace {

const char *const Prelude = "#include <Kokkos_Core.hpp>\n"
                            "using member_type = Kokkos::TeamPolicy<>::member_type;\n";

/// Prelude + namespace-scope declarations + `void run(int n, int m) { Body }`.
std::string prog(const std::string &Globals, const std::string &Body) {
  return std::string(Prelude) + Globals + "\nvoid run(int n, int m) {\n" + Body + "\n}\n";
}

/// Translates Code to CUDA, capturing what the translator writes to stderr (diagnostics).
/// Lean: parse with -DKOKKOS_TRANSLATE_LEAN_STD (the bundled header then skips the standard
/// headers real Kokkos happens to pull in; about 3x faster). The programs here include what
/// they use; a few tests parse the default way, as the CLI does.
struct Run {
  kt::TranslateResult R;
  std::string err;
};
Run translate(const std::string &Code, kt::Target T = kt::Target::Cuda, bool Lean = true) {
  Run Out;
  std::fflush(stderr);
  llvm::errs().flush();
  std::FILE *Tmp = std::tmpfile();
  int Saved = dup(2);
  dup2(fileno(Tmp), 2);
  std::vector<std::string> Args;
  if (Lean)
    Args.push_back("-DKOKKOS_TRANSLATE_LEAN_STD");
  Out.R = kt_test::translate(Code, T, Args);
  llvm::errs().flush();
  std::fflush(stderr);
  dup2(Saved, 2);
  close(Saved);
  std::rewind(Tmp);
  char Buf[4096];
  size_t N;
  while ((N = std::fread(Buf, 1, sizeof Buf, Tmp)) > 0)
    Out.err.append(Buf, N);
  std::fclose(Tmp);
  return Out;
}

/// 1-based line of the first occurrence of Marker in Code.
unsigned lineOf(const std::string &Code, const std::string &Marker) {
  size_t P = Code.find(Marker);
  REQUIRE(P != std::string::npos);
  return 1 + (unsigned)std::count(Code.begin(), Code.begin() + P, '\n');
}
/// 1-based column of the first occurrence of Marker in Code.
unsigned colOf(const std::string &Code, const std::string &Marker) {
  size_t P = Code.find(Marker);
  REQUIRE(P != std::string::npos);
  size_t NL = Code.rfind('\n', P);
  return (unsigned)(NL == std::string::npos ? P + 1 : P - NL);
}

/// The single kernel of a successful translation (moved out of the result).
Kernel only(Run &&X) {
  INFO("stderr:\n" << X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 1);
  return std::move(X.R.model.kernels[0]);
}

const Capture *cap(const Kernel &K, const std::string &Name) {
  for (const Capture &C : K.captures)
    if (C.name == Name)
      return &C;
  return nullptr;
}
std::vector<std::string> capNames(const Kernel &K) {
  std::vector<std::string> N;
  for (const Capture &C : K.captures)
    N.push_back(C.name);
  return N;
}

std::vector<const BodyOp *> ops(const kt::BodyText &B, BodyOp::Kind K) {
  std::vector<const BodyOp *> R;
  for (const auto &Op : B.ops)
    if (Op->kind == K)
      R.push_back(Op.get());
  return R;
}
/// The source text an op covers in its enclosing body text.
std::string opText(const kt::BodyText &B, const BodyOp &Op) {
  REQUIRE(Op.offset + Op.length <= B.text.size());
  return B.text.substr(Op.offset, Op.length);
}

/// Checks that Code is rejected with KT diagnostic Id at Marker's line (and column, if Col).
void expectDiag(const std::string &Code, const std::string &Id, const std::string &Marker,
                bool Col = true) {
  Run X = translate(Code);
  INFO("stderr:\n" << X.err);
  CHECK(X.R.status == kt::ExitUnsupported);
  CHECK(X.R.output.empty());
  CHECK(X.err.find("[" + Id + "]") != std::string::npos);
  std::string Loc = "input.cpp:" + std::to_string(lineOf(Code, Marker)) + ":";
  if (Col)
    Loc += std::to_string(colOf(Code, Marker)) + ":";
  bool Found = false;
  size_t P = 0;
  while (P < X.err.size()) {
    size_t E = X.err.find('\n', P);
    std::string L = X.err.substr(P, E == std::string::npos ? std::string::npos : E - P);
    if (L.find(Loc) != std::string::npos && L.find("error") != std::string::npos &&
        L.find("[" + Id + "]") != std::string::npos)
      Found = true;
    P = E == std::string::npos ? X.err.size() : E + 1;
  }
  INFO("expected a line with " << Loc << " error ... [" << Id << "]");
  CHECK(Found);
}

} // namespace

// ===================================================================== captures

TEST_CASE("lambda captures: names, kinds, types and host expressions", "[captures]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n), y("y", n);
  double a = 2.0;
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { y(i) = a * x(i); });
)"));
  Kernel K = only(std::move(X));
  // Implicit [=] captures are listed in order of first use in the body.
  CHECK(capNames(K) == std::vector<std::string>{"y", "a", "x"});
  REQUIRE(cap(K, "x"));
  CHECK(cap(K, "x")->kind == Capture::Kind::View);
  CHECK(cap(K, "x")->type == "kt::View<double *>");
  CHECK(cap(K, "x")->hostExpr == "x");
  CHECK(cap(K, "y")->kind == Capture::Kind::View);
  CHECK(cap(K, "a")->kind == Capture::Kind::Scalar);
  CHECK(cap(K, "a")->type == "double");
  CHECK(cap(K, "a")->hostExpr == "a");
  CHECK_FALSE(K.isFunctor);
}

TEST_CASE("explicit capture list keeps its written order", "[captures]") {
  Run X = translate(prog("", R"(
  Kokkos::View<int*> x("x", n);
  int a = 1, b = 2, unused = 3;
  Kokkos::parallel_for(n, [b, x, a](const int i) { x(i) = a + b; });
)"));
  Kernel K = only(std::move(X));
  CHECK(capNames(K) == std::vector<std::string>{"b", "x", "a"});
  CHECK(cap(K, "unused") == nullptr);
}

TEST_CASE("struct capture of a namespace-scope trivially copyable type", "[captures]") {
  std::string Code = prog("struct Params { double a; int b; };\n", R"(
  Kokkos::View<double*> x("x", n);
  Params p{1.5, 2};
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = p.a * p.b; });
)");
  Kernel K = only(translate(Code));
  REQUIRE(cap(K, "p"));
  CHECK(cap(K, "p")->kind == Capture::Kind::Struct);
  CHECK(cap(K, "p")->type == "Params");
  CHECK(cap(K, "x")->kind == Capture::Kind::View);
}

TEST_CASE("uncaptured integral constants are declared again, other constants become captures",
          "[captures]") {
  std::string Code = prog("", R"(
  const int N = 16; // decl-N
  constexpr double Scale = 0.5;
  const int Twice = N * 2;
  const int Late = n > 0 ? 3 : 4, Mixed = 5; // Late is no constant: Mixed stays a capture
  static const int S = 7;
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = N * Scale + i + Twice + Mixed + S; });
)");
  Kernel K = only(translate(Code));
  // N and Twice: compile-time constants in the kernel as in the lambda (no parameter).
  CHECK_FALSE(cap(K, "N"));
  CHECK_FALSE(cap(K, "Twice"));
  REQUIRE(K.body.locals.size() == 2);
  CHECK(K.body.locals[0].names == std::vector<std::string>{"N"});
  CHECK(K.body.locals[0].text == "const int N = 16;");
  CHECK(K.body.locals[1].names == std::vector<std::string>{"Twice"});
  // A double constant, one declared beside a non-constant and a static local stay captures.
  REQUIRE(cap(K, "Scale"));
  CHECK(cap(K, "Scale")->type == "double");
  REQUIRE(cap(K, "Mixed"));
  CHECK(cap(K, "Mixed")->kind == Capture::Kind::Scalar);
  CHECK(cap(K, "Mixed")->hostExpr == "Mixed");
  REQUIRE(cap(K, "S"));
  CHECK(std::count_if(K.captures.begin(), K.captures.end(),
                      [](const Capture &C) { return C.name == "Mixed"; }) == 1);
}

TEST_CASE("variables declared inside the lambda are not captures", "[captures]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
    double t = 2.0 * i;
    auto sq = [](double v) { return v * v; };
    x(i) = sq(t);
  });
)")));
  CHECK(capNames(K) == std::vector<std::string>{"x"});
}

TEST_CASE("functor members used by operator() are its captures", "[captures][functor]") {
  std::string Code = prog(R"(
struct Axpy {
  Kokkos::View<double*> x;
  Kokkos::View<double*> y; // decl-y
  Kokkos::View<double*> z;  // not used by the kernel
  double alpha;
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { y(i) = alpha * x(i) + this->alpha; }
};
)",
                          R"(
  Axpy f;
  Kokkos::parallel_for(n, f);
)");
  Kernel K = only(translate(Code));
  CHECK(K.isFunctor);
  CHECK(K.functorType == "Axpy");
  CHECK(K.functorExpr == "f");
  CHECK(capNames(K) == std::vector<std::string>{"y", "alpha", "x"});
  CHECK(cap(K, "z") == nullptr);
  CHECK(cap(K, "y")->kind == Capture::Kind::View);
  CHECK(cap(K, "y")->hostExpr == "kt_functor.y");
  CHECK(cap(K, "alpha")->kind == Capture::Kind::Scalar);
  CHECK(cap(K, "alpha")->type == "double");
  // `this->` is an op the lowering removes.
  auto T = ops(K.body, BodyOp::Kind::ThisArrow);
  REQUIRE(T.size() == 1);
  CHECK(opText(K.body, *T[0]) == "this->");
}

TEST_CASE("View captures: layout, rank, value type and memory traits from the AST", "[captures][view]") {
  std::string Code = prog(R"(
using Mat = Kokkos::View<float**, Kokkos::LayoutRight>; // an alias: the type text does not say
typedef unsigned int u32;
)",
                          R"(
  Kokkos::View<double*> d("d", n);
  Kokkos::View<int**, Kokkos::LayoutLeft> l("l", n, m);
  Mat r("r", n, m);
  Kokkos::View<double***, Kokkos::LayoutStride> s;
  Kokkos::View<const double*> c = d;
  Kokkos::View<double**[3]> t("t", n, m);
  Kokkos::View<int*, Kokkos::MemoryTraits<Kokkos::Atomic>> a("a", n);
  Kokkos::View<double*, Kokkos::MemoryUnmanaged> u(d.data(), n);
  Kokkos::View<u32*> z("z", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
    d(i) = l(i, 0) + r(i, 0) + s(i, 0, 0) + c(i) + t(i, 0, 1) + u(i) + z(i);
    a(i) += 1;
  });
)");
  Kernel K = only(translate(Code));
  auto V = [&](const char *N) {
    const Capture *C = cap(K, N);
    REQUIRE(C);
    CHECK(C->kind == Capture::Kind::View);
    return C->view;
  };
  CHECK(V("d").layout == kt::ViewLayout::Default);
  CHECK(V("d").rank == 1);
  CHECK(V("d").arith == kt::Arith::Double);
  CHECK(V("d").valueType == "double");
  CHECK_FALSE(V("d").constValue);
  CHECK(V("l").layout == kt::ViewLayout::Left);
  CHECK(V("l").rank == 2);
  CHECK(V("l").arith == kt::Arith::Int);
  CHECK(V("r").layout == kt::ViewLayout::Right);
  CHECK(V("r").arith == kt::Arith::Float);
  CHECK(V("s").layout == kt::ViewLayout::Stride);
  CHECK(V("s").rank == 3);
  CHECK(V("c").constValue);
  CHECK(V("c").valueType == "double");
  CHECK(V("c").arith == kt::Arith::Double);
  CHECK(V("t").rank == 3);
  CHECK(V("a").atomic());
  CHECK_FALSE(V("a").unmanaged());
  CHECK(V("u").unmanaged());
  CHECK_FALSE(V("u").atomic());
  CHECK_FALSE(V("d").unmanaged());
  CHECK(V("z").arith == kt::Arith::UInt); // by what the typedef stands for
}

TEST_CASE("accumulators: the arithmetic type of their value", "[params][reducer]") {
  Kernel K = only(translate(prog("using real = double;\n", R"(
  real total = 0;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, real& acc) { acc += i; }, total);
)")));
  CHECK(K.accType == "real");
  CHECK(K.accArith == kt::Arith::Double);
  Kernel B = only(translate(prog("", R"(
  bool all = true;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, bool& acc) { acc = acc && i >= 0; },
                          Kokkos::LAnd<bool>(all));
)")));
  CHECK(B.accArith == kt::Arith::Bool);
}

TEST_CASE("kernel names: stem, line and copy number are model fields", "[names]") {
  std::string Code = prog("", R"(
  Kokkos::View<int*> x("x", n);
  Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(int i) { x(i) = 1; }); Kokkos::parallel_for("fill", n, KOKKOS_LAMBDA(int i) { x(i) += 2; }); // twice
)");
  Run X = translate(Code);
  INFO("stderr:\n" << X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 2);
  const Kernel &A = X.R.model.kernels[0], &B = X.R.model.kernels[1];
  const std::string L = std::to_string(lineOf(Code, "// twice"));
  CHECK(A.nameStem == "kt_fill");
  CHECK(A.nameCopy == 0);
  CHECK(A.name == "kt_fill_L" + L);
  CHECK(B.nameStem == "kt_fill");
  CHECK(B.nameCopy == 2);
  CHECK(B.name == "kt_fill_L" + L + "_2");
  CHECK(kt::kernelName(B) == B.name);
}

// ===================================================================== parameters

TEST_CASE("range body: index name and type", "[params]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const long k) { x(k) = 1.0; });
)")));
  CHECK(K.pattern == Pattern::For);
  CHECK(K.indexNames == std::vector<std::string>{"k"});
  CHECK(K.indexTypes == std::vector<std::string>{"long"});
  CHECK(K.accName.empty());
  CHECK(K.memberName.empty());
}

TEST_CASE("reduce body: accumulator name and type", "[params]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<float*> x("x", n);
  float total = 0;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, float& acc) { acc += x(i); }, total);
)")));
  CHECK(K.pattern == Pattern::Reduce);
  CHECK(K.indexNames == std::vector<std::string>{"i"});
  CHECK(K.accName == "acc");
  CHECK(K.accType == "float");
  CHECK(K.finalName.empty());
}

TEST_CASE("scan body: accumulator, final flag and total", "[params]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<long*> x("x", n);
  long total = 0;
  Kokkos::parallel_scan(n, KOKKOS_LAMBDA(const int i, long& upd, const bool last) {
    if (last) x(i) = upd;
    upd += i;
  }, total);
)")));
  CHECK(K.pattern == Pattern::Scan);
  CHECK(K.accName == "upd");
  CHECK(K.accType == "long");
  CHECK(K.finalName == "last");
  CHECK(K.scanTotal == "total");
  CHECK(K.scanArithmetic); // a builtin sum: the GPU targets' single-pass tile scan
}

TEST_CASE("scan of a struct value is not an arithmetic scan", "[params]") {
  Kernel K = only(translate(prog("struct P {\n  double a = 0;\n  KOKKOS_INLINE_FUNCTION P &operator+=(const P &o) {\n    a += o.a;\n    return *this;\n  }\n};", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_scan(n, KOKKOS_LAMBDA(const int i, P& upd, const bool last) {
    if (last) x(i) = upd.a;
    upd.a += i;
  });
)")));
  CHECK(K.pattern == Pattern::Scan);
  CHECK_FALSE(K.scanArithmetic);
}

TEST_CASE("team body: member name, no index parameters", "[params]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<int*> x("x", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& tm) {
    x(tm.league_rank()) = tm.team_size();
  });
)")));
  CHECK(K.policy.kind == PolicyKind::Team);
  CHECK(K.memberName == "tm");
  CHECK(K.indexNames.empty());
  CHECK(ops(K.body, BodyOp::Kind::LeagueRank).size() == 1);
  CHECK(ops(K.body, BodyOp::Kind::TeamSize).size() == 1);
}

TEST_CASE("scan over a non-range policy is rejected (KT1010)", "[params][diag]") {
  std::string Code = prog("", R"(
  Kokkos::parallel_scan(Kokkos::TeamPolicy<>(n, 1), KOKKOS_LAMBDA(const member_type& t, int& u, bool f) {});
)");
  Run X = translate(Code);
  CHECK(X.R.status == kt::ExitUnsupported);
  CHECK(X.err.find("[KT1010]") != std::string::npos);
}

// ===================================================================== policies

TEST_CASE("plain count and RangePolicy bounds are kept as host text", "[policy]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n / 2 + 1, KOKKOS_LAMBDA(const int i) { x(i) = 0; });
  Kokkos::parallel_for(Kokkos::RangePolicy<>(5, n - 1), KOKKOS_LAMBDA(const int i) { x(i) = 1; });
  Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::DefaultExecutionSpace>(Kokkos::DefaultExecutionSpace(), 3, m),
                       KOKKOS_LAMBDA(const int i) { x(i) = 2; });
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 3);
  const kt::Policy &P0 = X.R.model.kernels[0].policy;
  CHECK(P0.kind == PolicyKind::Range);
  CHECK(P0.begin == "0");
  CHECK(P0.end == "n / 2 + 1");
  CHECK(P0.workTag.empty());
  CHECK(P0.indexType.empty());
  const kt::Policy &P1 = X.R.model.kernels[1].policy;
  CHECK(P1.kind == PolicyKind::Range);
  CHECK(P1.begin == "5");
  CHECK(P1.end == "n - 1");
  // The execution-space instance is not a bound.
  const kt::Policy &P2 = X.R.model.kernels[2].policy;
  CHECK(P2.begin == "3");
  CHECK(P2.end == "m");
}

TEST_CASE("RangePolicy work tag and IndexType select the tagged operator()", "[policy][functor]") {
  Kernel K = only(translate(prog(R"(
struct Fill {};
struct Tagged {
  Kokkos::View<double*> x;
  KOKKOS_INLINE_FUNCTION void operator()(const long untagged) const { x(untagged) = 0; }
  KOKKOS_INLINE_FUNCTION void operator()(const Fill&, const long j) const { x(j) = 1; }
};
)",
                                        R"(
  Tagged t;
  Kokkos::parallel_for(Kokkos::RangePolicy<Kokkos::IndexType<long>, Fill>(0, n), t);
)")));
  CHECK(K.policy.workTag == "Fill");
  CHECK(K.policy.indexType == "long");
  CHECK(K.indexNames == std::vector<std::string>{"j"});
  CHECK(K.indexTypes == std::vector<std::string>{"long"});
}

TEST_CASE("MDRangePolicy rank 2: bounds, default tiles and iteration", "[policy][mdrange]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 1}, {n, m}),
                       KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = i + j; });
)")));
  CHECK(K.policy.kind == PolicyKind::MDRange);
  CHECK(K.policy.rank == 2);
  CHECK(K.policy.lower == std::vector<std::string>{"0", "1"});
  CHECK(K.policy.upper == std::vector<std::string>{"n", "m"});
  CHECK(K.policy.tiles.empty());
  CHECK_FALSE(K.policy.iterateRight);
  CHECK(K.indexNames == std::vector<std::string>{"i", "j"});
  CHECK(K.indexTypes == std::vector<std::string>{"int", "int"});
}

TEST_CASE("MDRangePolicy bounds32: constant lower bounds >= 0, 32-bit upper bounds", "[policy][mdrange]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  const long big = n;
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 1}, {n, m - 1}),
                       KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = i + j; });
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {big, m}),
                       KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = 0; });
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({n, 0}, {m, m}),
                       KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = 1; });
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({-1, 0}, {n, m}),
                       KOKKOS_LAMBDA(const int i, const int j) { a(i + 1, j) = 2; });
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2>>({0, 0}, {a.extent(0), 3}),
                       KOKKOS_LAMBDA(const int i, const int j) { a(i, j) = 3; });
)"));
  REQUIRE(X.R.model.kernels.size() == 5);
  CHECK(X.R.model.kernels[0].policy.bounds32);        // int upper bounds, literal lower bounds
  CHECK_FALSE(X.R.model.kernels[1].policy.bounds32);  // a long upper bound
  CHECK_FALSE(X.R.model.kernels[2].policy.bounds32);  // a lower bound that is no constant
  CHECK_FALSE(X.R.model.kernels[3].policy.bounds32);  // a negative lower bound
  CHECK_FALSE(X.R.model.kernels[4].policy.bounds32);  // extent() is size_t
}

TEST_CASE("MDRangePolicy rank 3 with tiles and Iterate::Right", "[policy][mdrange]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double***> a("a", n, n, n);
  using P3 = Kokkos::MDRangePolicy<Kokkos::Rank<3, Kokkos::Iterate::Right, Kokkos::Iterate::Right>>;
  Kokkos::parallel_for(P3({1, 1, 1}, {n - 1, n - 1, n}, {4, 4, 8}),
                       KOKKOS_LAMBDA(int i, int j, int k) { a(i, j, k) = 0; });
)")));
  CHECK(K.policy.rank == 3);
  CHECK(K.policy.iterateRight);
  CHECK(K.policy.lower == std::vector<std::string>{"1", "1", "1"});
  CHECK(K.policy.upper == std::vector<std::string>{"n - 1", "n - 1", "n"});
  CHECK(K.policy.tiles == std::vector<std::string>{"4", "4", "8"});
  CHECK(K.indexNames == std::vector<std::string>{"i", "j", "k"});
}

TEST_CASE("MDRangePolicy Iterate::Left is not iterateRight", "[policy][mdrange]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<2, Kokkos::Iterate::Left, Kokkos::Iterate::Left>>({0, 0}, {n, m}),
                       KOKKOS_LAMBDA(int i, int j) { a(i, j) = 0; });
)")));
  CHECK(K.policy.rank == 2);
  CHECK_FALSE(K.policy.iterateRight);
}

TEST_CASE("TeamPolicy league, team size and vector length (AUTO is empty)", "[policy][team]") {
  Run X = translate(prog("", R"(
  Kokkos::View<int*> x("x", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) { x(0) = 1; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n * 2, 64, 4), KOKKOS_LAMBDA(const member_type& t) { x(0) = 2; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(m, Kokkos::AUTO, 8), KOKKOS_LAMBDA(const member_type& t) { x(0) = 3; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(m, Kokkos::AUTO(), Kokkos::AUTO()), KOKKOS_LAMBDA(const member_type& t) { x(0) = 4; });
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 4);
  const auto &Ks = X.R.model.kernels;
  CHECK(Ks[0].policy.kind == PolicyKind::Team);
  CHECK(Ks[0].policy.league == "n");
  CHECK(Ks[0].policy.teamSize.empty());
  CHECK(Ks[0].policy.vectorLength.empty());
  CHECK(Ks[1].policy.league == "n * 2");
  CHECK(Ks[1].policy.teamSize == "64");
  CHECK(Ks[1].policy.vectorLength == "4");
  CHECK(Ks[2].policy.teamSize.empty());
  CHECK(Ks[2].policy.vectorLength == "8");
  CHECK(Ks[3].policy.teamSize.empty());
  CHECK(Ks[3].policy.vectorLength.empty());
  for (const Kernel &K : Ks) {
    CHECK_FALSE(K.usesScratch(0));
    CHECK_FALSE(K.usesScratch(1));
  }
}

TEST_CASE("TeamPolicy sizes known at translation time become constants", "[policy][team]") {
  Run X = translate(prog("", R"(
  Kokkos::View<int*> x("x", n);
  constexpr int VL = 2 * 8;
  const int ts = n;
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) { x(0) = 1; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, 64, 4), KOKKOS_LAMBDA(const member_type& t) { x(0) = 2; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, ts, VL), KOKKOS_LAMBDA(const member_type& t) { x(0) = 3; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO, m), KOKKOS_LAMBDA(const member_type& t) { x(0) = 4; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, 8, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) { x(0) = 5; });
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 5);
  const auto &Ks = X.R.model.kernels;
  CHECK(Ks[0].policy.teamSizeConst == 0); // AUTO
  CHECK(Ks[0].policy.vectorLengthConst == 1); // omitted: 1
  CHECK(Ks[1].policy.teamSizeConst == 64);
  CHECK(Ks[1].policy.vectorLengthConst == 4);
  CHECK(Ks[2].policy.teamSizeConst == 0); // a run-time value
  CHECK(Ks[2].policy.vectorLengthConst == 16); // a constexpr variable
  CHECK(Ks[3].policy.vectorLengthConst == 0);
  CHECK(Ks[4].policy.teamSizeConst == 8);
  CHECK(Ks[4].policy.vectorLengthConst == 1);
}

TEST_CASE("set_scratch_size chained on the policy: levels, PerTeam and PerThread", "[policy][scratch]") {
  Run X = translate(prog("", R"(
  Kokkos::View<int*> x("x", n);
  size_t bytes = 256;
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(bytes)),
                       KOKKOS_LAMBDA(const member_type& t) { x(0) = 1; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO)
                           .set_scratch_size(1, Kokkos::PerTeam(bytes * 2), Kokkos::PerThread(64)),
                       KOKKOS_LAMBDA(const member_type& t) { x(0) = 2; });
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 2);
  const kt::Policy &P0 = X.R.model.kernels[0].policy;
  CHECK(P0.scratch[0].perTeam == "(bytes)");
  CHECK(P0.scratch[0].perThread == "0");
  CHECK_FALSE(P0.scratch[1].used());
  CHECK(X.R.model.kernels[0].usesScratch(0));
  const kt::Policy &P1 = X.R.model.kernels[1].policy;
  CHECK_FALSE(P1.scratch[0].used());
  CHECK(P1.scratch[1].perTeam == "(bytes * 2)");
  CHECK(P1.scratch[1].perThread == "(64)");
}

TEST_CASE("policy.set_scratch_size statements before the dispatch apply; later ones do not",
          "[policy][scratch]") {
  Run X = translate(prog("", R"(
  Kokkos::View<int*> x("x", n);
  auto policy = Kokkos::TeamPolicy<>(n, 32);
  policy.set_scratch_size(1, Kokkos::PerThread(128));
  policy.set_scratch_size(0, Kokkos::PerTeam(1024));
  Kokkos::parallel_for(policy, KOKKOS_LAMBDA(const member_type& t) { x(0) = 1; });
  Kokkos::TeamPolicy<> p2(m, Kokkos::AUTO);
  Kokkos::parallel_for(p2, KOKKOS_LAMBDA(const member_type& t) { x(0) = 2; });
  p2.set_scratch_size(0, Kokkos::PerTeam(4096)); // after: not for the dispatch above
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 2);
  const kt::Policy &P = X.R.model.kernels[0].policy;
  CHECK(P.league == "n");
  CHECK(P.teamSize == "32");
  CHECK(P.scratch[1].perThread == "(128)");
  CHECK(P.scratch[1].perTeam == "0");
  CHECK(P.scratch[0].perTeam == "(1024)");
  const kt::Policy &P2 = X.R.model.kernels[1].policy;
  CHECK(P2.league == "m");
  CHECK_FALSE(P2.scratch[0].used());
  CHECK_FALSE(P2.scratch[1].used());
}

// ===================================================================== reducers

TEST_CASE("plain scalar result is a Sum into a host scalar", "[reducer]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  double sum = 0;
  Kokkos::parallel_reduce("dot", n, KOKKOS_LAMBDA(const int i, double& s) { s += x(i) * x(i); }, sum);
)")));
  REQUIRE(K.reducers.size() == 1);
  const Reducer &R = K.reducers[0];
  CHECK(R.kind == ReducerKind::Sum);
  CHECK(R.target == Reducer::Target::Scalar);
  CHECK(R.result == "sum");
  CHECK(R.valueType == "double");
  CHECK(std::string(kt::reducerName(R.kind)) == "Sum");
}

TEST_CASE("built-in reducers Max, Min, Prod, LOr, BAnd: kind, scalar type, result", "[reducer]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  double mx = 0; int mn = 0; double pr = 1; bool any = false; unsigned bits = 0;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& v) { if (x(i) > v) v = x(i); }, Kokkos::Max<double>(mx));
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, int& v) { if (i < v) v = i; }, Kokkos::Min<int>(mn));
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& v) { v *= x(i); }, Kokkos::Prod<double>(pr));
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, bool& v) { v = v || x(i) < 0; }, Kokkos::LOr<bool>(any));
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, unsigned& v) { v &= i; }, Kokkos::BAnd<unsigned>(bits));
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 5);
  struct Want {
    ReducerKind kind;
    const char *scalar, *result;
  } W[] = {{ReducerKind::Max, "double", "mx"},
           {ReducerKind::Min, "int", "mn"},
           {ReducerKind::Prod, "double", "pr"},
           {ReducerKind::LOr, "bool", "any"},
           {ReducerKind::BAnd, "unsigned int", "bits"}};
  for (int I = 0; I < 5; ++I) {
    INFO("kernel " << I);
    REQUIRE(X.R.model.kernels[I].reducers.size() == 1);
    const Reducer &R = X.R.model.kernels[I].reducers[0];
    CHECK(R.kind == W[I].kind);
    CHECK(R.scalarType == W[I].scalar);
    CHECK(R.valueType == W[I].scalar);
    CHECK(R.result == W[I].result);
    CHECK(R.target == Reducer::Target::Scalar);
  }
}

TEST_CASE("MinLoc / MaxLoc: scalar and index types, ValLocScalar value type", "[reducer]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::MinLoc<double, int>::value_type lo;
  Kokkos::MaxLoc<float, long>::value_type hi;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, Kokkos::MinLoc<double, int>::value_type& v) {
    if (x(i) < v.val) { v.val = x(i); v.loc = i; }
  }, Kokkos::MinLoc<double, int>(lo));
  Kokkos::MaxLoc<float, long> hr(hi);
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, Kokkos::MaxLoc<float, long>::value_type& v) {
    if (x(i) > v.val) { v.val = x(i); v.loc = i; }
  }, hr);
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 2);
  const Reducer &A = X.R.model.kernels[0].reducers.at(0);
  CHECK(A.kind == ReducerKind::MinLoc);
  CHECK(A.scalarType == "double");
  CHECK(A.indexType == "int");
  CHECK(A.valueType == "kt::ValLocScalar<double, int>");
  CHECK(A.result == "lo");
  // A reducer held in a variable: the result is its constructor argument.
  const Reducer &B = X.R.model.kernels[1].reducers.at(0);
  CHECK(B.kind == ReducerKind::MaxLoc);
  CHECK(B.scalarType == "float");
  CHECK(B.indexType == "long");
  CHECK(B.valueType == "kt::ValLocScalar<float, long>");
  CHECK(B.result == "hi");
  CHECK(B.target == Reducer::Target::Scalar);
}

TEST_CASE("rank-0 View results: plain and through a reducer", "[reducer]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::View<double> r("r");
  Kokkos::View<int> cnt("cnt");
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, double& s) { s += x(i); }, r);
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, int& c) { c = c > i ? c : i; }, Kokkos::Max<int>(cnt));
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 2);
  const Reducer &A = X.R.model.kernels[0].reducers.at(0);
  CHECK(A.kind == ReducerKind::Sum);
  CHECK(A.target == Reducer::Target::View);
  CHECK(A.result == "r");
  CHECK(A.valueType == "double");
  const Reducer &B = X.R.model.kernels[1].reducers.at(0);
  CHECK(B.kind == ReducerKind::Max);
  CHECK(B.target == Reducer::Target::View);
  CHECK(B.result == "cnt");
}

TEST_CASE("functor with value_type/init/join/final is a Custom reducer", "[reducer][functor]") {
  Run X = translate(prog(R"(
struct MaxAbs {
  using value_type = double;
  Kokkos::View<double*> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, value_type& v) const { if (x(i) > v) v = x(i); }
  KOKKOS_INLINE_FUNCTION void init(value_type& ini) const { ini = 0; }
  KOKKOS_INLINE_FUNCTION void join(volatile value_type& into, const volatile value_type& from) const {
    if (from > into) into = from;
  }
  KOKKOS_INLINE_FUNCTION void final(value_type& fin) const { fin = fin * 1.0; }
};
)",
                         R"(
  MaxAbs f;
  double result = 0;
  Kokkos::parallel_reduce("maxabs", n, f, result);
  Kokkos::parallel_reduce(n, f);
)"));
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 2);
  const Kernel &K = X.R.model.kernels[0];
  REQUIRE(K.reducers.size() == 1);
  const Reducer &R = K.reducers[0];
  CHECK(R.kind == ReducerKind::Custom);
  CHECK(R.joinDst == "into");
  CHECK(R.joinSrc == "from");
  CHECK(R.joinBody.find("if (from > into) into = from;") != std::string::npos);
  CHECK(R.initParam == "ini");
  CHECK(R.initBody.find("ini = 0") != std::string::npos);
  CHECK(R.finalParam == "fin");
  CHECK(R.customOp == K.name + "_op");
  CHECK(R.target == Reducer::Target::Scalar);
  CHECK(R.result == "result");
  // No result argument: the reduction has no target.
  const Kernel &K2 = X.R.model.kernels[1];
  REQUIRE(K2.reducers.size() == 1);
  CHECK(K2.reducers[0].kind == ReducerKind::Custom);
  CHECK(K2.reducers[0].target == Reducer::Target::None);
}

TEST_CASE("functor reduction without join is a plain Sum", "[reducer][functor]") {
  Kernel K = only(translate(prog(R"(
struct Count {
  Kokkos::View<int*> x;
  KOKKOS_INLINE_FUNCTION void operator()(const int i, long& c) const { c += x(i) > 0; }
};
)",
                                        R"(
  Count f; long c = 0;
  Kokkos::parallel_reduce(n, f, c);
)")));
  REQUIRE(K.reducers.size() == 1);
  CHECK(K.reducers[0].kind == ReducerKind::Sum);
  CHECK(K.reducers[0].valueType == "long");
  CHECK(K.reducers[0].result == "c");
}

// ===================================================================== nesting / team ops

TEST_CASE("TeamThreadRange parallel_for: NestedRange op, bounds, index, body", "[team][nested]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    const int t = team.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int j) { a(t, j) = j; });
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 2, m - 1), [&](const int k) { a(t, k) += 1; });
  });
)")));
  auto N = ops(K.body, BodyOp::Kind::NestedRange);
  REQUIRE(N.size() == 2);
  CHECK(N[0]->nest == NestLevel::TeamThread);
  CHECK(N[0]->pattern == Pattern::For);
  CHECK(N[0]->indexName == "j");
  CHECK(N[0]->indexType == "int");
  CHECK(N[0]->begin == nullptr);
  REQUIRE(N[0]->end);
  CHECK(N[0]->end->text == "m");
  CHECK(N[0]->body.text.find("a(t, j) = j;") != std::string::npos);
  CHECK(opText(K.body, *N[0]).rfind("Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m)", 0) == 0);
  REQUIRE(N[1]->begin);
  CHECK(N[1]->begin->text == "2");
  CHECK(N[1]->end->text == "m - 1");
  CHECK(N[1]->indexName == "k");
  // ops are sorted by offset and do not overlap
  for (size_t I = 1; I < K.body.ops.size(); ++I)
    CHECK(K.body.ops[I - 1]->offset + K.body.ops[I - 1]->length <= K.body.ops[I]->offset);
}

TEST_CASE("nested reduce over TeamThreadRange with a ThreadVectorRange inside", "[team][nested]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::View<double*> out("out", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type& team) {
    const int t = team.league_rank();
    double lsum = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(team, m), [&](const int j, double& acc) {
      double inner = 0;
      Kokkos::parallel_reduce(Kokkos::ThreadVectorRange(team, 8), [&](const int v, double& vacc) {
        vacc += a(t, j) * v;
      }, inner);
      acc += inner;
    }, lsum);
    out(t) = lsum;
  });
)")));
  auto N = ops(K.body, BodyOp::Kind::NestedRange);
  REQUIRE(N.size() == 1);
  const BodyOp &Outer = *N[0];
  CHECK(Outer.nest == NestLevel::TeamThread);
  CHECK(Outer.pattern == Pattern::Reduce);
  CHECK(Outer.accName == "acc");
  CHECK(Outer.accType == "double");
  REQUIRE(Outer.reducer);
  CHECK(Outer.reducer->kind == ReducerKind::Sum);
  CHECK(Outer.reducer->target == Reducer::Target::Scalar);
  CHECK(Outer.reducer->result == "lsum");
  CHECK(Outer.reducer->valueType == "double");
  auto Inner = ops(Outer.body, BodyOp::Kind::NestedRange);
  REQUIRE(Inner.size() == 1);
  CHECK(Inner[0]->nest == NestLevel::ThreadVector);
  CHECK(Inner[0]->pattern == Pattern::Reduce);
  CHECK(Inner[0]->indexName == "v");
  CHECK(Inner[0]->accName == "vacc");
  REQUIRE(Inner[0]->reducer);
  CHECK(Inner[0]->reducer->result == "inner");
  CHECK(Inner[0]->end->text == "8");
  CHECK(opText(Outer.body, *Inner[0]).rfind("Kokkos::parallel_reduce(Kokkos::ThreadVectorRange", 0) == 0);
}

TEST_CASE("TeamVectorRange, nested reducer objects, TeamThreadRange without an index name",
          "[team][nested]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    const int t = team.league_rank();
    Kokkos::parallel_for(Kokkos::TeamVectorRange(team, m), [&](const int j) { a(t, j) = 0; });
    double mx = 0;
    Kokkos::parallel_reduce(Kokkos::TeamVectorRange(team, m), [&](const int j, double& v) {
      if (a(t, j) > v) v = a(t, j);
    }, Kokkos::Max<double>(mx));
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, 1), [&](const int) {
      Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, m), [&](const int j) { a(t, j) *= 2; });
    });
  });
)")));
  auto N = ops(K.body, BodyOp::Kind::NestedRange);
  REQUIRE(N.size() == 3);
  CHECK(N[0]->nest == NestLevel::TeamVector);
  CHECK(N[0]->pattern == Pattern::For);
  CHECK(N[1]->nest == NestLevel::TeamVector);
  CHECK(N[1]->pattern == Pattern::Reduce);
  REQUIRE(N[1]->reducer);
  CHECK(N[1]->reducer->kind == ReducerKind::Max);
  CHECK(N[1]->reducer->result == "mx");
  CHECK(N[2]->nest == NestLevel::TeamThread);
  CHECK(N[2]->indexName == "kt_unnamed0"); // unnamed: named after its position
  auto S = ops(N[2]->body, BodyOp::Kind::NestedRange);
  REQUIRE(S.size() == 1);
  CHECK(S[0]->nest == NestLevel::ThreadVector);
  CHECK(S[0]->pattern == Pattern::For);
  CHECK(S[0]->indexName == "j");
}

// TeamThreadRange and ThreadVectorRange scans translate (testdata/team_scan); TeamVectorRange
// scans stay refused.
TEST_CASE("nested parallel_scan over TeamVectorRange is diagnosed (KT1015)", "[team][nested][diag]") {
  expectDiag(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    const int t = team.league_rank();
    Kokkos::parallel_scan(Kokkos::TeamVectorRange(team, m), [&](const int j, double& u, const bool fin) {
      u += a(t, j);
      if (fin) a(t, j) = u;
    });
  });
)"),
             "KT1015", "Kokkos::parallel_scan(");
}

TEST_CASE("team_barrier / team_broadcast at team level only; ThreadVectorRange nesting", "[team][nested][diag]") {
  // team_broadcast inside a nested range
  expectDiag(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int j) {
      double v = j;
      team.team_broadcast(v, 0);
    });
  });
)"),
             "KT1015", "team_broadcast(v, 0)");
  // TeamThreadRange inside TeamThreadRange
  expectDiag(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int j) {
      Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int k) { a(j, k) = 0; }); // inner
    });
  });
)"),
             "KT1015", "Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int k)");
}

TEST_CASE("single: PerTeam plain form and PerThread/PerTeam value forms", "[team][single]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    const int t = team.league_rank();
    Kokkos::single(Kokkos::PerTeam(team), [&]() { x(t) = 1.0; });
    double scale = 0;
    Kokkos::single(Kokkos::PerTeam(team), [&](double& v) { v = x(t) * 2; }, scale);
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int j) {
      int key = 0;
      Kokkos::single(Kokkos::PerThread(team), [&](int& k) { k = j % 4; }, key);
    });
  });
)")));
  auto S = ops(K.body, BodyOp::Kind::Single);
  REQUIRE(S.size() == 2);
  CHECK(S[0]->perTeam);
  CHECK(S[0]->valueName.empty());
  CHECK(S[0]->body.text.find("x(t) = 1.0;") != std::string::npos);
  CHECK(S[1]->perTeam);
  CHECK(S[1]->valueName == "v");
  CHECK(S[1]->valueType == "double");
  CHECK(S[1]->valueTarget == "scale");
  auto N = ops(K.body, BodyOp::Kind::NestedRange);
  REQUIRE(N.size() == 1);
  auto S2 = ops(N[0]->body, BodyOp::Kind::Single);
  REQUIRE(S2.size() == 1);
  CHECK_FALSE(S2[0]->perTeam);
  CHECK(S2[0]->valueName == "k");
  CHECK(S2[0]->valueType == "int");
  CHECK(S2[0]->valueTarget == "key");
}

TEST_CASE("team member queries, barrier and broadcast are ops over their call text", "[team]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    double seed = team.team_rank() + team.league_size();
    team.team_barrier();
    team.team_broadcast(seed, 0);
    x(team.league_rank()) = seed;
  });
)")));
  auto B = ops(K.body, BodyOp::Kind::TeamBarrier);
  REQUIRE(B.size() == 1);
  CHECK(opText(K.body, *B[0]) == "team.team_barrier()");
  auto C = ops(K.body, BodyOp::Kind::TeamBroadcast);
  REQUIRE(C.size() == 1);
  CHECK(C[0]->args == std::vector<std::string>{"seed"});
  REQUIRE(C[0]->end); // the rank, as a text with its own ops
  CHECK(C[0]->end->text == "0");
  CHECK(C[0]->fromRankZero);
  CHECK(!C[0]->begin); // no closure
  CHECK(opText(K.body, *C[0]) == "team.team_broadcast(seed, 0)");
  REQUIRE(ops(K.body, BodyOp::Kind::TeamRank).size() == 1);
  CHECK(opText(K.body, *ops(K.body, BodyOp::Kind::TeamRank)[0]) == "team.team_rank()");
  CHECK(ops(K.body, BodyOp::Kind::LeagueSize).size() == 1);
  CHECK(ops(K.body, BodyOp::Kind::LeagueRank).size() == 1);
}

TEST_CASE("team_scratch / thread_scratch / team_shmem ops carry the scratch level", "[team][scratch]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  using Scratch = Kokkos::View<double*, Kokkos::DefaultExecutionSpace::scratch_memory_space,
                               Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  auto pol = Kokkos::TeamPolicy<>(n, Kokkos::AUTO)
                 .set_scratch_size(1, Kokkos::PerTeam(m * sizeof(double)))
                 .set_scratch_size(0, Kokkos::PerThread(8 * sizeof(double)));
  Kokkos::parallel_for(pol, KOKKOS_LAMBDA(const member_type& team) {
    Scratch s1(team.team_scratch(1), m);
    Scratch s0(team.thread_scratch(0), 8);
    Scratch sh(team.team_shmem(), 1);
    x(team.league_rank()) = s1(0) + s0(0) + sh(0);
  });
)")));
  CHECK(K.policy.scratch[1].perTeam == "(m * sizeof(double))");
  CHECK(K.policy.scratch[0].perThread == "(8 * sizeof(double))");
  auto T = ops(K.body, BodyOp::Kind::TeamScratch);
  REQUIRE(T.size() == 2);
  CHECK(T[0]->level == 1);
  CHECK(opText(K.body, *T[0]) == "team.team_scratch(1)");
  CHECK(T[1]->level == 0); // team_shmem() is level 0
  auto P = ops(K.body, BodyOp::Kind::ThreadScratch);
  REQUIRE(P.size() == 1);
  CHECK(P[0]->level == 0);
  REQUIRE(cap(K, "x"));
}

TEST_CASE("Kokkos names in a kernel become Rename ops; `return` is a Return op", "[body]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::View<int*> c("c", 1);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
    if (x(i) < 0) return;
    auto f = [](double v) { return v * 2; };
    x(i) = Kokkos::sqrt(f(x(i)));
    Kokkos::atomic_add(&c(0), 1);
  });
)")));
  auto R = ops(K.body, BodyOp::Kind::Rename);
  REQUIRE(R.size() == 2);
  CHECK(opText(K.body, *R[0]) == "Kokkos::sqrt");
  CHECK(R[0]->text == "kt::sqrt");
  CHECK(opText(K.body, *R[1]) == "Kokkos::atomic_add");
  CHECK(R[1]->text == "kt::atomic_add");
  // Only the kernel's own return is an op: the plain lambda's return is its own.
  auto Ret = ops(K.body, BodyOp::Kind::Return);
  REQUIRE(Ret.size() == 1);
  CHECK(opText(K.body, *Ret[0]) == "return");
}

TEST_CASE("functor team kernel: member name, nested op and member captures", "[team][functor]") {
  Kernel K = only(translate(prog(R"(
struct RowSum {
  Kokkos::View<double**> a;
  Kokkos::View<double*> s;
  KOKKOS_INLINE_FUNCTION void operator()(const member_type& tm) const {
    const int r = tm.league_rank();
    double acc = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(tm, a.extent(1)), [&](const int j, double& v) { v += a(r, j); }, acc);
    s(r) = acc;
  }
};
)",
                                        R"(
  RowSum f;
  Kokkos::parallel_for("rowsum", Kokkos::TeamPolicy<>(n, Kokkos::AUTO), f);
)")));
  CHECK(K.isFunctor);
  CHECK(K.memberName == "tm");
  CHECK(capNames(K) == std::vector<std::string>{"a", "s"});
  auto N = ops(K.body, BodyOp::Kind::NestedRange);
  REQUIRE(N.size() == 1);
  CHECK(N[0]->end->text == "a.extent(1)");
  REQUIRE(N[0]->reducer);
  CHECK(N[0]->reducer->result == "acc");
}

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

// ===================================================================== diagnostics

TEST_CASE("KT1001 by-reference capture written in a kernel", "[diag]") {
  expectDiag(prog("", R"(
  Kokkos::View<double*> x("x", n);
  double sum = 0;
  Kokkos::parallel_for(n, [&](const int i) { sum += x(i); });
)"),
             "KT1001", "+= x(i)");
}

TEST_CASE("KT1001 is not reported for a by-reference capture that is only read", "[diag]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> x("x", n);
  double a = 3;
  Kokkos::parallel_for(n, [&](const int i) { x(i) = a; });
)"));
  INFO(X.err);
  CHECK(X.R.status == kt::ExitOk);
}

TEST_CASE("KT1002 capture of a std::vector", "[diag]") {
  expectDiag(prog("#include <vector>\n", R"(
  Kokkos::View<double*> x("x", n);
  std::vector<double> v(n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = v[i]; });
)"),
             "KT1002", "v[i]");
}

TEST_CASE("KT1003 virtual call in a kernel", "[diag]") {
  expectDiag(prog("struct Shape { virtual double area() const { return 1; } };\n", R"(
  Kokkos::View<double*> x("x", n);
  Shape s;
  const Shape* sp = &s; // a pointer capture is fine; the virtual call is not
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = sp->area(); });
)"),
             "KT1003", "area(); }");
}

TEST_CASE("KT1004 throw in a kernel", "[diag]") {
  expectDiag(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { if (i < 0) throw 1; x(i) = 0; });
)"),
             "KT1004", "throw 1");
}

TEST_CASE("KT1005 recursion through a KOKKOS_INLINE_FUNCTION", "[diag]") {
  expectDiag(prog("KOKKOS_INLINE_FUNCTION int fact(int k) { return k <= 1 ? 1 : k * fact(k - 1); }\n",
                  R"(
  Kokkos::View<int*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = fact(i); });
)"),
             "KT1005", "fact(k - 1)");
}

TEST_CASE("KT1006 unknown Kokkos API in a kernel", "[diag]") {
  expectDiag(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { if (i < 0) Kokkos::fence(); x(i) = 0; });
)"),
             "KT1006", "fence()"); // host-only API; the caret is at the name, after `Kokkos::`
}

TEST_CASE("KT1007 lambda capturing this", "[diag]") {
  expectDiag(prog(R"(
struct Holder {
  Kokkos::View<double*> x;
  double scale = 2;
  void apply(int n) {
    Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) *= scale; });
  }
};
)",
                  ""),
             "KT1007", "x(i) *= scale", /*Col=*/false);
}

TEST_CASE("KT1008 functor using a hidden protected member of a base class", "[diag]") {
  // A functor's own non-public members and its bases' protected ones are read through the
  // kt_access struct the translator adds to the class (testdata/functor_base_members); one
  // that another member of the same name hides is out of its reach.
  expectDiag(prog(R"(
class Base {
protected:
  double f_ = 2; // protected
};
class Other {
protected:
  double f_ = 3;
};
class Scale : public Base, public Other {
public:
  Kokkos::View<double*> x_;
  explicit Scale(Kokkos::View<double*> x) : x_(x) {}
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x_(i) *= Base::f_; }
};
)",
                  R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, Scale(x));
)"),
             "KT1008", "f_ = 2; // protected");
}

// A dispatch in a function template over a non-type pack only that the file never
// instantiates: no assertion in its place could name its parameters
// (testdata/bad/template_not_instantiated; templates with named parameters, type packs
// included, become assertions: testdata/template_unseen_dispatches, unseen_template_type_pack).
TEST_CASE("KT1009 dispatch inside a non-type-pack template that is never instantiated", "[diag]") {
  expectDiag(std::string(Prelude) + R"(
template <int... N> void fill(Kokkos::View<double*> x) {
  Kokkos::parallel_for(x.extent(0), KOKKOS_LAMBDA(const int i) { x(i) = (0.0 + ... + N); });
}
void run(int n) { Kokkos::View<double*> x("x", n); }
)",
             "KT1009", "Kokkos::parallel_for");
}

TEST_CASE("KT1010 MDRangePolicy of rank 7", "[diag]") {
  expectDiag(prog("", R"(
  Kokkos::View<double*******> a("a", 2, 2, 2, 2, 2, 2, 2);
  Kokkos::parallel_for(Kokkos::MDRangePolicy<Kokkos::Rank<7>>({0, 0, 0, 0, 0, 0, 0}, {2, 2, 2, 2, 2, 2, 2}),
                       KOKKOS_LAMBDA(int i, int j, int k, int l, int q, int r, int s) { a(i, j, k, l, q, r, s) = 0; });
)"),
             "KT1010", "Kokkos::MDRangePolicy<Kokkos::Rank<7>>");
}

TEST_CASE("KT1011 stored lambda whose capture changes before the dispatch", "[diag]") {
  expectDiag(prog("", R"(
  Kokkos::View<double*> x("x", n);
  double a = 1.0;
  auto body = KOKKOS_LAMBDA(const int i) { x(i) += a; };
  for (int r = 0; r < 3; ++r) {
    Kokkos::parallel_for(n, body);
    a *= 2.0;
  }
)"),
             "KT1011", "a *= 2.0", /*Col=*/false);
}

TEST_CASE("KT1012 two results for a functor with its own join", "[diag]") {
  expectDiag(std::string(Prelude) + R"(
struct Range {
  using value_type = double;
  Kokkos::View<double*> x;
  KOKKOS_INLINE_FUNCTION void init(double& v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION void join(double& a, const double& b) const { a += b; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i, double& s) const { s += x(i); }
};
void run(int n) {
  Kokkos::View<double*> x("x", n);
  double lo = 0, hi = 0;
  Kokkos::parallel_reduce(n, Range{x}, lo,
                          hi);
}
)",
             "KT1012", "hi);", /*Col=*/false);
}

TEST_CASE("KT1013 capture of a function-local struct holding a View", "[diag]") {
  expectDiag(prog("", R"(
  struct P { Kokkos::View<double*> v; double a; } p{Kokkos::View<double*>("v", n), 2.0};
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = p.a; });
)"),
             "KT1013", "p.a;", /*Col=*/false);
}

TEST_CASE("KT1014 team member stored in a struct", "[diag]") {
  expectDiag(prog("struct Holder { const member_type* t; };\n",
                  R"(
  Kokkos::View<int*> x("x", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    Holder h{&team};
    x(0) = h.t->league_rank();
  });
)"),
             "KT1014", "Holder h{&team}", /*Col=*/false);
}

TEST_CASE("KT1015 team_barrier inside a TeamThreadRange", "[diag]") {
  expectDiag(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& team) {
    Kokkos::parallel_for(Kokkos::TeamThreadRange(team, m), [&](const int j) {
      a(0, j) = j;
      team.team_barrier();
    });
  });
)"),
             "KT1015", "team_barrier()");
}

TEST_CASE("KT1016 unsupported reducer Kokkos::FirstLoc", "[diag]") {
  expectDiag(prog("", R"(
  Kokkos::View<double*> x("x", n);
  Kokkos::FirstLoc<int>::value_type fl;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const int i, Kokkos::FirstLoc<int>::value_type& v) {
    if (x(i) > 0 && i < v.min_loc_true) v.min_loc_true = i;
  }, Kokkos::FirstLoc<int>(fl));
)"),
             "KT1016", "Kokkos::FirstLoc<int>(fl)");
}

TEST_CASE("KT1017 functor kernel calls a member function without a visible definition", "[diag]") {
  expectDiag(prog(R"(
struct Helper {
  Kokkos::View<double*> x;
  KOKKOS_FUNCTION double weight(int i) const; // defined in another file
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = weight(i); }
};
)",
                  R"(
  Helper h;
  Kokkos::parallel_for(n, h);
)"),
             "KT1017", "weight(i); }");
}

TEST_CASE("functor member functions called by operator() join the kernel", "[functor]") {
  Kernel K = only(translate(prog(R"(
struct Helper {
  Kokkos::View<double*> x;
  double f;
  double unused;
  KOKKOS_INLINE_FUNCTION double twice(int i) const { return f * i; }
  KOKKOS_INLINE_FUNCTION void operator()(const int i) const { x(i) = twice(i); }
};
)",
                                 R"(
  Helper h;
  Kokkos::parallel_for(n, h);
)")));
  REQUIRE(K.memberFunctions.size() == 1);
  CHECK(K.memberFunctions[0].signature.find("double twice(int i) const") != std::string::npos);
  CHECK(K.memberFunctions[0].body.text.find("return f * i;") != std::string::npos);
  // Fields used only by the member function are captures too.
  CHECK(cap(K, "x"));
  CHECK(cap(K, "f"));
  CHECK(cap(K, "unused") == nullptr);
}

// Every target has a lowering now (KT1018 stays for a target without one). A construct a
// lowering cannot express comes back through LoweredKernel::diags: OpenACC runs team-level code
// once per gang; code that needs team_rank() runs as loops over the ranks cut at its top-level
// barriers (testdata/team_barrier_segments) and loops around them (team_loop_barriers). A
// barrier inside a switch cannot cut it (KT1021).
TEST_CASE("KT1021 from the OpenACC lowering; no output", "[diag]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double**> a("a", n, 8);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) {
    switch (t.league_rank() % 2) {
    case 0:
      a(t.league_rank(), t.team_rank()) = 1.0;
      t.team_barrier();
      break;
    default:
      break;
    }
  });
)"),
                    kt::Target::OpenACC);
  INFO(X.err);
  CHECK(X.R.status == kt::ExitUnsupported);
  CHECK(X.R.output.empty());
  CHECK(X.err.find("[KT1021]") != std::string::npos);
  CHECK(X.err.find("team_barrier()") != std::string::npos);
}

TEST_CASE("OpenACC: team_rank() == 0 at team level and nested ranges lower", "[openacc]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double*> s("s", n);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) {
    double v = 0;
    Kokkos::parallel_reduce(Kokkos::TeamThreadRange(t, m), [&](const int j, double& u) { u += j; }, v);
    t.team_barrier();
    if (t.team_rank() == 0) s(t.league_rank()) = v;
  });
)"),
                    kt::Target::OpenACC);
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  // No vector-level code in the TeamThreadRange: its indices also go to the vector lanes.
  const bool WorkerReduction =
      X.R.output.find("#pragma acc loop worker vector reduction(+ : u)") != std::string::npos;
  CHECK(WorkerReduction);
  CHECK(X.R.output.find("num_workers(kt_ts < 32 ? kt_ts : 32)") != std::string::npos);
}

TEST_CASE("OpenACC: a TeamThreadRange around vector code keeps `loop worker`", "[openacc]") {
  Run X = translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type& t) {
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) {
      Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, 4), [&](const int k) { a(t.league_rank(), j) += k; });
    });
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int j) { a(t.league_rank(), j) *= 2; });
  });
)"),
                    kt::Target::OpenACC);
  INFO(X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  CHECK(X.R.output.find("#pragma acc loop worker\n") != std::string::npos);
  CHECK(X.R.output.find("#pragma acc loop vector\n") != std::string::npos);
  CHECK(X.R.output.find("#pragma acc loop worker vector\n") != std::string::npos);
  CHECK(X.R.output.find("KT_ACC_LANES") == std::string::npos);
}

// The check for team-level variables written inside worker loops knows every declarator of a
// declaration (`const int i = .., j = ..;` declares j inside the loop), and a write to a
// variable of the team level (each Kokkos thread has its own) moves the team-level code to the
// loops over the team's ranks (per rank, a TeamThreadRange is sequential in its thread).
TEST_CASE("OpenACC: declarator lists inside nested ranges; team-level writes run per rank", "[openacc]") {
  Run Ok = translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type& t) {
    const int i0 = t.league_rank();
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int ti) {
      const int i = i0 + ti, j = ti * 2, c = (ti + 1) * 3;
      a(i0, ti) = i + j + c;
    });
  });
)"),
                       kt::Target::OpenACC);
  INFO(Ok.err);
  CHECK(Ok.R.status == kt::ExitOk);
  Run Bad = translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type& t) {
    int j = 0, last = 0;
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int ti) {
      const int q = ti, r = 2;
      last = q + r;
    });
    a(t.league_rank(), 0) = last + j;
  });
)"),
                        kt::Target::OpenACC);
  INFO(Bad.err);
  CHECK(Bad.R.status == kt::ExitOk);
  CHECK(Bad.R.output.find("for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)") != std::string::npos);
  CHECK(Ok.R.output.find("for (int kt_rank = 0;") == std::string::npos);
  // Writes through a member or an element of a team-level variable count too (the recogniser
  // records them from the AST: BodyOp::outerWrites).
  Run Member = translate(prog("struct P { double x; };\n", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO, 4), KOKKOS_LAMBDA(const member_type& t) {
    P p{0.0};
    double w[2] = {0.0, 0.0};
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, m), [&](const int ti) { p.x = ti; w[1] += ti; });
    a(t.league_rank(), 0) = p.x + w[1];
  });
)"),
                           kt::Target::OpenACC);
  INFO(Member.err);
  CHECK(Member.R.status == kt::ExitOk);
  CHECK(Member.R.output.find("for (int kt_rank = 0; kt_rank < kt_ts; ++kt_rank)") !=
        std::string::npos);
}

TEST_CASE("team_rank() compared only with 0 or team_size() is a model fact", "[team][openacc]") {
  Kernel K = only(translate(prog("", R"(
  Kokkos::View<double**> a("a", n, m);
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO), KOKKOS_LAMBDA(const member_type& t) {
    if (t.team_rank() == 0) a(t.league_rank(), 0) = 1;
    if ((0 == t.team_rank())) a(t.league_rank(), 1) = 2;
    if (t.team_rank() >= t.team_size()) a(t.league_rank(), 2) = 3;
    a(t.league_rank(), 3) = t.team_rank() + 0;
    if (t.team_rank() == 1) a(t.league_rank(), 4) = 5;
  });
)")));
  std::vector<bool> First;
  for (const BodyOp *Op : ops(K.body, BodyOp::Kind::TeamRank))
    First.push_back(Op->rankFirstOnly);
  CHECK(First == std::vector<bool>{true, true, true, false, false});
}

TEST_CASE("KT1001 for increments and member writes of [&] captures", "[diag]") {
  expectDiag(prog("struct Acc { double a; };\n", R"(
  Kokkos::View<double*> x("x", n);
  int count = 0;
  Kokkos::parallel_for(n, [&](const int i) { count++; });
)"),
             "KT1001", "++; });");
  expectDiag(prog("struct Acc { double a; };\n", R"(
  Kokkos::View<double*> x("x", n);
  Acc acc{0};
  Kokkos::parallel_for(n, [&](const int i) { acc.a = x(i); });
)"),
             "KT1001", "= x(i); });");
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

// ===================================================================== local names

std::vector<std::string> localNames(const Kernel &K) {
  std::vector<std::string> N;
  for (const kt::LocalDecl &D : K.body.locals)
    N.insert(N.end(), D.names.begin(), D.names.end());
  return N;
}

TEST_CASE("names of the enclosing function used by a body are declared again, in source order",
          "[locals]") {
  Kernel K = only(translate(prog("", R"(
  using Scalar = double;
  using V = Kokkos::View<Scalar*>;
  const int W = 4;
  int unused_local = 0;
  enum Color { Red, Green };
  struct Win { Scalar w[W]; };
  V x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) {
    Win s;
    V::value_type t = Green;
    for (int k = 0; k < W; ++k) s.w[k] = t;
    x(i) = s.w[0];
  });
)")));
  // W is declared again (an array size); Scalar because V and Win name it.
  CHECK(localNames(K) == std::vector<std::string>{"Scalar", "V", "W", "Color", "Win"});
  REQUIRE(K.body.locals.size() == 5);
  CHECK(K.body.locals[1].text == "using V = kt::View<Scalar*>;");
  CHECK(K.body.locals[2].text == "const int W = 4;");
  CHECK(cap(K, "W") == nullptr);
  // A capture declared with a local alias: its type is spelled without the alias.
  REQUIRE(cap(K, "x"));
  CHECK(cap(K, "x")->type == "kt::View<double *>");
}

TEST_CASE("local aliases in parameter types are resolved; no locals without uses", "[locals]") {
  Kernel K = only(translate(prog("", R"(
  using Idx = long;
  typedef double Real;
  Kokkos::View<double*> x("x", n);
  Real r = 0;
  Kokkos::parallel_reduce(n, KOKKOS_LAMBDA(const Idx i, Real& acc) { acc += x(i); }, r);
)")));
  CHECK(K.indexTypes == std::vector<std::string>{"long"});
  CHECK(K.accType == "double");
  CHECK(K.body.locals.empty());
}

TEST_CASE("a local struct with member functions named in a kernel is KT1026", "[locals][diag]") {
  expectDiag(prog("", R"(
  struct S { double a; double twice() const { return 2 * a; } };
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { S s{1.0}; x(i) = s.twice(); }); // use-S
)"),
             "KT1026", "S s{1.0}");
}

TEST_CASE("a captured value of a local enum type is KT1013", "[locals][diag]") {
  expectDiag(prog("", R"(
  enum E { A, B };
  E e = B;
  Kokkos::View<double*> x("x", n);
  Kokkos::parallel_for(n, KOKKOS_LAMBDA(const int i) { x(i) = e == A; });
)"),
             "KT1013", "e == A");
}
