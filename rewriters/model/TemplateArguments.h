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
/// (K.templateParams / K.templateArgs); S itself where K is no template.
inline std::string withTemplateArguments(const Kernel &K, std::string S) {
  for (size_t I = 0; I < K.templateParams.size() && I < K.templateArgs.size(); ++I) {
    const std::string &Name = K.templateParams[I].name;
    auto Word = [&](size_t J) {
      return J < S.size() && (isalnum((unsigned char)S[J]) || S[J] == '_');
    };
    for (size_t J = S.find(Name); J != std::string::npos; J = S.find(Name, J)) {
      if ((J == 0 || !Word(J - 1)) && !Word(J + Name.size())) {
        S.replace(J, Name.size(), K.templateArgs[I]);
        J += K.templateArgs[I].size();
      } else {
        J += Name.size();
      }
    }
  }
  return S;
}

} // namespace kt
