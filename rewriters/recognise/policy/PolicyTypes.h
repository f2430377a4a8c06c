// A policy's template arguments as types (PolicyRecognise.cpp), for the recognisers that read
// a policy's work tag: the policy itself, and the instantiation of tag-templated operator()s
// (TagTemplates.cpp).
#pragma once

#include "clang/AST/DeclTemplate.h"

#include <vector>

namespace kt {

/// The type arguments of a policy specialization, its parameter pack flattened
/// (`TeamPolicy<Schedule<Dynamic>, Tag>`: Schedule<Dynamic>, Tag).
std::vector<clang::QualType> policyTypeArguments(const clang::ClassTemplateSpecializationDecl *S);
/// T, a policy's type argument, is its work tag: a class not of Kokkos, or one of Kokkos'
/// pattern tags (ParallelForTag, ParallelReduceTag, ParallelScanTag), which work as tags too.
bool isWorkTagArgument(clang::QualType T);

} // namespace kt
