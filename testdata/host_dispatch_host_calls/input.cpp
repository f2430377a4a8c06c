// A dispatch on a host execution space runs on the host, as Kokkos' host backends run it: its
// body and the functions it calls may read namespace-scope variables, use std::map and print
// with std::cout. None of that is refused (it is KT1057 and KT1070 in a device kernel).
#include <Kokkos_Core.hpp>
#include <cstdio>
#include <iostream>
#include <map>

double offset = 0.25;

int row_of(int id, const std::map<int, int>& rows) {
  auto it = rows.find(id);
  if (it == rows.end()) {
    std::cout << "no row for " << id << std::endl;
    return -1;
  }
  return it->second;
}

struct Lookup {
  typedef Kokkos::DefaultHostExecutionSpace execution_space;
  std::map<int, int> rows;
  Kokkos::View<double*, Kokkos::HostSpace> out;
  void operator()(int i) const { out(i) = row_of(i, rows) + offset; }
};

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int n = 20;
    Lookup f;
    for (int i = 0; i < n; i += 2) f.rows[i] = 3 * i;
    f.out = Kokkos::View<double*, Kokkos::HostSpace>("out", n);
    Kokkos::parallel_for("lookup", n, f);
    Kokkos::fence();
    double s = 0;
    Kokkos::parallel_reduce(
        Kokkos::RangePolicy<Kokkos::DefaultHostExecutionSpace>(0, n),
        [=](int i, double& r) { r += f.out(i) * offset; }, s);
    std::printf("sum %.4f\n", s);
  }
  Kokkos::finalize();
  return 0;
}
