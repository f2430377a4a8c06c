// The pieces of a kernel's text that every target prints alike: its template head and
// arguments, its launch name, the comment above it, and the declarations of its captures and
// indices.
#pragma once

#include "rewriters/model/Model.h"

#include <string>

namespace kt {

/// `template <class T, int N>\n` in front of a kernel's definition (empty when not a template).
std::string templateHead(const Kernel &K);
/// `<T, N>` after a template kernel's name at its launch (empty when not a template).
std::string templateArgList(const Kernel &K);
/// The kernel's name as a launch spells it: `kt_axpy_L9<T, N>` (with an optional suffix).
std::string kernelRef(const Kernel &K, const std::string &Suffix = "");

/// The comment above a kernel: `// <input>:<line>: parallel_for "label"`, then `; ` and How (the
/// launch shape, in a few words) when given.
std::string originComment(const Kernel &K, const std::string &How = "");

/// The device type of a View capture: `kt::View<double *>::handle_type` (with `typename` when
/// it names a template parameter of the kernel).
std::string handleType(const Kernel &K, const Capture &C);
/// The declaration of the kernel's index D: `const int i`, or `int i` when the body writes it.
std::string indexDecl(const Kernel &K, size_t D);
/// A capture declared as a kernel parameter or member: `<type or handle type> <name>`.
std::string captureDecl(const Kernel &K, const Capture &C);

} // namespace kt
