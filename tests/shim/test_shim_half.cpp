// tests/shim/test_shim_half.cpp: the shim's 16-bit floating-point types (kt/core/half.hpp), the
// half_t and bhalf_t of the CUDA and HIP targets, checked on the host: binary16 against GCC's
// _Float16 conversions, bfloat16 against rounding computed in double.
#include <catch2/catch.hpp>

#include "kt/host.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace {

std::uint32_t bits_of(float f) {
  std::uint32_t x;
  std::memcpy(&x, &f, sizeof x);
  return x;
}
float float_of(std::uint32_t x) {
  float f;
  std::memcpy(&f, &x, sizeof f);
  return f;
}

// bfloat16 by its definition: the nearest of the two bfloat16 values around f (ties: even bits).
std::uint16_t bhalf_reference(float f) {
  const std::uint32_t x = bits_of(f);
  const std::uint32_t lo = x & 0xffff0000u, hi = lo + 0x10000u;
  const double d = f, dlo = float_of(lo), dhi = std::isinf(float_of(hi)) && !std::isinf(f)
                                                    ? std::ldexp(1.0, 128) * (f < 0 ? -1 : 1)
                                                    : double(float_of(hi));
  const double elo = std::fabs(d - dlo), ehi = std::fabs(dhi - d);
  if (elo < ehi || (elo == ehi && ((lo >> 16) & 1u) == 0)) return std::uint16_t(lo >> 16);
  return std::uint16_t(hi >> 16);
}

}  // namespace

TEST_CASE("binary16 conversions round to nearest even, as _Float16") {
  for (std::uint32_t h = 0; h < 0x10000u; ++h) {  // every half value converts back to itself
    const float f = kt::impl::half_to_float(std::uint16_t(h));
    _Float16 g;
    std::uint16_t gb = std::uint16_t(h);
    std::memcpy(&g, &gb, sizeof g);
    if (std::isnan(f)) {
      REQUIRE(std::isnan(float(g)));
      continue;
    }
    REQUIRE(f == float(g));
    REQUIRE(kt::impl::half_from_float(f) == h);
  }
  for (std::uint64_t x = 0; x < 0x100000000ull; x += 4099) {  // floats of every exponent
    const float f = float_of(std::uint32_t(x));
    if (std::isnan(f)) continue;
    const _Float16 g = static_cast<_Float16>(f);
    std::uint16_t gb;
    std::memcpy(&gb, &g, sizeof gb);
    INFO("float bits " << x);
    REQUIRE(kt::impl::half_from_float(f) == gb);
  }
}

TEST_CASE("bfloat16 conversions round to nearest even") {
  for (std::uint64_t x = 0; x < 0x100000000ull; x += 4099) {
    const float f = float_of(std::uint32_t(x));
    if (std::isnan(f)) continue;
    INFO("float bits " << x);
    REQUIRE(kt::impl::bhalf_from_float(f) == bhalf_reference(f));
    REQUIRE(kt::impl::bhalf_to_float(kt::impl::bhalf_from_float(f)) ==
            float_of(std::uint32_t(bhalf_reference(f)) << 16));
  }
}

TEST_CASE("half arithmetic rounds each result to 16 bits") {
  using H = kt::impl::half_float<false>;
  using B = kt::impl::half_float<true>;
  H a = 2048, one = 1;
  REQUIRE(float(a + one) == 2048.0f);  // 2049 is not a binary16 value: ties to even
  REQUIRE(float(H(2050) + one) == 2052.0f);
  H s = 0;
  for (int i = 0; i < 3000; ++i) s += one;  // stops at 2048, where +1 rounds back
  REQUIRE(float(s) == 2048.0f);
  REQUIRE(float(B(256) + B(1)) == 256.0f);  // bfloat16: 8 bits of precision
  REQUIRE(float(B(258) + B(1)) == 260.0f);
  REQUIRE(H(0.5) * 3.0 == 1.5);  // mixed with double: computed in double
  REQUIRE((H(3) < H(4) && H(4) >= 4 && !(H(1) == H(2))));
  REQUIRE(float(kt::reduction_identity<H>::min()) == 65504.0f);
  REQUIRE(float(-H(1.5f)) == -1.5f);
}
