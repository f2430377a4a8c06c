// Target-neutral pieces of turning a kernel body (BodyText) into text. Each target's lowering
// says what one BodyOp becomes; these splice the results into the verbatim body text.
#pragma once

#include "rewriters/model/Model.h"
#include "rewriters/model/Queries.h"

#include <llvm/ADT/STLFunctionalExtras.h>

#include <optional>

#include <string>
#include <vector>

namespace kt {

/// The body's text with ops[I] replaced by RenderOp(I), in order.
std::string spliceOps(const BodyText &B, llvm::function_ref<std::string(size_t)> RenderOp);
/// The text [Begin, End) of B with the ops inside it replaced by RenderOp(I), in order (ops
/// must not straddle the range's ends).
std::string spliceOpsIn(const BodyText &B, unsigned Begin, unsigned End,
                        llvm::function_ref<std::string(size_t)> RenderOp);
/// B rendered (Rendered) as a statement: as it is when it needs nothing around it (it is
/// already a compound statement); with Decls only, Decls open B's own block; otherwise in a
/// block with B's local declarations (BodyText::locals) first, then Decls, and the `return`
/// label last.
std::string wrapBlock(const BodyText &B, const std::string &Decls, const std::string &ReturnLabel,
                      const std::string &Rendered);
/// X (a rendered bound of a nested range) in parentheses unless it is one identifier or number.
std::string parenthesised(const std::string &X);
/// A nested range over a functor built in place (BodyOp::prelude): its rendered prelude and
/// range in a block of their own.
std::string withPrelude(const std::string &Prelude, const std::string &Range);
/// The shim's reducer type for R (kt::Sum<double>, kt::MinLoc<double, int>, a custom type).
std::string shimReducerType(const Reducer &R, const std::string &ValueType);
/// The shim op of a nested scan: its reducer's (the reducer form), else kt::Sum<accType>.
std::string nestedScanOp(const BodyOp &Op);
/// team_reduce / team_scan (Op) where team-level code runs as a team of one thread, its value
/// and global (or "") rendered (TeamCollectiveText.cpp).
std::string teamOfOneCollective(const BodyOp &Op, const std::string &Value,
                                const std::string &Global);
/// team_reduce (Op) where the team's threads cooperate (the GPU and OpenMP shims'
/// kt_team_reduce): `(v = kt_team_reduce<Op[, T]>(<Ctx>contribution))`, the contribution being
/// Contribution (Kokkos 4's two-argument form, rendered) or v itself when "". Ctx: the shim's
/// context argument with its comma, or "" (TeamCollectiveText.cpp).
std::string teamReduceCall(const BodyOp &Op, const std::string &Ctx,
                           const std::string &Contribution);

/// What the GPU, OpenMP and host renderers share: the body spliced with the target's op() text,
/// and the body as a block with a label for its returns.
class BodyRendererBase {
public:
  virtual ~BodyRendererBase() = default;
  /// Text of B with every op lowered. A `return` jumps to ReturnLabel.
  std::string render(const BodyText &B, const std::string &ReturnLabel);
  /// `{ Decls BODY LABEL:; }`: a body as a block, with a label for its returns if it has any.
  std::string block(const std::string &Decls, const BodyText &B);

protected:
  /// An op's text: what every target prints alike (commonOpText), else nested() or single(),
  /// else teamOp() (team rank and size, barrier, broadcast, thread scratch).
  std::string op(const BodyOp &Op, const std::string &ReturnLabel);
  /// What this target prints for Op in place of what every target prints (commonOpText), if
  /// anything.
  virtual std::optional<std::string> ownOp(const BodyOp &) { return std::nullopt; }
  virtual std::string teamOp(const BodyOp &Op) = 0;
  virtual std::string nested(const BodyOp &Op) = 0;
  virtual std::string single(const BodyOp &Op) = 0;
  /// A nested range's bounds, rendered and parenthesised: begin (0 when absent), end.
  std::pair<std::string, std::string> bounds(const BodyOp &Op);
  /// A TeamToken op (AcquireTeamUniqueToken): kt::impl::TeamTokenGuard with the target's
  /// barrier; Lead is true on one thread of the team.
  std::string teamToken(const BodyOp &Op, const std::string &Lead);
  std::string fresh(const char *Base) { return Base + std::to_string(Counter++); }

private:
  int Counter = 0;
};

/// A team helper's definition: Prefix (qualifiers, a directive line), its signature with
/// CtxParam in place of the member parameter, then its body (already lowered: Body) in a block
/// that starts with Decls (what the body's lowered ops name, taken from the context).
/// H's declarations other than its definition, lowered as teamHelperDefinition lowers it
/// (TeamHelper::declarations, in that order).
std::vector<std::string> teamHelperDeclarations(const TeamHelper &H, const std::string &Prefix,
                                                const std::string &CtxParam);
std::string teamHelperDefinition(const TeamHelper &H, const std::string &Prefix,
                                 const std::string &CtxParam, const std::string &Decls,
                                 const std::string &Body);

} // namespace kt
