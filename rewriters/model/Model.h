// The backend-neutral kernel model.
//
// Recognisers (Dispatch.cpp, Body.cpp, TeamOps.cpp, Reducers.cpp) fill it from the AST; each
// target's lowering (gpu/ for CUDA and HIP, later openmp/ and openacc/) turns it into text.
// Nothing in here knows about a target. Source text is kept verbatim (host expressions for
// bounds, sizes and results; kernel bodies with the Kokkos calls inside them marked as ops).
#pragma once

#include "rewriters/model/KernelParts.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kt {

enum class Pattern { For, Reduce, Scan };
enum class PolicyKind { Range, MDRange, Team };
/// Where a dispatch runs (its policy's execution space) or where a View's memory lives.
/// Device: the default execution space (DefaultExecutionSpace, Cuda, HIP, ...), lowered to the
/// target's kernels. Host: a host execution space (DefaultHostExecutionSpace, Serial, OpenMP,
/// HostSpace::execution_space, ...), lowered to plain host code as Kokkos::Serial runs it
/// (rewriters/host/HostLowering.cpp), whatever the target.
enum class ExecSpace { Device, Host };

/// Host-side execution policy of a top-level dispatch. All expressions are host source text.
struct Policy {
  PolicyKind kind = PolicyKind::Range;
  ExecSpace space = ExecSpace::Device; ///< from the template arguments or the instance argument
  std::string workTag;   ///< work-tag type (kt-spelled), empty if none
  std::string indexType; ///< IndexType<T>, empty for the default
  // Range
  std::string begin = "0", end;
  // MDRange
  int rank = 0;
  bool iterateRight = false; ///< inner iteration direction (Kokkos GPU default: Left)
  std::vector<std::string> lower, upper, tiles; ///< tiles empty -> default tiles
  /// The tile sizes when every one is an integer literal at the dispatch (empty when not, or
  /// when the policy is read through an object: policyValuesFrom).
  std::vector<long> tilesConst;
  /// Every lower bound is an integer constant in [0, 2^31) and every upper bound an expression
  /// of a signed integer type of at most 32 bits (or a constant in that range), as written at
  /// the dispatch: every index lies in [0, 2^31), so the kernels may iterate with 32-bit state.
  bool bounds32 = false;
  // Team
  std::string league;
  std::string teamSize;     ///< empty: AUTO
  std::string vectorLength; ///< empty: AUTO (= 1, as in Kokkos)
  /// The team size and the requested vector length when they are integer constant expressions
  /// known at translation time (a literal, a constexpr variable, ...); 0 when not (AUTO, or a
  /// run-time value). An omitted or AUTO vector length is the constant 1. The lowerings use them
  /// to emit compile-time loop strides, lane masks and unrolled shuffle trees.
  long teamSizeConst = 0, vectorLengthConst = 1;
  struct Scratch {
    std::string perTeam = "0", perThread = "0";
    /// The same byte counts when the translator could evaluate them (integer constants, const
    /// variables with constant initialisers, View::shmem_size of such extents); empty if not.
    std::optional<unsigned long long> perTeamConst = 0, perThreadConst = 0;
    /// Kokkos::AUTO team size on a device: the bytes a functor's team_shmem_size hook asks
    /// for, an expression in `kt_ts` (the team size the launch chose); the launch adds it to
    /// the per-team bytes once it has chosen. Empty otherwise (the hook is in perTeam).
    std::string perTeamHook;
    bool used() const { return perTeam != "0" || perThread != "0" || !perTeamHook.empty(); }
    /// perTeam + perThread, when both are known at translation time.
    std::optional<unsigned long long> bytesConst() const {
      if (!perTeamConst || !perThreadConst)
        return std::nullopt;
      return *perTeamConst + *perThreadConst;
    }
    bool operator==(const Scratch &) const = default;
  };
  Scratch scratch[2];
  /// A TeamPolicy that reaches the dispatch as a parameter of the enclosing function: the
  /// parameter's name, whose scratch sizes the levels the body allocates read at the launch
  /// (readScratchFromParameter, Dispatch.cpp); empty otherwise.
  std::string scratchFrom;
  bool operator==(const Policy &) const = default;
};

