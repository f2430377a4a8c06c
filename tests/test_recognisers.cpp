#include <catch2/catch.hpp>
TEST_CASE("build smoke") { REQUIRE(1 + 1 == 2); }
