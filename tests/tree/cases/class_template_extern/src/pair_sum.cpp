// The class template's explicit instantiation, where its members are compiled (declared
// `extern` in pair_sum.hpp).
#include "pair_sum_impl.hpp"

template class PairSum<Ring<space_t>>;