enum class ReducerKind {
  Sum, Prod, Min, Max, LAnd, LOr, BAnd, BOr, MinLoc, MaxLoc, MinMax, MinMaxLoc,
  MinFirstLoc, MaxFirstLoc, MinMaxFirstLastLoc, Custom,
  /// Several results of one nested parallel_reduce (`parallel_reduce(range, lambda, r0, r1,
  /// ...)`): the shim's `kt::MultiReducer<...>` over the results' reducers (Reducer::parts),
  /// the value a `kt::ReduceTuple<...>` and result `kt::result_refs(r0, r1, ...)`.
  Multi
};
const char *reducerName(ReducerKind k); ///< "Sum", "MinLoc", ...
/// The reducer's value is a value and an index (kt::ValLocScalar) or two of each
/// (kt::MinMaxLocScalar).
bool locReducer(ReducerKind k);
bool minMaxLocReducer(ReducerKind k);

/// One reduction: its operator, value type and where the result goes.
struct Reducer {
  ReducerKind kind = ReducerKind::Sum;
  std::string valueType; ///< kt-spelled C++ type of one reduction value
  /// MinLoc/MaxLoc: kt::ValLocScalar<scalar, index>; MinMax: kt::MinMaxScalar<scalar>;
  /// MinMaxLoc: kt::MinMaxLocScalar<scalar, index> (indexType empty for MinMax).
  std::string scalarType, indexType;
  enum class Target { Scalar, View, None } target = Target::Scalar;
  std::string result; ///< host lvalue (Scalar) or rank-0 View expression (View), as written
  // Custom (functor value_type/init/join/final, or a reducer class of the program's own): the
  // op struct the lowering emits.
  std::string customOp;        ///< name of the emitted op struct (nameReducerOps)
  std::string reducerClass;    ///< the program's reducer class, empty for a functor's own op
  std::string initBody, joinBody, finalBody; ///< verbatim member-function text, may be empty
  std::string initParam, joinDst, joinSrc, finalParam;
  /// final() uses the functor's members: the op's final does nothing, and the launch applies
  /// final to the value it copied back, through the host functor object
  /// (`kt_functor.final(kt_value)`) before storing it (a scalar result only).
  bool finalOnHost = false;
  /// Custom op of a kernel template: the kernel's parameters as the op's arguments (`<T, N>`).
  /// The op is then a template over the same parameters, so that its init/join/final bodies
  /// see each instantiation's arguments, as the kernel's body does.
  std::string opArgs;
  /// Multi: the results' own reducers, in order.
  std::vector<Reducer> parts;
  bool operator==(const Reducer &) const = default;
};

/// A data member of a struct that a kernel receives as a device image (Capture::image).
struct ImageField {
  std::string name;
  std::string type; ///< kt-spelled declared type (for Views, the View type)
  bool view = false; ///< travels as the View's handle_type
  /// A member that is itself a struct holding Views: its own image's data members, and the
  /// name of that nested image struct (set by resolveImages).
  std::vector<ImageField> sub;
  std::string subType;
  bool operator==(const ImageField &) const = default;
};

/// The C++ arithmetic type of a value, read from its canonical type (not its spelling); Other
/// for anything else (a class, an enum, a pointer, a type that depends on a template parameter).
/// Char is plain `char` (signed char and unsigned char are SChar, UChar).
enum class Arith {
  Other, Bool, Char, SChar, UChar, Short, UShort, Int, UInt, Long, ULong, LongLong, ULongLong,
  Float, Double, LongDouble
};
inline bool isFloating(Arith A) {
  return A == Arith::Float || A == Arith::Double || A == Arith::LongDouble;
}

enum class ViewLayout { Default, Left, Right, Stride }; ///< Default: none written
/// What a View capture's type says (read from its clang type by the recogniser, viewInfo in
/// Body.cpp): the layout, rank (run-time plus static extents), value type and memory traits.
struct ViewInfo {
  ViewLayout layout = ViewLayout::Default;
  unsigned rank = 0;
  std::string valueType; ///< kt-spelled from its canonical type, without const
  bool constValue = false;
  Arith arith = Arith::Other; ///< of the value type
  unsigned traits = 0; ///< MemoryTraits bits: Unmanaged 1, RandomAccess 2, Atomic 4, Restrict 8
  bool unmanaged() const { return traits & 0x01; }
  bool atomic() const { return traits & 0x04; }
  bool operator==(const ViewInfo &) const = default;
};

