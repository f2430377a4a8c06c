// Helpers of the recognisers' unit tests (tests/recognise/*_test.cpp): each test translates a
// small Kokkos program in memory (kt::translateCode, bundled Kokkos API header) and checks the
// kernel model it produced, the translated text, or the KT diagnostic and exit status. Programs
// are built from a common prelude; line numbers are never hard-coded: lineOf(code, marker)
// finds the line of a marker comment or token in the program.
#pragma once

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

namespace recog {

const char *const Prelude = "#include <Kokkos_Core.hpp>\n"
                            "using member_type = Kokkos::TeamPolicy<>::member_type;\n";

/// Prelude + namespace-scope declarations + `void run(int n, int m) { Body }`.
inline std::string prog(const std::string &Globals, const std::string &Body) {
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
inline Run translate(const std::string &Code, kt::Target T = kt::Target::Cuda, bool Lean = true) {
  Run Out;
  std::fflush(stderr);
  llvm::errs().flush();
  std::FILE *Tmp = std::tmpfile();
  int Saved = dup(2);
  dup2(fileno(Tmp), 2);
  Out.R = Lean ? kt_test::translate(Code, T) : kt_test::translate(Code, T, {});
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
inline unsigned lineOf(const std::string &Code, const std::string &Marker) {
  size_t P = Code.find(Marker);
  REQUIRE(P != std::string::npos);
  return 1 + (unsigned)std::count(Code.begin(), Code.begin() + P, '\n');
}
/// 1-based column of the first occurrence of Marker in Code.
inline unsigned colOf(const std::string &Code, const std::string &Marker) {
  size_t P = Code.find(Marker);
  REQUIRE(P != std::string::npos);
  size_t NL = Code.rfind('\n', P);
  return (unsigned)(NL == std::string::npos ? P + 1 : P - NL);
}

/// The single kernel of a successful translation (moved out of the result).
inline Kernel only(Run &&X) {
  INFO("stderr:\n" << X.err);
  REQUIRE(X.R.status == kt::ExitOk);
  REQUIRE(X.R.model.kernels.size() == 1);
  return std::move(X.R.model.kernels[0]);
}

inline const Capture *cap(const Kernel &K, const std::string &Name) {
  for (const Capture &C : K.captures)
    if (C.name == Name)
      return &C;
  return nullptr;
}
inline std::vector<std::string> capNames(const Kernel &K) {
  std::vector<std::string> N;
  for (const Capture &C : K.captures)
    N.push_back(C.name);
  return N;
}

inline std::vector<const BodyOp *> ops(const kt::BodyText &B, BodyOp::Kind K) {
  std::vector<const BodyOp *> R;
  for (const auto &Op : B.ops)
    if (Op->kind == K)
      R.push_back(Op.get());
  return R;
}
/// The source text an op covers in its enclosing body text.
inline std::string opText(const kt::BodyText &B, const BodyOp &Op) {
  REQUIRE(Op.offset + Op.length <= B.text.size());
  return B.text.substr(Op.offset, Op.length);
}

/// Checks that Code is rejected with KT diagnostic Id at Marker's line (and column, if Col).
inline void expectDiag(const std::string &Code, const std::string &Id, const std::string &Marker,
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

} // namespace recog
