// Scratch sizes known at translation time (rewriters/recognise/ast/ConstBytes.cpp -> Policy::Scratch::
// perTeamConst / perThreadConst) and the OpenACC homes they select (rewriters/openacc/
// AccScratch.cpp): a gang-private array of that size, a capacity array with a pool fallback,
// or the pool. Expected byte counts follow the shim's View::shmem_size:
// n0*..*sizeof(T) + max(sizeof T, alignof T, 8).
#include <catch2/catch.hpp>

#include "test_util.h"

#include "rewriters/model/Model.h"
#include "rewriters/Translator.h"
#include "TestTranslate.h"

#include "rewriters/emit/Lowering.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace {

kt::TranslateResult translateScratch(const std::string &Body, kt::Target T,
                                     kt::LoweringOptions Lowering = {}) {
  std::string Code = "#include <Kokkos_Core.hpp>\n"
                     "using member_type = Kokkos::TeamPolicy<>::member_type;\n"
                     "using SV = Kokkos::View<double*, "
                     "Kokkos::DefaultExecutionSpace::scratch_memory_space, "
                     "Kokkos::MemoryTraits<Kokkos::Unmanaged>>;\n"
                     "using SI = Kokkos::View<int**, "
                     "Kokkos::DefaultExecutionSpace::scratch_memory_space, "
                     "Kokkos::MemoryTraits<Kokkos::Unmanaged>>;\n"
                     "struct P3 { double x, y, z; };\n"
                     "using SP = Kokkos::View<P3*, "
                     "Kokkos::DefaultExecutionSpace::scratch_memory_space, "
                     "Kokkos::MemoryTraits<Kokkos::Unmanaged>>;\n"
                     "void run(int n, int m) {\n" +
                     Body + "\n}\n";
  kt::TranslateOptions Opts;
  Opts.target = T;
  Opts.lowering = Lowering;
  return kt_test::translate(Code, Opts);
}

std::string squeeze(std::string S) { // without white space (the output is clang-formatted)
  S.erase(std::remove_if(S.begin(), S.end(), [](char C) { return std::isspace((unsigned char)C); }),
          S.end());
  return S;
}

size_t count(const std::string &Text, const std::string &Pattern) {
  return kt_test::occurrences(squeeze(Text), squeeze(Pattern));
}

} // namespace

TEST_CASE("scratch byte counts evaluated at translation time", "[policy][scratch]") {
  kt::TranslateResult R = translateScratch(R"(
  Kokkos::View<double*> x("x", n);
  const int T = 512;
  constexpr int U = 3;
  const size_t bytes = SV::shmem_size(T + 2) + SI::shmem_size(T, U);
  int var = 100;
  const int rt = n;
  const size_t from_rt = SV::shmem_size(rt);
  auto p = Kokkos::TeamPolicy<>(n, Kokkos::AUTO);
  p.set_scratch_size(0, Kokkos::PerTeam(bytes));
  Kokkos::parallel_for(p, KOKKOS_LAMBDA(const member_type& t) { x(0) = 1; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(var)),
                       KOKKOS_LAMBDA(const member_type& t) { x(0) = 2; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(from_rt)),
                       KOKKOS_LAMBDA(const member_type& t) { x(0) = 3; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO)
                           .set_scratch_size(0, Kokkos::PerTeam(1024), Kokkos::PerThread(SV::shmem_size(U) * 2))
                           .set_scratch_size(1, Kokkos::PerTeam(T - 1024), Kokkos::PerThread(SP::shmem_size(4))),
                       KOKKOS_LAMBDA(const member_type& t) { x(0) = 4; });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam((T << 2) / 3 % 100)),
                       KOKKOS_LAMBDA(const member_type& t) { x(0) = 5; });
)",
                                           kt::Target::Cuda);
  INFO(R.messages);
  REQUIRE(R.status == kt::ExitOk);
  const auto &Ks = R.model.kernels;
  REQUIRE(Ks.size() == 5);
  // 514 doubles + 8, 512 x 3 ints + 8
  CHECK(Ks[0].policy.scratch[0].perTeamConst == 514 * 8 + 8 + 512 * 3 * 4 + 8);
  CHECK(Ks[0].policy.scratch[0].bytesConst() == 514 * 8 + 8 + 512 * 3 * 4 + 8);
  CHECK_FALSE(Ks[1].policy.scratch[0].perTeamConst); // not const
  CHECK_FALSE(Ks[1].policy.scratch[0].bytesConst());
  CHECK_FALSE(Ks[2].policy.scratch[0].perTeamConst); // a const variable of run-time value
  CHECK(Ks[3].policy.scratch[0].perTeamConst == 1024);
  CHECK(Ks[3].policy.scratch[0].perThreadConst == (3 * 8 + 8) * 2);
  CHECK_FALSE(Ks[3].policy.scratch[1].perTeamConst);            // negative
  CHECK(Ks[3].policy.scratch[1].perThreadConst == 4 * 24 + 24); // 24-byte struct
  CHECK(Ks[4].policy.scratch[0].perTeamConst == (512 << 2) / 3 % 100);
  CHECK(Ks[4].policy.scratch[0].perThreadConst == 0); // not set: 0
}

