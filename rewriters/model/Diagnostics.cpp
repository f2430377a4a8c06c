#include "rewriters/model/Diagnostics.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include <algorithm>

namespace kt {

const std::vector<DiagInfo> &diagTable() {
  static const std::vector<DiagInfo> T = {
      {DiagId::RefCaptureWritten, "by-reference capture written in a kernel",
       "double s = 0; parallel_for(n, [&](int i) { s += x(i); });"},
      {DiagId::NonTrivialCapture, "capture of a host object that is not trivially copyable",
       "std::vector<double> v; parallel_for(n, KOKKOS_LAMBDA(int i) { y(i) = v[i]; });"},
      {DiagId::VirtualCall, "virtual call inside a kernel",
       "parallel_for(n, KOKKOS_LAMBDA(int i) { y(i) = shape->area(); });"},
      {DiagId::Exception, "exception inside a kernel",
       "parallel_for(n, KOKKOS_LAMBDA(int i) { if (i < 0) throw 1; });"},
      {DiagId::Recursion, "recursive function called from a kernel",
       "KOKKOS_INLINE_FUNCTION int f(int k) { return k ? f(k - 1) : 0; }"},
      {DiagId::UnknownKokkosApi, "Kokkos API the translator does not know",
       "parallel_for(n, KOKKOS_LAMBDA(int i) { Kokkos::abort(\"x\"); });"},
      {DiagId::ThisCapture, "kernel captures `this` (a host pointer)",
       "parallel_for(n, KOKKOS_LAMBDA(int i) { y(i) = member_; });"},
      {DiagId::FunctorMemberNotPublic, "non-public functor member the launch cannot read",
       "class B { protected: double f; }; struct F : B { View<double*> x; KOKKOS_INLINE_FUNCTION void operator()(int i) const { x(i) = f; } };"},
      {DiagId::DispatchInTemplate,
       "template dispatch that cannot be checked (never instantiated, or its kernel differs "
       "between instantiations)",
       "template <class T> void f(View<T*> x) { parallel_for(n, KOKKOS_LAMBDA(int i) {}); } "
       "// f never called"},
      {DiagId::UnsupportedPolicy, "execution policy not supported",
       "parallel_for(MDRangePolicy<Rank<5>>(...), f);"},
      {DiagId::UnsupportedBody, "kernel body form not supported",
       "auto f = KOKKOS_LAMBDA(int i) { x(i) = a; }; a = 2; parallel_for(n, f);  // a copied at f"},
      {DiagId::MultipleResults, "several results for a functor with its own join (one value_type)",
       "struct F { using value_type = double; void join(double& a, const double& b) const; ... }; "
       "parallel_reduce(n, F{}, a, b);"},
      {DiagId::LocalTypeCapture, "captured type is local to a function",
       "struct P { double a; }; View<P*> ps(\"ps\", n); parallel_for(n, KOKKOS_LAMBDA(int i) { ps(i).a = i; });"},
      {DiagId::TeamMemberEscapes, "team member used other than through the team API",
       "parallel_for(policy, KOKKOS_LAMBDA(const member_type& t) { Holder h{&t}; ... });"},
      {DiagId::UnsupportedNested, "nested construct not supported here",
       "parallel_for(TeamThreadRange(t, n), [&](int i) { parallel_for(TeamThreadRange(t, m), ...); });"},
      {DiagId::UnsupportedReducer, "reducer not supported",
       "parallel_reduce(n, f, Kokkos::MinFirstLoc<double, int>(r));"},
      {DiagId::FunctorMemberCall, "functor member function called in a kernel has no visible definition",
       "double helper(int) const; void operator()(int i) const { y(i) = helper(i); }"},
      {DiagId::UnsupportedTarget, "construct not supported by this target",
       "parallel_for(TeamPolicy<>(n, AUTO), KOKKOS_LAMBDA(const member_type& t) { t.team_barrier(); });"},
      {DiagId::KernelInHeader,
       "dispatch in a header outside --in-root (its translation cannot be written)",
       "// /usr/local/include/lib/kernels.hpp, included by src/main.cpp, translated with --in-root src\ninline void fill(View<double*> x) { parallel_for(x.extent(0), KOKKOS_LAMBDA(int i) { x(i) = 0; }); }"},
      {DiagId::ConflictingHeaderEdits,
       "a header below --in-root would be translated differently for two inputs (macro context)",
       "// scaled.hpp, included by p.cpp (after #define DOUBLE) and by q.cpp\n#ifdef DOUBLE\n  parallel_for(n, KOKKOS_LAMBDA(int i) { x(i) *= 2; });\n#else\n  parallel_for(n, KOKKOS_LAMBDA(int i) { x(i) += 1; });\n#endif"},
      {DiagId::AccTeamBody,
       "OpenACC: team body cannot be split into gang-redundant code and worker/vector loops",
       "parallel_for(TeamPolicy<>(n, 8), KOKKOS_LAMBDA(const member_type& t) {\n"
       "  switch (t.league_rank() % 2) { case 0: a(t.league_rank(), t.team_rank()) += 1; "
       "t.team_barrier(); break; default: break; }\n"
       "});  // --target=openacc: a barrier inside a switch of per-rank team code"},
      {DiagId::InaccessibleView,
       "View not accessible from the dispatch's execution space (host memory in a device "
       "kernel, or device memory in a host dispatch)",
       "auto h = create_mirror_view(d);\n"
       "parallel_for(n, KOKKOS_LAMBDA(int i) { h(i) = i; });  // h is host memory"},
      {DiagId::HostTeamPolicy,
       "TeamPolicy on a host execution space that the host lowering cannot run as Kokkos::Serial",
       "parallel_for(TeamPolicy<DefaultHostExecutionSpace>(n, 4), KOKKOS_LAMBDA(const "
       "member_type& t) { ... });  // Serial: team size 1 or AUTO"},
      {DiagId::UnsupportedViewType, "View data type the translated View cannot represent",
       "Kokkos::View<double (*)[3]> a(\"a\", n);  // Kokkos' spelling is View<double*[3]>"},
      {DiagId::LocalNameInKernel,
       "a name declared in the enclosing function cannot be declared again in the kernel",
       "struct P { KOKKOS_FUNCTION double f() const { return 1; } };\n"
       "parallel_for(n, KOKKOS_LAMBDA(int i) { P p; y(i) = p.f(); });"},
      {DiagId::DispatchInMacro,
       "user macro that cannot be translated: a call writing a dispatch that spans a "
       "directive or lies in a file the translator does not write (a header outside "
       "--in-root), or a macro writing part of a dispatch's policy or body",
       "#define FILL(v, x) Kokkos::parallel_for(v.extent(0), KOKKOS_LAMBDA(int i) { v(i) = x; })\n"
       "FILL(a,\n#ifdef TWO\n     2.0\n#else\n     3.0\n#endif\n);"},
      {DiagId::KokkosHeaderKept,
       "an include that is not translated would bring Kokkos back into the output",
       "// util.hpp, outside --in-root (or any header when translating single files)\n"
       "#include <Kokkos_Core.hpp>\n// main.cpp\n#include \"util.hpp\""},
      {DiagId::AccumulatorByValue, "reduction or scan accumulator taken by value",
       "parallel_reduce(n, KOKKOS_LAMBDA(int i, double r) { r += x(i); }, s);"},
      {DiagId::BackendMacroMissing,
       "the code tests the Kokkos backend macros, but the Kokkos it is parsed against does not "
       "define the target's (KOKKOS_ENABLE_CUDA for --target=cuda, ...)",
       "#ifdef KOKKOS_ENABLE_CUDA ... #endif  // translated for cuda against a Serial-only Kokkos"},
      {DiagId::KokkosMacroTest,
       "a preprocessor test of a KOKKOS_* macro that the output, built against the runtime "
       "shim, would answer differently from this parse",
       "#ifdef KOKKOS_ENABLE_OPENMP  // defined by a Kokkos built with OpenMP, not by the shim"},
      {DiagId::ReservedName,
       "a name the translated code reserves: a declaration named kt_*, a namespace or type "
       "named kt, or a kt_* macro or one of the shim's KT_* macros, in a translated file",
       "const int kt_begin = 5;  // the kernels' own parameters are named kt_begin, kt_end..."},
      {DiagId::ClassScopeName,
       "a KOKKOS_CLASS_LAMBDA kernel names a type, static member or enumerator of its class "
       "that cannot be spelled outside the class (not public, or its class is local); or a "
       "kernel defined before a class (the dispatch is in a member function defined in it) "
       "whose parameter, capture, member or reduction result has a class or enum type declared "
       "in that class (a member alias is spelled as the type it stands for)",
       "class S { using T = double; public: void f() { parallel_for(n, KOKKOS_CLASS_LAMBDA(int i) { T v = i; }); } };"},
      {DiagId::ComplexAtomic,
       "an atomic on a Kokkos::complex that Kokkos does not define (min, max, bitwise), or a "
       "kernel using both atomic_add / atomic_sub (per part) and another atomic (locked) on a "
       "complex<double>",
       "parallel_for(n, KOKKOS_LAMBDA(int i) { Kokkos::atomic_max(&z(0), z(i)); });"},
      {DiagId::FunctorSpaceParameter,
       "a functor class template whose execution_space is its template parameter, dispatched "
       "with a space argument that is not written at the dispatch (an alias template's) and "
       "that the translator sees only as Serial",
       "template <class E> struct F { using execution_space = E; ... };\n"
       "template <class V> using FOf = F<typename V::execution_space>;\n"
       "parallel_for(n, FOf<Kokkos::DualView<double*>>(dv));"},
      {DiagId::DirectiveInDispatch,
       "a dispatch statement holding an #else/#endif of a conditional that begins outside it "
       "inside one of its arguments (its lambda body), or an #if that it does not close (an "
       "#else/#endif between two arguments is kept after the launch)",
       "#ifdef A\nparallel_for(n, KOKKOS_LAMBDA(int i) { x(i) = 2;\n#else\nparallel_for(n, KOKKOS_LAMBDA(int i) { x(i) = 1;\n#endif\n  });"},
      {DiagId::HostVariableInKernel,
       "a kernel (or a function it calls) reads or writes a variable with static storage (a "
       "namespace-scope variable or a static data member) that lives in host memory: only "
       "constexpr values and const scalars with a constant initializer reach the device",
       "double scale = 2.0;\nparallel_for(n, KOKKOS_LAMBDA(int i) { x(i) = scale * i; });"},
      {DiagId::HostFunctionInKernel,
       "on CUDA and HIP, a kernel (or a function it calls) calls a function that runs on the "
       "host only: a user function without KOKKOS_FUNCTION / KOKKOS_INLINE_FUNCTION in a file "
       "the translation does not edit (a header outside --in-root), or a function of the "
       "standard library that is neither constexpr nor one of the C math functions CUDA and "
       "HIP provide on the device",
       "double twice(double x);  // in a header not translated\n"
       "parallel_for(n, KOKKOS_LAMBDA(int i) { double a = x(i), b = 1; std::swap(a, b); y(i) = twice(a); });"},
      {DiagId::AccumulatorTypeMismatch,
       "a parallel_reduce lambda's accumulator type differs from its result's value type, "
       "which Kokkos does not compile (it passes the result's type to the body)",
       "double s;\nparallel_reduce(n, KOKKOS_LAMBDA(int i, float &l) { l += x(i); }, s);"},
      {DiagId::CapturedArrayElements,
       "a captured C array whose elements cannot travel to the kernel as bytes (Views, "
       "objects holding Views, types that are not trivially copyable)",
       "View<double*> vs[2]; parallel_for(n, KOKKOS_LAMBDA(int i) { vs[0](i) = 1; });"},
      {DiagId::ArrayReductionForm,
       "a functor array reduction (value_type T[] with value_count) in a form not translated: "
       "a scan, a TeamPolicy with a vector length other than 1 or whose team member is passed "
       "to a helper function, a functor without "
       "value_count, or a result that is not a pointer, an array or a rank-1 View",
       "struct F { using value_type = double[]; int value_count; ...\n"
       "  void operator()(const member_type &t, value_type s) const { s[0] += 1; } };\n"
       "parallel_reduce(TeamPolicy<>(n, AUTO, 4), F{3}, sums);"},
      {DiagId::TeamHelperForm,
       "the team member is passed to a function that cannot be lowered as a team helper "
       "(a virtual or static member function or one of the kernel's own functor, an "
       "explicitly specialised template, a constructor whose member initialisers use the "
       "member, or defined or also declared in a file that is not translated)",
       "int rank_of(const member_type& t);  // defined in another file\n"
       "parallel_for(policy, KOKKOS_LAMBDA(const member_type& t) { r(t.league_rank()) = rank_of(t); });"},
      {DiagId::TeamHelperOnHost,
       "a team helper called from a TeamPolicy on a host execution space",
       "parallel_for(TeamPolicy<DefaultHostExecutionSpace>(n, 1), KOKKOS_LAMBDA(const member_type& t) "
       "{ row_dot(t, i); });"},
  };
  return T;
}

std::string diagCode(DiagId id) { return "KT" + std::to_string(unsigned(id)); }

void DiagSink::error(clang::SourceLocation Loc, DiagId Id, const std::string &Message) {
  const std::string Msg = Message + Context;
  // A suppressed diagnostic is not printed, but the construct is still refused: suppression
  // never turns unsafe input into output.
  std::string code = diagCode(Id);
  ++Count;
  if (Records) {
    DiagRecord R{code, Msg, "", 0, 0, ""};
    const clang::SourceManager &SM = DE.getSourceManager();
    clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
    if (P.isValid()) {
      R.file = P.getFilename();
      R.line = P.getLine();
      R.column = P.getColumn();
      llvm::SmallString<256> A(R.file);
      SM.getFileManager().makeAbsolutePath(A); // the compile command's directory
      R.absoluteFile = std::string(A);
    }
    Records->push_back(R);
  }
  if (std::find(Suppressed.begin(), Suppressed.end(), code) != Suppressed.end())
    return;
  unsigned ID = DE.getCustomDiagID(clang::DiagnosticsEngine::Error, "%0 [%1]");
  DE.Report(Loc, ID) << Msg << code;
}

} // namespace kt
