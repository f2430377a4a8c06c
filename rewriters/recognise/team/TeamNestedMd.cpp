// Kokkos 4's multidimensional nested ranges in a kernel body:
//   parallel_for(TeamThreadMDRange<Rank<2>, member_type>(team, n0, n1), [&](int i, int j) {...});
//   parallel_reduce(ThreadVectorMDRange(team, n0, n1, n2), [&](int i, int j, int k, T &v) {...}, r);
// (also TeamVectorMDRange, the deduced rank, and a policy held in a local variable). Each is
// one nested range of its level over the product of the extents: its prelude evaluates the
// extents once, before the range, and its body first splits the flat index into the lambda's
// indices, so every target lowers it as the one-dimensional range it already knows. As in
// Kokkos every index tuple is visited once; the first index varies fastest (Kokkos' default
// direction for the GPU backends' LayoutLeft), whatever direction the Rank names. Kokkos'
// parallel_reduce over these ranges sums into one scalar (no reducer; Kokkos has no scan there).
#include "rewriters/recognise/team/TeamOpsCollector.h"

namespace kt::teamops {

std::string mdFlatIndex(NestLevel L) {
  return L == NestLevel::ThreadVector ? "kt_md_v" : "kt_md_t";
}

namespace {
std::string extentName(NestLevel L, size_t D) { return mdFlatIndex(L) + "_n" + std::to_string(D); }
} // namespace

std::string Collector::mdRefusal(const NestedPolicy &Pol, Pattern P,
                                 const std::vector<const Expr *> &Args) {
  if (P == Pattern::Scan) // Kokkos declares none (neither does the bundled API)
    return "Kokkos has no parallel_scan over " + Pol.Name;
  if (P == Pattern::Reduce && Args.size() != 3)
    return "parallel_reduce over " + Pol.Name + " takes one result (a scalar, summed)";
  if (P == Pattern::Reduce && (isReducerArg(Args[2]) || !strip(Args[2])->isLValue()))
    return "parallel_reduce over " + Pol.Name + " sums into a scalar variable; Kokkos takes "
           "no reducer there";
  if (Pol.Args.size() < 2)
    return Pol.Name + " needs its extents";
  return "";
}

bool Collector::mdBounds(BodyOp &Op, const NestedPolicy &Pol) {
  auto Pre = std::make_unique<BodyText>();
  Pre->text = "// " + Pol.Name + ": its extents, then one range over their product\n";
  std::string End;
  for (size_t D = 1; D < Pol.Args.size(); ++D) {
    const std::string N = extentName(Op.nest, D - 1);
    appendText(*Pre, "const int " + N + " = ", std::move(*exprText(Pol.Args[D])), ";\n");
    End += (End.empty() ? "(int64_t)" : " * ") + N;
  }
  Op.prelude = std::move(Pre);
  Op.end = std::make_unique<BodyText>();
  Op.end->text = End;
  return true;
}

void Collector::mdIndices(BodyOp &Op, const std::vector<std::pair<std::string, std::string>> &Idx) {
  const std::string Rest = Op.indexName + "_rest";
  std::string Before = "{ int64_t " + Rest + " = " + Op.indexName + ";\n";
  for (size_t D = 0; D < Idx.size(); ++D) {
    const auto &[Type, Name] = Idx[D];
    if (D + 1 == Idx.size()) {
      Before += Type + " " + Name + " = (" + Type + ")" + Rest + ";\n";
      break;
    }
    const std::string N = extentName(Op.nest, D);
    Before += Type + " " + Name + " = (" + Type + ")(" + Rest + " % " + N + ");\n" + Rest +
              " /= " + N + ";\n";
  }
  Op.body.text = Before + Op.body.text + "\n}";
  for (auto &O : Op.body.ops)
    O->offset += Before.size();
}

} // namespace kt::teamops
