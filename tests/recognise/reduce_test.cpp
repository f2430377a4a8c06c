// Unit tests: The reduction recognisers (rewriters/recognise/reduce/).
#include "RecogTest.h"

using namespace recog;

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
