#include <cstring>

int option_kind(const char *name) {
  int kind = 0;
#define OPTION_CHECK
#include "force.hpp"
#undef OPTION_CHECK
  return kind;
}
