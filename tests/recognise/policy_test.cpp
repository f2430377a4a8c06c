// Unit tests: The policy recognisers (rewriters/recognise/policy/).
#include "RecogTest.h"

using namespace recog;

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
