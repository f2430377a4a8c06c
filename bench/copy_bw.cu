// Device-to-device copy bandwidth, the roofline of the streaming benchmarks: cudaMemcpy of a
// 2 GiB buffer (argv[1] or $KT_BENCH_SIZE doubles, default 2^28), timed with events, median of
// bench::kReps after bench::kWarmup. Bytes moved per call count the read and the write.
#include "hand_util.cuh"

int main(int argc, char** argv) {
  const long long n = bench::size_arg(argc, argv, 1LL << 28);
  const size_t size = sizeof(double) * size_t(n);
  void *a, *b;
  CK(cudaMalloc(&a, size));
  CK(cudaMalloc(&b, size));
  CK(cudaMemset(a, 1, size));
  CK(cudaMemset(b, 0, size));
  bench::report("copy", "d2d", 2.0 * size, hand::time_calls([&] { CK(cudaMemcpy(b, a, size, cudaMemcpyDeviceToDevice)); }));
  cudaDeviceProp p;
  CK(cudaGetDeviceProperties(&p, 0));
  std::printf("info copy d2d device %s sm_%d%d %d SMs\n", p.name, p.major, p.minor, p.multiProcessorCount);
  return 0;
}
