#!/usr/bin/env python3
"""Medians per variant of a session-9 scan log (bench lines of bench_util.hpp); ratio = CUB / variant.
In run*.sh logs the first two `exclusive` lines of a round are the CUB and the translated binaries."""
import sys, statistics, collections
for path in sys.argv[1:]:
    d = collections.OrderedDict(); order = []
    for line in open(path):
        w = line.split()
        if line.startswith("== round"):
            order = []
        if w and w[0] == "bench":
            name = w[2]
            if name == "exclusive":
                order.append(name)
                name = ["cub_binary", "twopass_binary", "onepass_binary"][len(order) - 1]
            d.setdefault(name, []).append(float(w[4]) * 1e3)
    ref = d.get("cub") or d.get("f64_cub") or d.get("cub_binary")
    cub = statistics.median(ref)
    print("==", path)
    for k, v in d.items():
        m = statistics.median(v)
        print(f"{k:32s} n={len(v)} median {m:.4f} ms  {2*8*(1<<28)/m/1e6:7.0f} GB/s  cub/x {cub/m:.3f}")
