// Unit tests: The refusals (rewriters/recognise/checks/ and the others' KT diagnostics): exit status, message and place.
#include "RecogTest.h"

using namespace recog;

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