/// A template parameter of a kernel template, read from its declaration: `class T`, `int N`,
/// `class... Ts` (defaults dropped).
struct TemplateParam {
  std::string head; ///< `class`, `typename`, or a non-type parameter's type as written
  std::string name;
  bool pack = false;
  /// The declaration as the kernel's template head writes it.
  std::string decl() const { return head + (pack ? "... " : " ") + name; }
  bool operator==(const TemplateParam &) const = default;
};

/// A variable the kernel needs: a lambda capture or a functor member used by the body.
struct Capture {
  enum class Kind { View, Scalar, Struct };
  Kind kind = Kind::Scalar;
  std::string name;     ///< name inside the body
  std::string type;     ///< kt-spelled declared type (for Views, the View type)
  std::string hostExpr; ///< host expression to pass at launch
  bool member = false; ///< a data member of the functor or class (collectObjectMembers)
  /// Kind::View: what its type says; nothing (the defaults) for a type a template's kernel
  /// spells through the template's parameters, which differs between instantiations.
  ViewInfo view;
  /// Its type names a template parameter of the kernel (a View's handle type is then spelled
  /// `typename <type>::handle_type`).
  bool dependentType = false;
  /// Struct: a struct holding Views (a set of fields, a mesh) travels as Kokkos copies it, as
  /// a device image: a generated struct with the same data members, each View as its handle.
  /// `type` and `hostExpr` then name the image (resolveImages, StructImage.cpp).
  std::vector<ImageField> image;
  /// How a Struct capture travels when it is not a plain trivially copyable struct (set where
  /// its type is built, StructImage.cpp; whole objects: resolveImages binds the body to it).
  enum class Image {
    None,        ///< not an image
    Fields,      ///< a generated struct of its data members (`image`), each View its handle
    Object,      ///< the whole object, its bytes as Kokkos copies it: kt::ObjectImage<imageOf>
    LocalObject, ///< a struct declared in the enclosing function: kt::ObjectBytes<imageArg>
    LocalView,   ///< a View of such a struct: the handle of a stand-in, kt::ObjectImage<imageArg>
  };
  Image imageKind = Image::None;
  std::string imageOf; ///< the struct's kt-spelled type (LocalView: its View's handle type)
  std::string imageArg; ///< LocalObject: `size, align`; LocalView: the stand-in's handle type
  bool wholeObject() const { return imageKind >= Image::Object; }
  bool operator==(const Capture &) const = default;
};

/// A Kokkos construct inside a kernel body, replaced by the lowering. Offsets are relative to
/// the start of the enclosing text (BodyText::text); children are ops nested in this one.
/// A declaration of the function enclosing a dispatch (an alias, typedef, struct, enum or
/// constant) that the kernel body names: kernels are defined at namespace scope, so it is
/// declared again in front of the body.
struct LocalDecl {
  std::vector<std::string> names; ///< the names it declares
  std::string text; ///< the declaration statement, verbatim, with Kokkos names kt-spelled
  bool operator==(const LocalDecl &) const = default;
};

struct BodyOp;
struct TeamHelper;

/// A body's operations, owned; equal when the operations are (the model compares by value).
struct OpList : std::vector<std::unique_ptr<BodyOp>> {
  bool operator==(const OpList &O) const;
};

struct BodyText {
  std::string text; ///< verbatim source text
  OpList ops; ///< sorted, non-overlapping
  /// A kernel's top-level body only: the enclosing function's declarations it uses, in
  /// source (= dependency) order; the lowerings print them first in the body's block.
  std::vector<LocalDecl> locals;
  /// A kernel's top-level body only: declarations of the body's parameters that the kernel
  /// does not pass, printed first in the body's block (a named work tag: `const A t{};`).
  std::vector<std::string> paramBindings;
  BodyText() = default;
  BodyText(BodyText &&) = default;
  BodyText &operator=(BodyText &&) = default;
  /// A deep copy (ops and nested texts): a lowering's variant of a kernel (arrayChunkKernel).
  BodyText(const BodyText &O);
  BodyText &operator=(const BodyText &O) { return *this = BodyText(O); }
  bool operator==(const BodyText &) const = default;
};

