// Target-neutral text of the Kokkos ops inside a kernel body: what every target lowers the same
// way (league rank and size, team scratch, renames, returns, the functor's self), the common
// shapes of nested reductions, scans and single() with a value, and a team helper's context
// declarations. Each target's *BodyOps.cpp fills in only what is its own (indices, collectives,
// guards).
#pragma once

#include "rewriters/emit/BodyRender.h"
#include "rewriters/model/Model.h"

#include <optional>
#include <string>

namespace kt {

/// What Op becomes on every target (LeagueRank, LeagueSize, TeamScratch, Rename, Return,
/// ThisArrow, SelfCall, TeamContext); nullopt for the ops each target lowers itself.
std::optional<std::string> commonOpText(const BodyOp &Op, const std::string &ReturnLabel);
/// `TeamThreadRange`, `ThreadVectorRange` or `TeamVectorRange`.
const char *nestName(NestLevel N);

/// A nested reduction: `{<Head>\n<VT> <Acc>;\n<OpT>::init(<Acc>);\n<Loop> <Body>\n<Combine>
/// <result>}` (Combine: the collective's statement, or empty; result: nestedResultText).
std::string nestedReduceText(const std::string &Head, const std::string &VT, const std::string &Acc,
                             const std::string &OpT, const std::string &Loop,
                             const std::string &Body, const std::string &Combine, const Reducer &R);
/// A nested reduction's combined value Acc into R's result: `<OpT>::final(<Acc>);` first when
/// R is a custom op with a final() (Kokkos 4 calls it after the team's combine), then
/// `<result> = <Acc>;\n`.
std::string nestedResultText(const Reducer &R, const std::string &OpT, const std::string &Acc);
/// Whether Word occurs in Text as a whole identifier (`sum` in `out(sum)`, not in `sum2`).
bool mentionsWord(const std::string &Text, const std::string &Word);
/// The accumulator binding a nested reduction's body starts with: `<VT> &<accName> = <Acc>;\n`.
std::string accBinding(const BodyOp &Op, const std::string &Acc);

/// A nested scan run in one pass in index order with final = true, as Kokkos::Serial runs it:
/// `{ // <Comment>\n<accType> <Acc>;\n<op>::init(<Acc>);\n<Loop> <Body>\n[<target> = <Acc>;\n]}`.
/// Body is the loop's block, rendered by the target with serialScanDecls(Op, Acc).
std::string serialScanText(const BodyOp &Op, const std::string &Comment, const std::string &Acc,
                           const std::string &Loop, const std::string &Body);
std::string serialScanDecls(const BodyOp &Op, const std::string &Acc);

/// A nested scan through the shim's kt_team_scan / kt_vector_scan (Header: which shim header
/// says how): `[<target> = ]kt_team_scan<op, T>(<Lead><B>, <E>, <Lambda><Body>);` where Body
/// is the lambda's block and scanLambdaHead(Op) its head.
std::string teamScanText(const BodyOp &Op, const std::string &Header, const std::string &Lead,
                         const std::string &B, const std::string &E, const std::string &Body);
std::string scanLambdaHead(const BodyOp &Op);

/// `single(PerTeam)` or `single(PerThread)`.
std::string singleName(const BodyOp &Op);
/// single() with a value: `{ // <Comment>\n<T> <V> = <target>;\n<Guard><Body>\n<target> =
/// <Store>;\n}`; Body is the block the target rendered with singleValueDecl(Op, V).
std::string singleValueText(const BodyOp &Op, const std::string &Comment, const std::string &V,
                            const std::string &Guard, const std::string &Body,
                            const std::string &Store);
std::string singleValueDecl(const BodyOp &Op, const std::string &V);

/// What a team helper's body takes from its context (kt_ctx): the league rank and size it
/// names, then Extra, then the scratch pools it uses.
std::string teamHelperContextDecls(const TeamHelper &H, const std::string &Extra = "");

} // namespace kt
