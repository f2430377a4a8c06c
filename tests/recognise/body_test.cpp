// Unit tests: The body recognisers (rewriters/recognise/body/): captures, the body's parameters, and the names a lambda takes from its function.
#include "RecogTest.h"

using namespace recog;

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
