// Host check of kt_grid_stride32 (a copy of kt/openmp/block.hpp's, which needs no device code):
// the indices it visits against a 64-bit loop, for empty, negative, near-2^31 bounds and steps
// up to 5e9. g++ -std=c++17 iter32-check.cpp -o c && ./c  -> "bad 0" (2026-11-26).
#include <cstdint>
#include <cstdio>
#include <vector>
template <class T> struct kt_grid_stride32 {
  struct iterator {
    unsigned i, step;
    T operator*() const { return (T)i; }
    iterator &operator++() { i += step; return *this; }
    bool operator!=(const iterator &end) const { return i < end.i; }
  };
  unsigned first, step, last;
  kt_grid_stride32(int64_t first, int64_t step, int64_t last)
      : first(unsigned(first < last ? first : (last > 0 ? last : 0))),
        step(step < (int64_t(1) << 31) ? unsigned(step) : (1u << 31)), last(unsigned(last > 0 ? last : 0)) {}
  iterator begin() const { return {first, step}; }
  iterator end() const { return {last, 0}; }
};
int main() {
  int bad = 0;
  int64_t los[] = {0, 5, 2147483646}; int64_t his[] = {-7, 0, 3, 10, 2147483647, 2147483000};
  int64_t steps[] = {1, 3, 1024, 2147483647, 2147483648LL, 5000000000LL};
  for (int64_t lo : los) for (int64_t hi : his) for (int64_t st : steps) for (int64_t off : {0LL, 1LL, 2LL, 100LL, 3000000000LL}) {
    std::vector<int64_t> ref, got;
    for (int64_t i = lo + off; i < hi; i += st) { ref.push_back(i); if (ref.size() > 5) break; }
    for (int64_t v : kt_grid_stride32<int64_t>(lo + off, st, hi)) { got.push_back(v); if (got.size() > 5) break; }
    if (ref != got) { bad++; printf("lo %lld hi %lld step %lld off %lld: ref %zu got %zu\n", (long long)lo, (long long)hi, (long long)st, (long long)off, ref.size(), got.size()); }
  }
  printf("bad %d\n", bad);
}
