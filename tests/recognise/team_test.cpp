// Unit tests: The team recognisers (rewriters/recognise/team/): nesting and the team member's operations.
#include "RecogTest.h"

using namespace recog;

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
