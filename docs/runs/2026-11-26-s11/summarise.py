#!/usr/bin/env python3
"""Tables of the s11-perf device call from its bench.json files (o/<pack><round>/bench.json).
Usage: python3 summarise.py DIR   (DIR holds new1..3/bench.log, main1..3, old1..3, or bench-new1.log ...)"""
import json, os, re, statistics, sys
d = sys.argv[1] if len(sys.argv) > 1 else "."
def load(tag):
    out = {}
    for r in range(1, 4):
        # bench.log (main and old packs have no hand/ folder: bench.sh's run stops after the
        # timings there, before writing bench.json; the log has every line)
        f = os.path.join(d, f"{tag}{r}", "bench.log")
        if not os.path.exists(f): f = os.path.join(d, f"bench-{tag}{r}.log")  # docs/runs layout
        if not os.path.exists(f): continue
        for line in open(f):
            m = re.match(r"(\w+)\s+(\w+)\s+(\w+)\s+([\d.]+) (GB/s|GFLOP/s)\s+median\s+([\d.]+) ms", line)
            if not m or m.group(1) == "small": continue
            ms = float(m.group(6)) / 1e3
            out.setdefault((m.group(1), m.group(2), m.group(3)), []).append((ms, float(m.group(4)) * 1e9 * ms))
    return {k: (statistics.median(x[0] for x in v), v[0][1], len(v)) for k, v in out.items()}
new, main, old = load("new"), load("main"), load("old")
FLOP = {"dock", "snap"}
def rate(k, t): return t[1] / t[0] / 1e9
keys = sorted({(n, v) for (_, n, v) in new})
print("## suite on the branch (median over rounds of each program's median; GB/s or GFLOP/s)")
print("| benchmark | hand | cuda | openmp | openacc | cuda/hand | openmp/cuda | openacc/cuda | rounds |")
for n, v in keys:
    row = {t: new.get((t, n, v)) for t in ("hand", "cuda", "openmp", "openacc")}
    if not row["cuda"]: continue
    f = lambda t: f"{rate(0, row[t]):.0f}" if row[t] else "-"
    r = lambda a, b: f"{row[b][0] / row[a][0]:.3f}" if row[a] and row[b] else "-"
    print(f"| {n} {v} | {f('hand')} | {f('cuda')} | {f('openmp')} | {f('openacc')} | {r('cuda','hand')} | {r('openmp','cuda')} | {r('openacc','cuda')} | {row['cuda'][2]} |")
print("\n## A/B: 2fb4b1b (old) vs main (after s10-emit); ms, after/before speed = old ms / main ms")
CHANGED = {"spmv", "stencil", "cg"}
print("| target | benchmark | old ms | main ms | speed main/old |")
for t in ("openmp", "openacc"):
    for n, v in keys:
        o = old.get((t, n, v))
        m = (main if n in CHANGED else new).get((t, n, v))
        if o and m: print(f"| {t} | {n} {v} | {o[0]*1e3:.4f} | {m[0]*1e3:.4f} | {o[0]/m[0]:.3f} |")
print("\n## A/B: main vs branch (integral constants declared in the kernel); ms")
print("| target | benchmark | main ms | branch ms | speed branch/main |")
for t in ("cuda", "openmp", "openacc"):
    for n, v in keys:
        if n not in CHANGED: continue
        m, b = main.get((t, n, v)), new.get((t, n, v))
        if m and b: print(f"| {t} | {n} {v} | {m[0]*1e3:.4f} | {b[0]*1e3:.4f} | {m[0]/b[0]:.3f} |")