TEST_CASE("OpenACC: level-0 scratch in a gang-private array", "[openacc][scratch]") {
  const char *Prog = R"(
  Kokkos::View<double*> x("x", n);
  const int T = 100;
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(SV::shmem_size(T))),
                       KOKKOS_LAMBDA(const member_type& t) {
    SV s(t.team_scratch(0), T);
    Kokkos::parallel_for(Kokkos::TeamThreadRange(t, T), [&](const int k) { s(k) = k; });
    x(t.league_rank()) = s(1);
  });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO).set_scratch_size(0, Kokkos::PerTeam(SV::shmem_size(m))),
                       KOKKOS_LAMBDA(const member_type& t) {
    SV s(t.team_scratch(0), m);
    x(t.league_rank()) = s(0);
  });
  Kokkos::parallel_for(Kokkos::TeamPolicy<>(n, Kokkos::AUTO)
                           .set_scratch_size(0, Kokkos::PerTeam(SV::shmem_size(50 * T)))
                           .set_scratch_size(1, Kokkos::PerTeam(64)),
                       KOKKOS_LAMBDA(const member_type& t) {
    SV s(t.team_scratch(0), 50 * T);
    SV b(t.team_scratch(1), 4);
    x(t.league_rank()) = s(0) + b(0);
  });
)";
  // The default (--acc-scratch=pool): every level in a device pool, no gang-private array.
  kt::TranslateResult Pool = translateScratch(Prog, kt::Target::OpenACC);
  REQUIRE(Pool.status == kt::ExitOk);
  CHECK(count(Pool.output, "kt_l0") == 0);
  CHECK(count(Pool.output, "scratch_buffer(0,") == 3);
  // --acc-scratch=gang-private
  kt::LoweringOptions GangPrivate;
  GangPrivate.accScratch = kt::LoweringOptions::AccScratch::GangPrivate;
  kt::TranslateResult R = translateScratch(Prog, kt::Target::OpenACC, GangPrivate);
  INFO(R.messages);
  REQUIRE(R.status == kt::ExitOk);
  const std::string &O = R.output;
  INFO(O);
  // 1: 808 bytes, rounded to 832, known: an array of that size, no pool.
  CHECK(count(O, "alignas(64) char kt_l0[832];") == 1);
  CHECK(count(O, "kt::ScratchPool kt_scratch0(kt_l0, 832);") == 1);
  CHECK(count(O, "== 832, \"level-0 scratch bytes differ") == 1);
  // 2: run-time: the capacity array, the pool only when the bytes do not fit.
  CHECK(count(O, "alignas(64) char kt_l0[KT_ACC_SCRATCH0_CAPACITY];") == 1);
  CHECK(count(O, "kt_bytes0 <= KT_ACC_SCRATCH0_CAPACITY ? kt_l0 : kt_pool0 + ") == 1);
  CHECK(count(O, "kt_bytes0 <= KT_ACC_SCRATCH0_CAPACITY ? nullptr") == 1);
  // 3: 40008 bytes known but larger than the shared-memory limit: level 0 and level 1 in pools.
  CHECK(count(O, "kt::ScratchPool kt_scratch0(kt_pool0 + (size_t)kt_gang * kt_bytes0") == 1);
  CHECK(count(O, "kt::ScratchPool kt_scratch1(kt_pool1 + (size_t)kt_gang * kt_bytes1") == 1);
  CHECK(count(O, "scratch_buffer(0,") == 2);
  CHECK(count(O, "scratch_buffer(1,") == 1);
}
