// A kernel template's text as a launch outside the template spells it. A class-template
// functor dispatched from code that is no template (`parallel_reduce(n, MaxK<double, 3>(x), m)`
// in main) gets a kernel template over the class template's parameters; what the launch
// prints from kernel-side facts (types spelled `T`) must name the dispatch's arguments instead.
#pragma once

#include "rewriters/model/Model.h"

#include <cctype>
#include <string>

namespace kt {

/// S with every whole-word template parameter name of K replaced by the dispatch's argument
/// (K.templateParams / K.templateArgs), in one pass, so that an argument naming another
/// parameter (`F<U, T>` in a template over T and U) is not replaced again; S itself where K is
/// no template.
inline std::string withTemplateArguments(const Kernel &K, const std::string &S) {
  auto Word = [](char C) { return std::isalnum((unsigned char)C) || C == '_'; };
  std::string Out;
  for (size_t I = 0; I < S.size();) {
    if (!Word(S[I])) {
      Out += S[I++];
      continue;
    }
    size_t E = I;
    while (E < S.size() && Word(S[E]))
      ++E;
    const std::string W = S.substr(I, E - I);
    std::string R = W;
    for (size_t P = 0; P < K.templateParams.size() && P < K.templateArgs.size(); ++P)
      if (K.templateParams[P].name == W)
        R = K.templateArgs[P];
    Out += R;
    I = E;
  }
  return Out;
}

} // namespace kt
