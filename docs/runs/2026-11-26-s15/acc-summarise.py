#!/usr/bin/env python3
"""Summarise the s15 OpenACC A/B runs (acc-call2-runs.txt, acc-call3-runs.txt): per binary and
bench variant, the median over rounds of each run's median time, the rounds, the checksums
against the CUDA binary's of the same call, and CUDA time / this time."""
import collections, statistics, sys
for path in sys.argv[1:]:
    lines = open(path).read().splitlines()
    print(f"== {path}: {lines[0]}")
    t = collections.defaultdict(list); chk = collections.defaultdict(dict); rcs = {}
    for l in lines[1:]:
        f = l.split()
        if len(f) < 3: continue
        rnd, binary, kind = f[0], f[1], f[2]
        if kind == "bench": t[(binary, f[3] + "/" + f[4])].append(float(f[6]))
        elif kind == "check": chk[binary][f[3] + "/" + f[4]] = float(f[5])
        elif kind == "rc": rcs[(rnd, binary)] = f[3]
    bad = [k for k, v in rcs.items() if v != "0"]
    if bad: print("non-zero exit (timeout 124):", bad)
    cuda = {k[1]: statistics.median(v) for k, v in t.items() if k[0].startswith("cuda-")}
    for (binary, var), v in sorted(t.items(), key=lambda kv: (kv[0][1], not kv[0][0].startswith("cuda"), kv[0][0])):
        m = statistics.median(v)
        bench = binary.split("-")[1]
        ref = chk.get("cuda-" + bench, {})
        mine = {k: x for k, x in chk[binary].items() if k.startswith(var.split("/")[0])}
        ok = all(abs(x - ref[k]) <= 1e-8 * max(abs(x), abs(ref[k])) for k, x in mine.items() if k in ref) if ref else None
        ratio = cuda.get(var, float("nan")) / m
        print(f"{binary:20} {var:20} rounds {len(v)}  median {m*1e3:9.3f} ms  spread {min(v)*1e3:8.3f}-{max(v)*1e3:8.3f}"
              f"  CUDA/this {ratio:6.3f}  checks vs CUDA: {'match' if ok else ('n/a' if ok is None else 'DIFFER')}")