/// A nested range's bound (BodyOp::begin, end): owned, copied deeply with its op.
struct BoundText : std::unique_ptr<BodyText> {
  using std::unique_ptr<BodyText>::operator=;
  BoundText() = default;
  BoundText(std::unique_ptr<BodyText> P) : std::unique_ptr<BodyText>(std::move(P)) {}
  BoundText(BoundText &&) = default;
  BoundText &operator=(BoundText &&) = default;
  BoundText(const BoundText &O) : BoundText(O ? std::make_unique<BodyText>(*O) : nullptr) {}
  BoundText &operator=(const BoundText &O) { return *this = BoundText(O); }
  bool operator==(const BoundText &O) const { return !*this ? !O : O && **this == *O; }
};

enum class NestLevel { TeamThread, ThreadVector, TeamVector };

struct BodyOp {
  enum class Kind {
    LeagueRank, LeagueSize, TeamRank, TeamSize, TeamBarrier, // team member queries
    TeamBroadcast,  ///< team.team_broadcast([f, ]val, rank): args[0]=val, end=rank, begin=f or null
    TeamScratch,    ///< team.team_scratch(level): level
    ThreadScratch,  ///< team.thread_scratch(level): level
    NestedRange,    ///< parallel_{for,reduce,scan}(TeamThreadRange(...), lambda [, result]);
                    ///< scan: over TeamThreadRange or ThreadVectorRange, result = its total
    Single,         ///< single(PerTeam|PerThread(team), lambda [, value])
    Rename,         ///< a Kokkos name spelled for the shim: replacement in `text`
    SelfCall,       ///< a functor member-function call: goes through the device copy
    Return,         ///< `return;` inside a loop body: leaves this iteration
    ThisArrow,      ///< `this->` in a functor body: removed
    TeamContext,    ///< the team member passed to a team helper (`helper`): its lowered context
    TeamReduce,     ///< team.team_reduce(Reducer(v)[, c]): args[0]=v, reducer = its op (v: every
                    ///< thread's contribution, then the team's result); begin = c (Kokkos 4's
                    ///< two-argument form: c is the contribution, v only receives the result)
    TeamScan,       ///< team.team_scan(v[, global]): args[0]=v, args[1]=global or "", accType;
                    ///< every thread's exclusive prefix in team_rank order
    TeamToken,      ///< `Experimental::AcquireTeamUniqueToken<P> name(tokens, team)` (the
                    ///< declaration without its `;`): args[0] = name, begin = tokens; one
                    ///< thread acquires through the team's level-0 scratch, which the team
                    ///< reads after a barrier, and releases at the end of the scope (barriers
                    ///< around it)
    LocalClassMethod, ///< a member function of a class the body defines (no text of its own;
                      ///< OpenMP's plan refuses it in a kernel template: clang 19 emits no
                      ///< device code for it)
    ValueMemberOpen, ///< where the object of a ValueMember starts (no text of its own; its
                     ///< ValueMember's args)
    ValueMember,     ///< `.m` / `->m` after an object the body computes (`f(x).m`): text = the
                     ///< access as written, args = {the object's class spelled for `&T::m`
                     ///< (empty: none can be, or the access is a macro's), m}
  };
  Kind kind;
  unsigned offset = 0, length = 0;
  /// Where the construct is written: offset in the file that holds the kernel body (the
  /// dispatch's file, or the functor's), for diagnostics a lowering reports about this op.
  unsigned fileOffset = 0;
  std::string text; ///< Rename: the new spelling
  std::vector<std::string> args;
  int level = 0;
  /// TeamRank: the call is only compared as `team_rank() == 0` (or `0 == team_rank()`),
  /// `team_rank() < 0` or `team_rank() >= team_size()`: what it guards runs on one thread of
  /// the team or on none, for any team size (a target may run team-level code once per team).
  bool rankFirstOnly = false;
  /// TeamRank, rankFirstOnly: what the comparison guards may run once per team for any team
  /// size: `if (team_rank() == 0) S` without `else` whose S writes only memory that Views and
  /// pointers reach, no variable of the team-level code (each thread's own in Kokkos); or a
  /// branch no thread takes.
  bool rankGuardShared = false;
  /// TeamBroadcast: the rank argument is a constant expression whose value is 0.
  bool fromRankZero = false;
  // NestedRange
  NestLevel nest = NestLevel::TeamThread;
  /// The whole team synchronises before and after the range (`team_barrier()` semantics): the
  /// team form of Experimental::local_deep_copy, recognised as this range.
  bool teamBarriers = false;
  Pattern pattern = Pattern::For;
  BoundText begin, end; ///< bounds: kernel-side expressions (begin may be null = 0)
  /// NestedRange over a functor built in place whose operator() body is `body` (inlined as the
  /// lambda capturing its fields would be): declarations (`const auto &kt_f_name = init;`)
  /// evaluated once, at the dispatch's level, before the range; null otherwise. A lowering
  /// prints them in a block with the range; `body` binds the field names to them.
  BoundText prelude;
  std::string indexType, indexName; ///< the lambda's index parameter
  std::string accName, accType;     ///< the lambda's accumulator parameter (reduce/scan)
  Arith accArith = Arith::Other; ///< accType's, Other where spelled through a template parameter
  std::string finalName;            ///< scan: the `final` flag parameter
  /// reduce: result target is a kernel-side lvalue. scan over ThreadVectorRange with a
  /// reducer (Kokkos' reducer form): its init/join make the scan, valueTarget its result.
  std::optional<Reducer> reducer;
  /// Local variables of the enclosing body that the range's body writes: per thread in Kokkos,
  /// so a target whose loop levels share them (OpenACC workers) must refuse those.
  std::vector<std::string> outerWrites;
  std::vector<unsigned> outerWriteOffsets; ///< per outerWrites entry: its first write (file offset)
  /// Of outerWrites, those declared without an initialiser and named nowhere outside the
  /// range's body: each thread's own scratch variable, private to each thread of a target.
  std::vector<std::string> privateWrites;
  /// NestedRange: the body calls a lambda variable declared before the range (TeamNamedLambda):
  /// the variables it writes are those its captures were bound to there, which no clause of the
  /// range's loop can make private to a thread.
  bool namedLambda = false;
  /// Local variables of the enclosing body (its parameters included) that the range's body
  /// names at all, written or read.
  std::vector<std::string> outerUses;
  // Single
  bool perTeam = true;
  std::string valueName, valueType; ///< broadcast form: lambda parameter and its type
  /// Single's broadcast form: the variable receiving the value. NestedRange scan: the variable
  /// receiving the scan's total (Kokkos 4's third argument), empty without one.
  std::string valueTarget;
  BodyText body; ///< NestedRange / Single: the nested lambda's body
  std::shared_ptr<const TeamHelper> helper; ///< TeamContext: the function called
  bool operator==(const BodyOp &) const = default;
};

