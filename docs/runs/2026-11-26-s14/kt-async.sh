#!/bin/sh
# kokkos-translate with --omp-async on every call (session 14 packs)
exec /tmp/kt-s14-perf --omp-async "$@"
