#include "rewriters/emit/ArrayReduceText.h"

namespace kt {

std::string arrayReductionLaunch(const Kernel &K, const std::string &Launch) {
  if (!K.arrayReduction)
    return Launch;
  const ArrayReduction &A = *K.arrayReduction;
  const bool Host = K.policy.space == ExecSpace::Host;
  return "{ // " + K.name + ": an array reduction (value_type " + A.elemType +
         "[], value_count elements): one partial per chunk of the range, joined in order on "
         "the host (kt::ArrayReduce)\n"
         "const " + K.functorType + " &kt_array_functor = " + A.functorExpr + ";\n"
         "kt::ArrayReduce<" + A.elemType + (Host ? ", kt::HostSpace" : "") +
         "> kt_array(kt_array_functor, " + A.begin + ", " + A.end + ");\n" +
         Launch + "\n"
         "kt_array.finish(kt_array_functor" +
         (A.target == ArrayReduction::Target::None ? "" : ", " + A.result) + ");\n}";
}

} // namespace kt
