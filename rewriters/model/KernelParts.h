// Two parts of the kernel model (Model.h) that stand on their own: a team body cut at its
// barriers (RankSegments) and a lambda passed to the template holding its dispatch
// (PassedLambda). Backend-neutral, like the rest of the model.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace kt {

/// A team body's team-level code cut at its top-level `team_barrier();` statements
/// (RankSegments.cpp). A target that runs team-level code once per team thread, as a loop over
/// the team's ranks with no barrier inside it (OpenACC), runs each segment as one such loop;
/// the variables a later segment uses are kept per rank in between (`carried`). Filled for
/// every team kernel; `refusal` says why the body cannot be cut so.
struct RankSegments {
  /// Why the body cannot be cut at its barriers (empty: it can), and where: the file offset of
  /// the cause in the file holding the body.
  std::string refusal;
  unsigned refusalOffset = 0;
  /// [begin, end) in Kernel::body.text of each segment: the text between the body's braces
  /// and its top-level barrier calls (a segment after a barrier starts with the barrier's `;`).
  std::vector<std::pair<unsigned, unsigned>> segments;
  std::vector<unsigned> barrierLines; ///< the line of each barrier (segments.size() - 1)
  /// Per segment: nothing to run in it (only `;`, no comment: two barriers in a row, a barrier
  /// ending the body).
  std::vector<bool> emptySegments;
  /// A variable of one segment that a later segment uses.
  struct Carried {
    std::string name;
    std::string type; ///< kernel spelling of its type, without top-level const (arrays too)
    bool constant = false; ///< declared const
    size_t segment = 0;    ///< the segment that declares it
    size_t lastUse = 0;    ///< the last segment that uses it
    int block = 0;         ///< the block declaring it (Piece::block; 0: the body's own)
    bool operator==(const Carried &) const = default;
  };
  std::vector<Carried> carried;
  /// One piece of a segment, in order. A barrier inside the blocks of `if` statements (every
  /// team thread takes the same branch, as Kokkos requires of a barrier) cuts them: the
  /// segment closes the open blocks (each after its Stores), the next one reopens them under
  /// the kept conditions of the branches taken. The `if` keeps its condition per team thread
  /// (Keep ... EndKeep around the condition's text).
  struct Piece {
    enum class Kind {
      Text,    ///< Kernel::body.text [begin, end)
      Keep,    ///< starts keeping the value of the condition that follows (condition `flag`)
      EndKeep, ///< ends it
      Reopen,  ///< opens a block entered under `conditions` (none: a plain block)
      Close,   ///< closes an open block
      Stores,  ///< copies this segment's carried variables of `block` to their slots
      /// A team collective cuts like a barrier (a statement of the body or of a cut block): its
      /// threads' contributions before the cut (Collect), the value each takes after it
      /// (Distribute). `op`: its BodyOp's offset in Kernel::body.text. team_broadcast (the
      /// source thread's value), single(PerTeam) with a value (thread 0's), a nested
      /// parallel_reduce over the team's threads (each thread's partial, combined in rank
      /// order).
      Collect,
      Distribute,
      /// AcquireTeamUniqueToken (Collect: thread 0 acquires; Distribute: the others copy its
      /// value): thread 0 releases the token in a piece of its own after the body's last one.
      Release,
    } kind = Kind::Text;
    unsigned begin = 0, end = 0;
    int flag = 0;
    std::vector<std::pair<int, bool>> conditions; ///< kept condition, value taken
    int block = 0;
    unsigned op = 0;
    bool operator==(const Piece &) const = default;
  };
  /// A parallel_reduce's body only updates its value, all with one compound operator: '+'
  /// (`v += e`, `v -= e`, `++v`, `--v`), '*', '|', '&' or '^'; 0 where it reads it otherwise.
  /// Ranks may then add to it piece by piece, each piece from the identity.
  char accumulates = 0;
  std::vector<std::vector<Piece>> pieces; ///< per segment
  std::vector<unsigned> collectives;      ///< the ops that cut as collectives (Piece::op)
  int conditions = 0;                     ///< kept conditions (Piece::flag < conditions)
  /// A loop of team-level code whose body holds barriers (`for (int z = lo; z < hi; ++z) {
  /// ...; team_barrier(); ... }`, a `for` directly around another): it runs once per gang
  /// around the loops over the ranks of the segments of its body. Before segment `first`, the
  /// declarations its header reads (`hoisted`, Kernel::body.text ranges: constants of the
  /// team-level code that no team thread's rank sets), then its header text up to and with the
  /// body's `{` ([headerBegin, headerEnd)); after segment `last`, its `}`.
  struct Loop {
    size_t first = 0, last = 0;
    std::vector<std::pair<unsigned, unsigned>> hoisted;
    unsigned headerBegin = 0, headerEnd = 0, line = 0;
    bool operator==(const Loop &) const = default;
  };
  std::vector<Loop> loops;
  bool operator==(const RankSegments &) const = default;
};

/// A lambda written as an argument of a call to a user function template that dispatches it
/// (`run(n, KOKKOS_LAMBDA(int i) {...})` with `template <class F> void run(int n, F f) {
/// parallel_for(n, f); }`). Inside the template the lambda is an object whose captures have no
/// names, so at the call site the lambda becomes an object of a generated capture struct: one
/// data member per capture, initialised there as the lambda copies it. The dispatch in the
/// template calls a member function of that struct (`f.kt_run_L7_launch(n)`), which holds this
/// kernel's launch, where the captures are the struct's members; the host expressions of the
/// template that the launch reads (bounds, results) are its arguments (`kt_a0`, ...).
struct PassedLambda {
  std::string structName; ///< kt_lambda_L17: one struct per lambda
  std::string object;     ///< the dispatch's body argument in the template, as written (`f`)
  std::string method;     ///< the member function the dispatch calls: one per dispatch site
  /// The template's host expressions the launch reads, as written there, in parameter order;
  /// the kernel's policy values and results read `kt_a0`, `kt_a1`, ... instead.
  std::vector<std::string> args;
  /// Per capture (in Kernel::captures order): the data member's declared type (kt-spelled)
  /// and the expression initialising it at the call site.
  std::vector<std::string> memberTypes, inits;
  unsigned lambdaLine = 0;
  /// The template also calls the closure on the host (`f(0)`): the struct's host-only
  /// `operator()`, the lambda's parameters and body (Kokkos names spelled for the shim); empty
  /// when it is not called.
  std::string hostCall;
  /// The lambda expression (file offsets in the main file), replaced by the struct's
  /// construction; the struct and the kernel are defined at Kernel::insertAt, before the
  /// declaration holding the lambda.
  unsigned lambdaBegin = 0, lambdaEnd = 0;
  bool operator==(const PassedLambda &) const = default;
};

} // namespace kt
