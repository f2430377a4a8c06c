// macro_dispatch: dispatches written inside user macros (issue 13, kacc_atomics' pattern).
//
// Covers: a function-like macro whose body holds a parallel_for (through a second macro) and
// a parallel_reduce, invoked three times with a different element type, reducer, operand and
// join; #x stringified into printf, std::cout and a View label; ## pasting a variable name; a
// bound written as an object-like macro (`#define LEN (16)`) inside the macro bodies; a call
// in a function other than main; a call whose arguments span lines and is followed by code
// on its last line. Each call is translated by its expansion: one kernel per dispatch
// instance, named after the call's line.

#include <Kokkos_Core.hpp>
#include <cstdio>
#include <iostream>

#define LEN (16)

#define FILL(Type, V, Expr) \
  Kokkos::parallel_for("fill_" #Type, LEN, KOKKOS_LAMBDA(const int i) { V(i) = static_cast<Type>(Expr); })

#define CHECK(Type, Red, V, Expr, Join)                                                  \
  {                                                                                      \
    Kokkos::View<Type*> V(#V, LEN);                                                      \
    FILL(Type, V, Expr);                                                                 \
    Type V##_result = 0;                                                                 \
    Kokkos::parallel_reduce("reduce_" #V, LEN, KOKKOS_LAMBDA(const int i, Type& acc) {   \
      Join; /* this comment is dropped with the macro */                                 \
    }, Red<Type>(V##_result));                                                           \
    printf("%s %s over %s: %.3f\n", #Type, #Red, #V, static_cast<double>(V##_result));   \
    std::cout << #Expr << " -> " << V##_result << std::endl;                             \
  }

void integers() {
  CHECK(int, Kokkos::Sum, a, i * 3 - 7, acc += a(i));
}

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    integers();
    CHECK(double, Kokkos::Max, b,
          (i % 5) * 1.5 - 2.0,
          if (b(i) > acc) acc = b(i)); std::cout << "after b" << std::endl;
    CHECK(long long, Kokkos::Min, c, 1000 - i * i, if (c(i) < acc) acc = c(i));
  }
  Kokkos::finalize();
  return 0;
}