inline bool OpList::operator==(const OpList &O) const {
  return std::equal(begin(), end(), O.begin(), O.end(),
                    [](const auto &A, const auto &B) { return *A == *B; });
}

inline BodyText::BodyText(const BodyText &O)
    : text(O.text), locals(O.locals), paramBindings(O.paramBindings) {
  for (const auto &Op : O.ops)
    ops.push_back(std::make_unique<BodyOp>(*Op));
}

/// A free or member function that takes the team member (`void row_dot(const member_type &t,
/// ...)`, `rows.row_sum(team, r)`):
/// its body holds team operations, lowered like a team kernel's; the function becomes a device
/// function that receives the target's lowered team context in place of the member, and its
/// calls pass that context (BodyOp::Kind::TeamContext). Its definition is replaced in place.
struct TeamHelper {
  std::string name;
  /// The signature, verbatim (Kokkos names kt-spelled), split around the member parameter:
  /// `double row_dot(` + <context parameter> + `, int i) ` (head starts at the return type).
  std::string head, tail;
  /// A function template's `template <...>` (kt-spelled; empty for a function): the
  /// definition [defBegin, defEnd) then starts with it, and the lowering prints it again.
  std::string templateHead;
  /// Whether `head` spells `inline` (the function is inline-specified in its own text, not
  /// through a KOKKOS_* macro before it): else the lowering adds it, as the macro implied.
  bool inlineWritten = false;
  bool member = false; ///< a (non-static) member function, called on an object
  bool definedInClass = false; ///< a member function defined in its class's body
  bool constructor = false;    ///< a constructor (`SNA my_sna(sna, team)` in a kernel)
  BodyText body; ///< the function body, a compound statement
  /// The deepest nesting level it may be called at: 0 team level, 1 inside a TeamThreadRange,
  /// 2 inside a vector range (from the team operations in it and in the helpers it calls).
  int maxDepth = 2;
  /// The definition in its file (the main file or an editable header), KOKKOS_* function
  /// macros and a template's `template <...>` before it included.
  unsigned defBegin = 0, defEnd = 0;
  /// Its other declarations (in the same file, in source order), each replaced by one taking
  /// the lowered team context: head and tail split around the member parameter as above (the
  /// tail ends at the declarator; the `;` stays), [begin, end) the text replaced.
  struct Declaration {
    std::string head, tail;
    unsigned begin = 0, end = 0;
    bool inlineWritten = false; ///< as for the definition
    bool operator==(const Declaration &) const = default;
  };
  std::vector<Declaration> declarations;
  bool operator==(const TeamHelper &) const = default;
};

