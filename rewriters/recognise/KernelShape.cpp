// kernelShape: a readable description of a kernel, for the message that names where two
// instantiations' kernels differ (TemplateDispatch.cpp). Whether they differ is decided by
// Kernel's operator== (Model.h), over every field of the model; this text may leave a field out.
#include "rewriters/recognise/TemplateDispatch.h"

namespace kt {

namespace {

void shapeOf(const Reducer &R, std::string &S) {
  S += "reducer " + std::string(reducerName(R.kind)) + " " + R.valueType + " " + R.scalarType +
       " " + R.indexType + " " + std::to_string(int(R.target)) + " " + R.result + " " +
       R.customOp + "\n" + R.initBody + "|" + R.joinBody + "|" + R.finalBody + "|" +
       R.initParam + " " + R.joinDst + " " + R.joinSrc + " " + R.finalParam + "\n";
  for (const Reducer &P : R.parts)
    shapeOf(P, S);
}

void shapeOf(const BodyText &B, std::string &S, int Depth);

void shapeOf(const BodyOp &O, std::string &S, int Depth) {
  S += std::string(Depth, ' ') + "op " + std::to_string(int(O.kind)) + " @" +
       std::to_string(O.offset) + "+" + std::to_string(O.length) + " " + O.text + " level " +
       std::to_string(O.level) + " nest " + std::to_string(int(O.nest)) + " pattern " +
       std::to_string(int(O.pattern)) + " " + O.indexType + " " + O.indexName + " " +
       O.accName + " " + O.accType + " " + O.finalName + " " + O.valueName + " " +
       O.valueType + " " + O.valueTarget + (O.perTeam ? " team" : " thread") +
       (O.rankFirstOnly ? " first" : "") + "\n";
  for (const std::string &A : O.args)
    S += std::string(Depth, ' ') + " arg " + A + "\n";
  for (const std::string &W : O.outerWrites)
    S += std::string(Depth, ' ') + " writes " + W + "\n";
  if (O.reducer)
    shapeOf(*O.reducer, S);
  if (O.begin)
    shapeOf(*O.begin, S, Depth + 1);
  if (O.end)
    shapeOf(*O.end, S, Depth + 1);
  if (O.prelude)
    shapeOf(*O.prelude, S, Depth + 1);
  shapeOf(O.body, S, Depth + 1);
}

void shapeOf(const BodyText &B, std::string &S, int Depth) {
  S += std::string(Depth, ' ') + "text " + B.text + "\n";
  for (const LocalDecl &L : B.locals)
    S += std::string(Depth, ' ') + "local " + L.text + "\n";
  for (const std::string &D : B.paramBindings)
    S += std::string(Depth, ' ') + "binding " + D + "\n";
  for (const auto &O : B.ops)
    shapeOf(*O, S, Depth);
}

std::string joined(const std::vector<std::string> &V) {
  std::string S;
  for (const std::string &X : V)
    S += X + ", ";
  return S;
}

std::string joinedOffsets(const std::vector<unsigned> &V) {
  std::string S;
  for (unsigned X : V)
    S += std::to_string(X) + ", ";
  return S;
}

} // namespace

std::string kernelShape(const Kernel &K) {
  // The work tag's type is not part of it: no target prints it; what it selects (the
  // operator(), a named tag's binding, the reducer's init/join/final) is below.
  const Policy &P = K.policy;
  std::string S = "pattern " + std::to_string(int(K.pattern)) + "\npolicy " +
                  std::to_string(int(P.kind)) + " " + std::to_string(int(P.space)) + " " +
                  (P.workTag.empty() ? "untagged " : "tagged ") + P.indexType + " " + P.begin + " " + P.end + "\nmdrange " +
                  std::to_string(P.rank) + (P.iterateRight ? " right " : " left ") +
                  joined(P.lower) + "| " + joined(P.upper) + "| " + joined(P.tiles) + (P.bounds32 ? "| 32" : "") +
                  "\nteam " + P.league + " " + P.teamSize + " " + P.vectorLength + " " +
                  std::to_string(P.teamSizeConst) + " " + std::to_string(P.vectorLengthConst) +
                  "\n";
  for (const Policy::Scratch &Sc : P.scratch)
    S += "scratch " + Sc.perTeam + " " + Sc.perTeamHook + " " + Sc.perThread + " " +
         (Sc.bytesConst() ? std::to_string(*Sc.bytesConst()) : "?") + "\n";
  std::vector<std::string> Params;
  for (const TemplateParam &P : K.templateParams)
    Params.push_back(P.decl());
  S += "template " + joined(Params) + "| " + joined(K.templateArgs) + "\n";
  S += "functor " + std::to_string(K.isFunctor) + " " + K.functorType + " " + K.functorExpr + "\n";
  for (const MemberFunction &M : K.memberFunctions) {
    S += "member " + M.templateHead + M.signature + "\n";
    shapeOf(M.body, S, 1);
  }
  for (const Capture &C : K.captures)
    S += "capture " + std::to_string(int(C.kind)) + " " + C.name + " " + C.type + " " +
         C.hostExpr + "\n";
  S += "index " + joined(K.indexTypes) + "| " + joined(K.indexNames) + "\nparams " +
       K.memberName + " " + K.accType + " " + K.accName + " " + K.finalName + "\naccs " +
       joined(K.accTypes) + "| " + joined(K.accNames) + "\n";
  for (const Reducer &R : K.reducers)
    shapeOf(R, S);
  S += "scan " + K.scanTotal + (K.scanTotalIsView ? " view\n" : "\n");
  if (const std::optional<ArrayReduction> &A = K.arrayReduction) // what the chunk loop prints
    S += "array " + A->elemType + " " + A->accName + " " + std::to_string(int(A->over)) + " " +
         A->indexType + " " + A->index + (A->indexWritten ? " written\n" : "\n");
  if (const std::optional<ArrayReduction> &A = K.arrayReduction)
    for (const ArrayReduction::MdIndex &I : A->md)
      S += "array index " + I.type + " " + I.name + (I.written ? " written\n" : "\n");
  const RankSegments &RS = K.segments;
  S += "segments " + std::to_string(RS.segments.size()) + " " + RS.refusal + " conditions " +
       std::to_string(RS.conditions) + " accumulates " + std::to_string(int(RS.accumulates)) +
       "\n";
  for (const auto &Pieces : RS.pieces)
    for (const RankSegments::Piece &P : Pieces)
      S += "piece " + std::to_string(int(P.kind)) + " " + std::to_string(P.begin) + " " +
           std::to_string(P.end) + " " + std::to_string(P.flag) + " " +
           std::to_string(P.conditions.size()) + " " + std::to_string(P.block) + "\n";
  for (const RankSegments::Carried &C : RS.carried)
    S += "carried " + C.name + " " + C.type + (C.constant ? " const " : " ") +
         std::to_string(C.segment) + " " + std::to_string(C.lastUse) + " " +
         std::to_string(C.block) + "\n";
  // What a target may refuse (an instantiation that needs a spin lock must not share the kernel
  // of one that does not, or that target would miss the refusal).
  S += "locked " + joinedOffsets(K.lockedAtomics) + "| holders " +
       joinedOffsets(K.viewHolderObjects) + "| arrays " + joinedOffsets(K.constLocalArrays) + "\n";
  shapeOf(K.body, S, 0);
  return S;
}

} // namespace kt
