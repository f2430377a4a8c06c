// The class template's explicit instantiation, where its members are compiled.
#include "pair_sum_impl.hpp"

template class PairSum<Ring<Kokkos::DefaultExecutionSpace::memory_space>>;
