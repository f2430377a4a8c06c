// unique_token_acquire: the RAII token holder Kokkos::Experimental::AcquireUniqueToken (per
// thread) inside kernels (the per-team one: unique_token_team).
//
// Covers: AcquireUniqueToken in a lambda and in a functor (instance and global scope, the value
// read through value()), released at the end of the scope and at a `return`. Each holder checks
// that no other thread holds its token at the same time; the results do not depend on which
// tokens were handed out.

#include <Kokkos_Core.hpp>
#include <cstdio>

using Space = Kokkos::DefaultExecutionSpace;

struct Holder {
  Kokkos::Experimental::UniqueToken<Space, Kokkos::Experimental::UniqueTokenScope::Global> tokens;
  Kokkos::View<int*> verify, counts, errors;
  KOKKOS_INLINE_FUNCTION void operator()(const long i) const {
    Kokkos::Experimental::AcquireUniqueToken<Space, Kokkos::Experimental::UniqueTokenScope::Global> held(tokens);
    const int t = held.value();
    bool ok = 0 <= t && t < tokens.size();
    ok = ok && Kokkos::atomic_fetch_add(&verify(t), 1) == 0;
    Kokkos::atomic_add(&counts(t), 1 + int(i % 3));
    ok = ok && Kokkos::atomic_fetch_add(&verify(t), -1) == 1;
    if (!ok) Kokkos::atomic_add(&errors(0), 1);
  }
};

int sum(const Kokkos::View<int*>& v) {
  int s = 0;
  Kokkos::parallel_reduce("sum", v.extent(0), KOKKOS_LAMBDA(const int i, int& acc) { acc += v(i); }, s);
  return s;
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    // Per thread, in a lambda; odd indices leave through a `return` while holding the token.
    Kokkos::Experimental::UniqueToken<Space> tokens;
    const int n = tokens.size();
    Kokkos::View<int*> verify("verify", n), counts("counts", n), errors("errors", 1);
    Kokkos::parallel_for("acquire_lambda", Kokkos::RangePolicy<Space>(0, 20 * n), KOKKOS_LAMBDA(const long i) {
      Kokkos::Experimental::AcquireUniqueToken<Space> held(tokens);
      const int t = held.value();
      if (Kokkos::atomic_fetch_add(&verify(t), 1) != 0) Kokkos::atomic_add(&errors(0), 1);
      Kokkos::atomic_add(&counts(t), 1);
      Kokkos::atomic_add(&verify(t), -1);
      if (i % 2) return;
      Kokkos::atomic_add(&counts(t), 1);
    });
    printf("acquire_lambda %d %d\n", sum(counts) == 30 * n, sum(errors));

    // Per thread, in a functor, global scope.
    Holder h{Kokkos::Experimental::UniqueToken<Space, Kokkos::Experimental::UniqueTokenScope::Global>(),
             Kokkos::View<int*>("v", 0), Kokkos::View<int*>("c", 0), Kokkos::View<int*>("e", 1)};
    Kokkos::resize(h.verify, h.tokens.size());
    Kokkos::resize(h.counts, h.tokens.size());
    Kokkos::parallel_for("acquire_functor", Kokkos::RangePolicy<Space>(0, 3000), h);
    printf("acquire_functor %d %d\n", sum(h.counts), sum(h.errors));

  }
  Kokkos::finalize();
  return 0;
}
