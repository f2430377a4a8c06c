// Launch-shape helpers (host).
// Kokkos clamps vector_length to a power of two no larger than the warp.
static inline int kt_vector_length(int requested) {
  int v = 1;
  while (v * 2 <= requested && v * 2 <= 32) v *= 2;
  return v;
}
// Team size for Kokkos::AUTO: the occupancy-optimal block size for this kernel and its
// dynamic shared memory, divided by the vector length.
template <class Kernel>
static int kt_auto_team_size(Kernel kernel, int vector_length, size_t shmem_team, size_t shmem_thread) {
  int min_grid = 0, block = 0;
  KT_CHECK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(
      &min_grid, &block, kernel, [=](int b) { return shmem_team + (size_t)(b / vector_length) * shmem_thread; }, 1024));
  const int team = block / vector_length;
  return team < 1 ? 1 : (team > 256 / vector_length ? (256 / vector_length > 0 ? 256 / vector_length : 1) : team);
}
