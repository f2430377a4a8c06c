// Empty stand-in for the CUDA <= 12 header that clang 19's __clang_cuda_runtime_wrapper.h
// includes unconditionally; CUDA 13 removed it (texture references are gone). Only on the
// include path of `tests/kokkos4/check.sh --backend cuda` with CUDA >= 13 (-idirafter, so a CUDA
// that has the header wins). Nothing of Kokkos or of the translated programs uses it.