/// A functor member function the kernel calls (directly or through other members).
struct MemberFunction {
  /// A member function template (a tag-templated operator()): its `template <...>` line, the
  /// definition's, ending in a newline; empty otherwise. One copy serves every specialization.
  std::string templateHead;
  std::string signature; ///< from the return type to the body, verbatim
  BodyText body;
  bool operator==(const MemberFunction &) const = default;
};

/// A functor array reduction (`using value_type = double[];`, `value_count` elements, known at
/// run time). The kernel is recognised as a parallel_for over a fixed number of partials (at
/// most 1024, each a contiguous chunk of the range, in order): the body runs on its partial's
/// elements of a buffer the launch makes, and the launch starts each partial with the functor's
/// init (or value-initialises it), then joins the partials on the host in order with its join
/// (or adds them element-wise), applies final and stores the total. Deterministic: the partials
/// depend only on the range. The host code is target-neutral (emit/ArrayReduceText) and calls
/// kt::ArrayReduce (kt/core/array_reduce.hpp), which finds the functor's init/join/final.
/// Kernel::body is the body as written; the lowerings print the loop over a partial's chunk
/// around it from these facts (arrayChunkKernel, emit/ArrayReduceText.cpp).
struct ArrayReduction {
  std::string elemType;    ///< kt-spelled element type of the value_type array
  std::string functorExpr; ///< the functor object as written (Kernel::functorExpr is its binding)
  std::string begin, end;  ///< the range, host expressions as written
  enum class Target { Pointer, View, None } target = Target::Pointer;
  std::string result; ///< a pointer (an array) or a rank-1 View, as written
  std::string accName; ///< the body's accumulator: in the loop, its partial's elements
  /// Chunked: the range (Kernel::indexNames: the partial), the league's ranks (TeamPolicy), or
  /// the MDRangePolicy's iterations numbered in row-major order from 0 (the last rank fastest).
  enum class Over { Range, League, MDRange } over = Over::Range;
  /// Over a range: the body's index as declared (written: the body assigns to it).
  std::string indexType, index;
  bool indexWritten = false;
  /// Over an MDRangePolicy, per rank: the body's index as declared, and the kernel-side names
  /// of the captured lower bound and extent (upper - lower) the loop computes it from.
  struct MdIndex {
    std::string type, name;
    bool written = false;
    std::string lower, extent;
    bool operator==(const MdIndex &) const = default;
  };
  std::vector<MdIndex> md;
  /// Kernel-side names: the partial's index, then captures of the launch's values: the
  /// partials' buffer (a rank-1 View), one partial's length (value_count), the chunked range
  /// [chunkBegin, chunkEnd) and the number of partials (kt::array_chunk divides the range).
  std::string partial, buffer, length, chunkBegin, chunkEnd, partials;
  /// Over a TeamPolicy whose every thread uses the accumulator: a partial per chunk of the
  /// league and team rank (the launch sizes them by its team size, kt::ArrayReduce::rank_parts).
  bool perThread = false;
  /// One value, not an array: a functor whose own init/join/final use its members (Kokkos calls
  /// them on the functor's copy). They run on the host as an array's do (kt::OneValueOps);
  /// accName is a reference to the partial, and the result a value or a rank-0 View.
  bool oneValue = false;
  /// oneValue with a reducer class of the program's own whose join/init/final use its members:
  /// the reducer object as written at the dispatch (its ops, its reference() the result).
  std::string reducerExpr, reducerType;
  bool operator==(const ArrayReduction &) const = default;
};

