#include "rewriters/emit/Templates.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cassert>

namespace kt {

namespace {

struct Skeleton {
  const char *name;
  const char *text;
};

const Skeleton Skeletons[] = {
#include "kt/Templates.inc"
};

bool nameChar(char C) { return (C >= 'a' && C <= 'z') || (C >= '0' && C <= '9') || C == '_'; }

/// Calls Text(piece) for the literal pieces and Hole(name) for the placeholders of T, in order.
/// Returns an error message, or "".
template <typename TextFn, typename HoleFn>
std::string scan(std::string_view T, TextFn Text, HoleFn Hole) {
  size_t At = 0;
  while (At < T.size()) {
    size_t Open = T.find("{{", At);
    if (Open == std::string_view::npos)
      Open = T.size();
    Text(T.substr(At, Open - At));
    if (Open == T.size())
      break;
    size_t End = Open + 2;
    while (End < T.size() && nameChar(T[End]))
      ++End;
    if (End == Open + 2 || T.substr(End, 2) != "}}")
      return "a '{{' at offset " + std::to_string(Open) + " opens no {{name}} placeholder";
    Hole(std::string(T.substr(Open + 2, End - Open - 2)));
    At = End + 2;
  }
  return "";
}

} // namespace

std::vector<std::string> templateNames() {
  std::vector<std::string> N;
  for (const Skeleton &S : Skeletons)
    N.push_back(S.name);
  std::sort(N.begin(), N.end());
  return N;
}

bool templateText(std::string_view Name, std::string_view &Text) {
  for (const Skeleton &S : Skeletons)
    if (Name == S.name) {
      Text = S.text;
      return true;
    }
  return false;
}

std::vector<std::string> templatePlaceholders(std::string_view Text, std::string &Error) {
  std::vector<std::string> P;
  Error = scan(
      Text, [](std::string_view) {},
      [&](const std::string &N) {
        if (std::find(P.begin(), P.end(), N) == P.end())
          P.push_back(N);
      });
  return P;
}

std::string expandTemplate(std::string_view Text, const TemplateValues &Values, std::string &Error) {
  std::vector<bool> Used(Values.size());
  for (size_t I = 0; I < Values.size(); ++I)
    for (size_t J = 0; J < I; ++J)
      if (Values[I].first == Values[J].first) {
        Error = "the value of {{" + Values[I].first + "}} is given twice";
        return "";
      }
  std::string Out, Missing;
  Error = scan(
      Text, [&](std::string_view Piece) { Out += Piece; },
      [&](const std::string &N) {
        auto It = std::find_if(Values.begin(), Values.end(),
                               [&](const auto &V) { return V.first == N; });
        if (It == Values.end()) {
          if (Missing.empty())
            Missing = N;
          return;
        }
        Used[It - Values.begin()] = true;
        Out += It->second;
      });
  if (Error.empty() && !Missing.empty())
    Error = "the placeholder {{" + Missing + "}} has no value";
  for (size_t I = 0; Error.empty() && I < Values.size(); ++I)
    if (!Used[I])
      Error = "the value of {{" + Values[I].first + "}} fills no placeholder";
  return Error.empty() ? Out : "";
}

std::string fillTemplate(std::string_view Name, const TemplateValues &Values) {
  std::string_view Text;
  std::string Error;
  std::string Out;
  if (!templateText(Name, Text))
    Error = "no such skeleton";
  else
    Out = expandTemplate(Text, Values, Error);
  if (!Error.empty()) {
    std::string Msg = "kokkos-translate bug: templates/" + std::string(Name) + ".tpl: " + Error;
    llvm::errs() << Msg << "\n";
    assert(false && "fillTemplate: a skeleton and its emitter disagree");
    llvm::report_fatal_error(llvm::StringRef(Msg), /*gen_crash_diag=*/false);
  }
  return Out;
}

std::string fillTemplate(std::string_view Name, const TemplateValues &Values,
                         const TemplateValues &Shared) {
  TemplateValues All = Values;
  All.insert(All.end(), Shared.begin(), Shared.end());
  return fillTemplate(Name, All);
}

} // namespace kt
