#include "rewriters/emit/BodyRender.h"
#include "rewriters/emit/OpText.h"

#include <algorithm>
#include <cctype>

namespace kt {

std::string spliceOps(const BodyText &B, llvm::function_ref<std::string(size_t)> RenderOp) {
  std::string Out;
  size_t Pos = 0;
  for (size_t I = 0; I < B.ops.size(); ++I) {
    const BodyOp &Op = *B.ops[I];
    Out += B.text.substr(Pos, Op.offset - Pos);
    Out += RenderOp(I);
    Pos = Op.offset + Op.length;
  }
  Out += B.text.substr(Pos);
  return Out;
}

std::string spliceOpsIn(const BodyText &B, unsigned Begin, unsigned End,
                        llvm::function_ref<std::string(size_t)> RenderOp) {
  std::string Out;
  size_t Pos = Begin;
  for (size_t I = 0; I < B.ops.size(); ++I) {
    const BodyOp &Op = *B.ops[I];
    if (Op.offset < Begin || Op.offset >= End)
      continue;
    Out += B.text.substr(Pos, Op.offset - Pos);
    Out += RenderOp(I);
    Pos = Op.offset + Op.length;
  }
  return Out + B.text.substr(Pos, End > Pos ? End - Pos : 0);
}

std::string wrapBlock(const BodyText &B, const std::string &ParamDecls,
                      const std::string &ReturnLabel, const std::string &Rendered) {
  std::string Decls = ParamDecls;
  for (const std::string &D : B.paramBindings)
    Decls += D + "\n";
  if (B.locals.empty() && Decls.empty() && ReturnLabel.empty())
    return Rendered;
  // Decls only bind the body's parameters (which its outermost block may not redeclare) and
  // kt_ names: they open the body's own block. Locals of the enclosing function (the body may
  // redeclare them) and a `return` label (a jump to it may not skip the body's declarations)
  // need a block of their own around the body.
  // Read from the body's own text (the model), never from the rendered one: the braces and the
  // blanks after `{` are the user's (no op starts before the body's first token).
  const std::string &T = B.text;
  bool Compound = T.size() > 1 && T.front() == '{' && T.back() == '}';
  if (B.locals.empty() && ReturnLabel.empty() && Compound) {
    size_t First = T.find_first_not_of(" \t", 1); // the body's first line after `{`
    return "{\n" + Decls + Rendered.substr(T[First] == '\n' ? First + 1 : 1);
  }
  std::string Out = "{\n";
  if (!B.locals.empty())
    Out += "// declared in the enclosing function, used by the body\n";
  for (const LocalDecl &L : B.locals)
    Out += L.text + "\n";
  Out += Decls + Rendered + "\n";
  if (!ReturnLabel.empty())
    Out += ReturnLabel + ":;\n";
  return Out + "}";
}

std::string shimReducerType(const Reducer &R, const std::string &ValueType) {
  switch (R.kind) {
  case ReducerKind::Custom:
    return R.customOp + R.opArgs;
  case ReducerKind::Multi: {
    std::string Ops;
    for (const Reducer &P : R.parts)
      Ops += (Ops.empty() ? "" : ", ") + shimReducerType(P, P.valueType);
    return "kt::MultiReducer<" + Ops + ">";
  }
  case ReducerKind::MinLoc:
  case ReducerKind::MaxLoc:
  case ReducerKind::MinMaxLoc:
  case ReducerKind::MinFirstLoc:
  case ReducerKind::MaxFirstLoc:
  case ReducerKind::MinMaxFirstLastLoc:
    return std::string("kt::") + reducerName(R.kind) + "<" + R.scalarType + ", " + R.indexType +
           ">";
  case ReducerKind::MinMax:
    return "kt::MinMax<" + R.scalarType + ">";
  default:
    return std::string("kt::") + reducerName(R.kind) + "<" + ValueType + ">";
  }
}

std::string nestedScanOp(const BodyOp &Op) {
  return Op.reducer ? shimReducerType(*Op.reducer, Op.accType) : "kt::Sum<" + Op.accType + ">";
}

std::string teamHelperDefinition(const TeamHelper &H, const std::string &Prefix,
                                 const std::string &CtxParam, const std::string &Decls,
                                 const std::string &Body) {
  // `inline` as KOKKOS_INLINE_FUNCTION implied it (unless the signature says it already)
  bool Inline = H.inlineWritten;
  // A directive line (`#pragma acc routine`) precedes a template's head; a qualifier
  // (`__device__`) follows it.
  const bool Directive = !Prefix.empty() && Prefix[0] == '#';
  std::string Head = H.templateHead.empty() ? "" : H.templateHead + "\n";
  return "// team helper: the team member is replaced by the lowered team context\n" +
         (Directive ? Prefix + Head : Head + Prefix) + (Inline ? "" : "inline ") + H.head +
         CtxParam + H.tail + "{\n" + Decls + Body + "\n}";
}

std::vector<std::string> teamHelperDeclarations(const TeamHelper &H, const std::string &Prefix,
                                                const std::string &CtxParam) {
  std::vector<std::string> Out;
  for (const TeamHelper::Declaration &D : H.declarations) {
    bool Inline = D.inlineWritten; // as the definition says it
    Out.push_back("// team helper declaration: the team member is replaced by the lowered team "
                  "context\n" + Prefix + (Inline ? "" : "inline ") + D.head + CtxParam + D.tail);
  }
  return Out;
}

std::string withPrelude(const std::string &Prelude, const std::string &Range) {
  return "{ " + Prelude + Range + "\n}";
}

std::string parenthesised(const std::string &X) {
  bool Simple = !X.empty() && std::all_of(X.begin(), X.end(), [](char C) {
    return isalnum((unsigned char)C) || C == '_';
  });
  return Simple ? X : "(" + X + ")";
}

std::string BodyRendererBase::render(const BodyText &B, const std::string &ReturnLabel) {
  return spliceOps(B, [&](size_t I) { return op(*B.ops[I], ReturnLabel); });
}

std::string BodyRendererBase::block(const std::string &Decls, const BodyText &B) {
  std::string Label = hasReturn(B) ? fresh("kt_next_") : "";
  return wrapBlock(B, Decls, Label, render(B, Label));
}

std::string BodyRendererBase::op(const BodyOp &Op, const std::string &ReturnLabel) {
  if (std::optional<std::string> S = ownOp(Op))
    return *S;
  if (std::optional<std::string> S = commonOpText(Op, ReturnLabel))
    return *S;
  if (Op.kind == BodyOp::Kind::NestedRange && Op.teamBarriers) {
    BodyOp Barrier;
    Barrier.kind = BodyOp::Kind::TeamBarrier;
    const std::string B = teamOp(Barrier) + ";\n";
    return "{ // Kokkos::Experimental::local_deep_copy with the team\n" + B + nested(Op) + "\n" +
           B + "}";
  }
  if (Op.kind == BodyOp::Kind::NestedRange)
    return Op.prelude ? withPrelude(render(*Op.prelude, ""), nested(Op)) : nested(Op);
  if (Op.kind == BodyOp::Kind::Single)
    return single(Op);
  return teamOp(Op);
}

std::string BodyRendererBase::teamToken(const BodyOp &Op, const std::string &Lead) {
  BodyOp Barrier;
  Barrier.kind = BodyOp::Kind::TeamBarrier;
  return "kt::impl::TeamTokenGuard " + Op.args[0] + "(" + render(*Op.begin, "") +
         ", kt_scratch0.team(), " + Lead + ", [&] { " + teamOp(Barrier) + "; })";
}

std::pair<std::string, std::string> BodyRendererBase::bounds(const BodyOp &Op) {
  std::string B = Op.begin ? parenthesised(render(*Op.begin, "")) : std::string("0");
  return {B, parenthesised(render(*Op.end, ""))};
}

} // namespace kt