/// The function body a dispatch runs: a lambda or a functor's operator().
struct Kernel {
  std::string name;   ///< unique kernel name, from the label or source line (kernelName)
  /// The parts of `name`: <stem>[_<file>]_L<line>[_<copy>].
  std::string nameStem; ///< `kt_` and the label or enclosing function, as an identifier
  std::string nameFile; ///< a header's kernel: the header's file name as an identifier
  int nameCopy = 0;     ///< 2, 3, ...: another kernel of the file has the same name otherwise
  std::string label;  ///< the user's label, if any
  std::string file;   ///< input path as given
  unsigned line = 0;  ///< line of the dispatch
  Pattern pattern = Pattern::For;
  Policy policy;
  bool isFunctor = false;
  std::string functorType; ///< kt-spelled functor class name
  std::string functorExpr; ///< host expression of the functor object, as written
  /// The functor's class has a user-provided copy constructor: the launch copies the functor,
  /// as Kokkos does at the dispatch (what the constructor does, an exception, happens there).
  bool functorCopied = false;
  /// A dispatch inside a template: the kernel is a template over the enclosing templates'
  /// parameters (declared as written, defaults dropped: "class T", "int N") and the launch
  /// names it with them ("T", "N"). Empty otherwise.
  std::vector<TemplateParam> templateParams;
  std::vector<std::string> templateArgs;
  /// Declarations its definition needs before it (`template <class E> struct S;`: a class
  /// template that follows the kernel, whose member classes the kernel names), in order.
  std::vector<std::string> forwardDecls;
  /// A functor array reduction, recognised as a parallel_for over its partials.
  std::optional<ArrayReduction> arrayReduction;
  /// The body is a lambda passed to the template holding the dispatch (see PassedLambda).
  std::optional<PassedLambda> passedLambda;
  /// A functor's kernel at a dispatch inside a template that other instantiations pass lambdas
  /// to: its launch is the `else` branch of the capture structs' call (`if constexpr`).
  bool lambdaSite = false;
  /// A dispatch inside a template whose kernel differs between instantiations: one kernel per
  /// distinct one, launched when this condition on the template's parameters holds
  /// (`std::is_same<S, kt::Schedule<kt::Static>>::value`); the site's launches are one
  /// `if constexpr` chain. Empty when one kernel serves every instantiation.
  std::string instantiationGuard;
  /// With instantiationGuard: the template's parameters as static_assert names them for an
  /// instantiation the translation did not see (`S`, `std::integral_constant<decltype(N), N>`).
  std::string unseenArgs;
  /// Member functions the functor's operator() calls; with any, the kernel builds a device
  /// copy of the used members (`kt_self`) and member calls go through it.
  std::vector<MemberFunction> memberFunctions;
  std::vector<Capture> captures;
  /// KOKKOS_CLASS_LAMBDA / [=, *this] in a member function: the members the body uses travel
  /// as captures (as a functor's do), read from `this` at the launch.
  bool classLambda = false;
  /// Functor members the kernel reads that are not public: the launch reads them through
  /// `<functor>::kt_access`, a public struct of static accessors for every non-public data
  /// member (host C++, the same for every target), inserted before the class's closing brace
  /// at functorClassEnd (in the functor's file). Empty when every member used is public.
  std::string functorAccess;
  unsigned functorClassEnd = 0;
  // the body's parameters as declared (kt-spelled types)
  std::vector<std::string> indexTypes, indexNames; ///< 1 (range/team) or rank (MDRange)
  /// Per index: the body assigns to its by-value index parameter (`i++;`). Each Kokkos call of
  /// the functor gets its own copy, so the kernel declares that index without `const`.
  std::vector<bool> indexWritten;
  std::string memberName;   ///< team member parameter name (Team)
  std::string accType, accName; ///< reduce/scan accumulator parameter (several: the first)
  Arith accArith = Arith::Other; ///< accType's, Other where spelled through a template parameter
  /// reduce with several results: every accumulator parameter, one per reducers entry, in
  /// order (empty with one result). The lowerings reduce them as one kt::MultiReducer value.
  std::vector<std::string> accTypes, accNames;
  std::string finalName;        ///< scan `final` flag parameter
  std::vector<Reducer> reducers; ///< reduce: one entry per result (a custom op: exactly one)
  std::string scanTotal;         ///< scan: optional host lvalue receiving the total
  bool scanTotalIsView = false;  ///< the total goes into a rank-0 View
  /// scan: the accumulator is a builtin integer (not bool) or float/double of at most 8 bytes,
  /// known at translation time (not dependent): a sum the GPU targets scan in one pass.
  bool scanArithmetic = false;
  BodyText body;
  RankSegments segments; ///< Team: the body cut at its top-level barriers
  // Placement in the input file (byte offsets): the dispatch statement the launch replaces,
  // and the point before the enclosing top-level declaration where the kernel is defined.
  unsigned stmtBegin = 0, stmtEnd = 0, insertAt = 0;
  /// The statement begins in a branch of a conditional opened before it and holds its end:
  /// `\n#else ...\n#endif` (the skipped branch), verbatim, to follow the launch; else empty.
  std::string keptDirectives;
  /// The dispatch is in a KOKKOS_FUNCTION (host and device code): its launch is host code only.
  bool launchInDeviceFunction = false;
  /// File offsets where the body (or a function it calls) constructs, copies or destroys an
  /// object of a user class that holds Views (`Fields g = f;`, `mix(Fields f)` called): GCC 12's
  /// OpenACC offload compiler crashes on those unless every call is inlined, so that target
  /// flattens such a kernel (accKernelAttributes).
  std::vector<unsigned> viewHolderObjects;
  /// File offsets of const, constant-initialised local arrays in functions the body calls
  /// (`constexpr double c[3] = {...}`): GCC 12 makes them static data that an OpenACC routine
  /// cannot read, so that target refuses them.
  std::vector<unsigned> constLocalArrays;
  /// File offsets of atomics on values other than 4 or 8 bytes (atomic functions, element
  /// accesses of atomic Views), which the shim updates under a spin lock: GCC 12's OpenACC GPU
  /// code hangs on that lock, so that target refuses them.
  std::vector<unsigned> lockedAtomics;
  /// Where the kernel, or a function it calls, first computes in `long double` (file offset).
  /// nvcc and hipcc compile it as `double` in device code, as Kokkos' CUDA and HIP backends
  /// do; GCC 12's nvptx offload and clang 19's nvptx OpenMP offload have no such type, so the
  /// OpenACC and OpenMP targets refuse it.
  std::vector<unsigned> longDoubleUses;
  /// Functor kernels: the operator() body, which the host copy of the class no longer needs;
  /// a lambda stored in a variable: its body, when dispatches are the variable's only uses.
  unsigned functorBodyBegin = 0, functorBodyEnd = 0;
  bool usesScratch(int level) const { return policy.scratch[level].used(); }
  /// Every field, compared by value (owned parts deeply, a team helper by identity): two
  /// instantiations of a template's dispatch share one kernel exactly when their models are
  /// equal (TemplateDispatch.cpp), so a new field takes part without being listed anywhere.
  bool operator==(const Kernel &) const = default;
};

/// Everything recognised in one translation unit.
struct FileModel {
  std::string path;
  std::vector<Kernel> kernels;
  std::vector<std::shared_ptr<const TeamHelper>> teamHelpers; ///< in source order
};

} // namespace kt
