#include "rewriters/emit/ArrayReduceText.h"

namespace kt {

namespace {

/// The statements before the launch: the functor, the range, the partials, each initialised.
std::string partials(const Kernel &K) {
  const ArrayReduction &A = *K.arrayReduction;
  const std::string T = A.elemType;
  return "const " + K.functorType + " &kt_array_functor = " + A.functorExpr + ";\n" +
         "const int64_t kt_array_b = " + A.begin + ", kt_array_e = " + A.end + ";\n" +
         "const int64_t kt_array_count = kt_array_functor.value_count;\n"
         "const int64_t kt_array_np = kt_array_e <= kt_array_b ? 0 : kt_array_e - kt_array_b < "
         "1024 ? kt_array_e - kt_array_b : 1024;\n" +
         "kt::View<" + T + " *" +
         (K.policy.space == ExecSpace::Host ? ", kt::HostSpace" : "") +
         "> kt_array_parts(\"kt_array_parts\", kt_array_np * kt_array_count);\n"
         "auto kt_array_host = kt::create_mirror_view(kt_array_parts);\n"
         "for (int64_t kt_p = 0; kt_p < kt_array_np; ++kt_p)\n" +
         (A.init ? "kt_array_functor.init(kt_array_host.data() + kt_p * kt_array_count);\n"
                 : "for (int64_t kt_k = 0; kt_k < kt_array_count; ++kt_k)\nkt_array_host(kt_p * "
                   "kt_array_count + kt_k) = " + T + "();\n") +
         "kt::deep_copy(kt_array_parts, kt_array_host);\n";
}

/// The statements after the launch: the partials joined in order, final, the stores.
std::string total(const Kernel &K) {
  const ArrayReduction &A = *K.arrayReduction;
  const std::string T = A.elemType;
  std::string S = "kt::deep_copy(kt_array_host, kt_array_parts);\n"
                  "kt::View<" + T + " *, kt::HostSpace> kt_array_total(\"kt_array_total\", "
                  "kt_array_count);\n";
  if (A.init)
    S += "kt_array_functor.init(kt_array_total.data());\n";
  S += "for (int64_t kt_p = 0; kt_p < kt_array_np; ++kt_p)\n";
  S += A.join ? "kt_array_functor.join(kt_array_total.data(), kt_array_host.data() + kt_p * "
                "kt_array_count);\n"
              : "for (int64_t kt_k = 0; kt_k < kt_array_count; ++kt_k)\nkt_array_total(kt_k) += "
                "kt_array_host(kt_p * kt_array_count + kt_k);\n";
  if (A.final)
    S += "kt_array_functor.final(kt_array_total.data());\n";
  if (A.target == ArrayReduction::Target::Pointer)
    S += "for (int64_t kt_k = 0; kt_k < kt_array_count; ++kt_k)\n(" + A.result +
         ")[kt_k] = kt_array_total(kt_k);\n";
  else if (A.target == ArrayReduction::Target::View)
    S += "auto kt_array_result = kt::create_mirror_view(" + A.result + ");\n"
         "for (int64_t kt_k = 0; kt_k < kt_array_count; ++kt_k)\nkt_array_result(kt_k) = "
         "kt_array_total(kt_k);\nkt::deep_copy(" + A.result + ", kt_array_result);\n";
  return S;
}

} // namespace

std::string arrayReductionLaunch(const Kernel &K, const std::string &Launch) {
  if (!K.arrayReduction)
    return Launch;
  return "{ // " + K.name + ": an array reduction (value_type " + K.arrayReduction->elemType +
         "[], value_count elements): one partial per chunk of the range, joined in order on "
         "the host\n" +
         partials(K) + Launch + "\n" + total(K) + "}";
}

} // namespace kt
