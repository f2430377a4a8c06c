// A user header that is not translated (no --in-root): its functions keep no device qualifier.
#pragma once

inline double twice(double x) { return 2 * x; }
