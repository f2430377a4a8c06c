// team.team_reduce / team.team_scan where team-level code runs as a team of one thread (the
// host target, OpenACC gangs outside per-rank code): the reduction leaves the thread's value
// as it is; the scan's exclusive prefix is the identity, plus the former value of *global, to
// which the value is added atomically.
#include "rewriters/emit/BodyRender.h"

namespace kt {

std::string teamOfOneCollective(const BodyOp &Op, const std::string &Value,
                                const std::string &Global) {
  if (Op.kind == BodyOp::Kind::TeamReduce && Op.begin) // the result is the only contribution
    return "(" + Op.args[0] + " = (" + Op.accType + ")(" + Value +
           ")) /* team_reduce: a team of one thread */";
  if (Op.kind == BodyOp::Kind::TeamReduce)
    return "(void)(" + Value + ") /* team_reduce: a team of one thread */";
  if (Global.empty())
    return "((void)(" + Value + "), " + Op.accType + "()) /* team_scan: a team of one thread */";
  return "kt::atomic_fetch_add(" + Global + ", (" + Op.accType + ")(" + Value +
         ")) /* team_scan: a team of one thread */";
}

std::string teamReduceCall(const BodyOp &Op, const std::string &Ctx,
                           const std::string &Contribution) {
  const std::string Op0 = shimReducerType(*Op.reducer, Op.accType);
  if (!Contribution.empty()) // converted to the reducer's value type
    return "(" + Op.args[0] + " = kt_team_reduce<" + Op0 + ", " + Op.accType + ">(" + Ctx +
           Contribution + "))";
  return "(" + Op.args[0] + " = kt_team_reduce<" + Op0 + ">(" + Ctx + Op.args[0] + "))";
}

} // namespace kt
