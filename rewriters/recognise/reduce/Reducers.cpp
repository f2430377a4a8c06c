// Recognises the result argument of a reduction: a scalar lvalue (sum), a rank-0 View, or a
// built-in reducer object (Sum, Prod, Min, Max, LAnd, LOr, BAnd, BOr, MinLoc, MaxLoc, MinMax,
// MinMaxLoc, MinFirstLoc, MaxFirstLoc, MinMaxFirstLastLoc) or one of the program's own
// (UserReducer.cpp).
#include "rewriters/recognise/ast/AstUtil.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace kt {

const char *reducerName(ReducerKind K) {
  static const char *N[] = {"Sum",         "Prod",        "Min",       "Max",
                            "LAnd",        "LOr",         "BAnd",      "BOr",
                            "MinLoc",      "MaxLoc",      "MinMax",    "MinMaxLoc",
                            "MinFirstLoc", "MaxFirstLoc", "MinMaxFirstLastLoc", "Custom",
                            "Multi"};
  return N[(int)K];
}

bool locReducer(ReducerKind K) {
  return K == ReducerKind::MinLoc || K == ReducerKind::MaxLoc || K == ReducerKind::MinFirstLoc ||
         K == ReducerKind::MaxFirstLoc;
}
bool minMaxLocReducer(ReducerKind K) {
  return K == ReducerKind::MinMaxLoc || K == ReducerKind::MinMaxFirstLastLoc;
}

static std::optional<ReducerKind> builtinReducer(const std::string &N) {
  for (int K = 0; K < (int)ReducerKind::Custom; ++K)
    if (N == reducerName((ReducerKind)K))
      return (ReducerKind)K;
  return std::nullopt;
}

/// The value type of a rank-0 View (its data type without const).
static std::string viewValueType(QualType T, RecogContext &RC) {
  QualType A = templateTypeArg(T, 0);
  return A.isNull() ? "" : typeText(A, RC.Ctx);
}

/// R with the result its reducer object E was constructed from (`Kokkos::Max<double>(m)`, or a
/// variable initialised so): the constructor's first argument, a variable or a View.
static std::optional<Reducer> reducerTarget(const Expr *E, const Expr *Arg, bool Nested,
                                            Reducer R, RecogContext &RC) {
  const Expr *Target = nullptr;
  if (const auto *C = dyn_cast<CXXConstructExpr>(E); C && C->getNumArgs() >= 1)
    Target = strip(C->getArg(0));
  else if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(DR->getDecl()); V && V->getInit())
      if (const auto *C = dyn_cast<CXXConstructExpr>(strip(V->getInit()));
          C && C->getNumArgs() >= 1)
        Target = strip(C->getArg(0));
  if (!Target) {
    RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedReducer,
                   "reducer must be constructed from its result at the dispatch");
    return std::nullopt;
  }
  R.target = isKokkosView(Target->getType()) ? Reducer::Target::View : Reducer::Target::Scalar;
  R.result = sourceText(RC.Ctx, Target->getSourceRange());
  if (Nested && R.target == Reducer::Target::View) {
    RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedReducer,
                   "a nested reduction into a View is not supported");
    return std::nullopt;
  }
  return R;
}

bool isReducerType(QualType T) {
  T = T.getNonReferenceType();
  return builtinReducer(kokkosTemplateName(T)) || userReducerClass(T);
}

std::optional<Reducer> recogniseReducer(const Expr *Arg, bool Nested, RecogContext &RC) {
  const Expr *E = strip(Arg);
  Reducer R;
  QualType T = E->getType();
  std::string TN = kokkosTemplateName(T);
  if (refuseLaterType(T, Arg->getBeginLoc(), "the reduction result", RC))
    return std::nullopt;
  if (auto K = builtinReducer(TN)) {
    R.kind = *K;
    R.scalarType = typeText(templateTypeArg(T, 0), RC.Ctx);
    R.valueType = R.scalarType;
    if (locReducer(R.kind) || minMaxLocReducer(R.kind))
      R.indexType = typeText(templateTypeArg(T, 1), RC.Ctx);
    if (locReducer(R.kind))
      R.valueType = "kt::ValLocScalar<" + R.scalarType + ", " + R.indexType + ">";
    else if (R.kind == ReducerKind::MinMax)
      R.valueType = "kt::MinMaxScalar<" + R.scalarType + ">";
    else if (minMaxLocReducer(R.kind))
      R.valueType = "kt::MinMaxLocScalar<" + R.scalarType + ", " + R.indexType + ">";
    return reducerTarget(E, Arg, Nested, R, RC);
  }
  if (const CXXRecordDecl *RD = userReducerClass(T)) {
    std::optional<Reducer> U = userReducer(RD, Arg, RC);
    return U ? reducerTarget(E, Arg, Nested, *U, RC) : std::nullopt;
  }
  if (!TN.empty() && TN != "View" && !kokkosValueClass(T)) { // complex, half_t: a scalar sum
    RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedReducer,
                   "reducer Kokkos::" + TN + " is not supported");
    return std::nullopt;
  }
  R.kind = ReducerKind::Sum;
  R.result = sourceText(RC.Ctx, E->getSourceRange());
  if (TN == "View") {
    if (Nested) {
      RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedReducer,
                     "a nested reduction into a View is not supported");
      return std::nullopt;
    }
    R.target = Reducer::Target::View;
    R.valueType = viewValueType(T, RC);
    return R;
  }
  if (!E->isLValue()) {
    RC.Diags.error(Arg->getBeginLoc(), DiagId::UnsupportedReducer,
                   "the reduction result must be a variable, a rank-0 View or a reducer");
    return std::nullopt;
  }
  R.target = Reducer::Target::Scalar;
  R.valueType = typeText(T, RC.Ctx);
  R.scalarType = R.valueType;
  return R;
}

} // namespace kt
