// Lambdas passed to a user function template that dispatches them (Model.h, PassedLambda).
#pragma once

#include "rewriters/model/Model.h"
#include "rewriters/recognise/Recognisers.h"

#include "clang/AST/Expr.h"

namespace kt {

/// The lambda expression a dispatch call's body argument holds when that argument is a
/// closure object that is neither written there nor a local lambda variable (a parameter of
/// the template holding the dispatch), or null.
const clang::LambdaExpr *passedLambdaArg(const clang::CallExpr *Call, clang::ASTContext &Ctx);

/// K's body from the lambda whose closure object Arg is, inside an instantiation of the
/// template holding the dispatch (RC.Instantiation): K.passedLambda, captures, body, and
/// K.insertAt (before the declaration holding the lambda). False after a KT diagnostic.
bool recognisePassedLambda(const clang::Expr *Arg, Kernel &K, RecogContext &RC);

/// After the whole dispatch is recognised: the method name, and the template's host
/// expressions the launch reads (policy values, results) replaced by the method's parameters.
void passLaunchValues(Kernel &K);

/// Adds the kernel of one instantiation to those of the dispatch, one per lambda (the same
/// lambda through another instantiation must give the same kernel). False after a KT
/// diagnostic, also when K's body is no passed lambda or another instantiation had another
/// body (OtherBody).
bool addPassedKernel(Kernel K, std::vector<Kernel> &Kernels, bool OtherBody,
                     const clang::CallExpr *Call, RecogContext &RC);

/// Makes the struct names unique per lambda and the method names per dispatch site (after
/// every kernel of the unit is recognised).
void namePassedLambdas(std::vector<Kernel> &Kernels);

// Host text, the same for every target.
/// The capture struct's member function holding Launch (the kernel's launch).
std::string passedLambdaMethod(const Kernel &K, const std::string &Launch);
/// The capture struct: the captures as data members, then Methods.
std::string passedLambdaStruct(const Kernel &K, const std::string &Methods);
/// What replaces the dispatch statement in the template: `f.kt_run_L7_launch(n);`; with
/// FunctorLaunch (the launch of a functor kernel at the same dispatch, Kernel::lambdaSite),
/// `if constexpr (kt::is_capture_struct<decltype(f)>::value) { f.kt_run_L7_launch(n); } else
/// <FunctorLaunch>`.
std::string passedLambdaCall(const Kernel &K, const std::string &FunctorLaunch = "");
/// The line that marks a capture struct (kt::is_capture_struct) whose dispatches functors
/// reach too.
inline const char *const kCaptureStructMark = "using kt_capture_struct = void; // a lambda's, "
                                              "not a functor (kt::is_capture_struct)\n";
/// What replaces the lambda at its call: `kt_lambda_L17{x, a}`.
std::string passedLambdaInit(const Kernel &K);

} // namespace kt
