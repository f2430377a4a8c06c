#!/usr/bin/env python3
"""Tables of the s12-perf device call from DIR/o (new1..3, main1..3, old1..3 bench.log, var.txt).
Usage: python3 summarise.py DIR   (DIR holds newR/bench.log ... or bench-newR.log, and var.txt)"""
import os, re, statistics, sys
d = sys.argv[1] if len(sys.argv) > 1 else "."
LINE = re.compile(r"(\w+)\s+(\w+)\s+(\w+)\s+([\d.]+) (GB/s|GFLOP/s)\s+median\s+([\d.]+) ms")
def load(tag):
    out = {}
    for r in range(1, 4):
        f = os.path.join(d, f"{tag}{r}", "bench.log")
        if not os.path.exists(f): f = os.path.join(d, f"bench-{tag}{r}.log")
        if not os.path.exists(f): continue
        for line in open(f):
            m = LINE.match(line)
            if not m or m.group(1) == "small": continue
            ms = float(m.group(6))
            out.setdefault((m.group(1), m.group(2), m.group(3)), []).append((ms, float(m.group(4)) * ms))
    return {k: (statistics.median(x[0] for x in v), v[0][1], [x[0] for x in v]) for k, v in out.items()}
new, main, old = load("new"), load("main"), load("old")
keys = sorted({(n, v) for (_, n, v) in new})
rate = lambda t: t[1] / t[0]
print("## suite on the branch (median over rounds of each program's median; GB/s or GFLOP/s)")
print("| benchmark | hand | CUDA | OpenMP | OpenACC | CUDA ÷ hand | OpenMP ÷ CUDA | OpenACC ÷ CUDA | rounds |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for n, v in keys:
    row = {t: new.get((t, n, v)) for t in ("hand", "cuda", "openmp", "openacc")}
    if not row["cuda"]: continue
    f = lambda t: f"{rate(row[t]):.0f}" if row[t] else "-"
    r = lambda a, b: f"{row[b][0] / row[a][0]:.3f}" if row[a] and row[b] else "-"
    print(f"| {n} {v} | {f('hand')} | {f('cuda')} | {f('openmp')} | {f('openacc')} | {r('cuda','hand')} | {r('openmp','cuda')} | {r('openacc','cuda')} | {len(row['cuda'][2])} |")
def ab(title, a, b, an, bn):
    print(f"\n## {title} (OpenMP, ms: median over rounds; speed = {an} ÷ {bn})")
    print(f"| benchmark | {an} ms | {bn} ms | speed | {an} rounds | {bn} rounds |")
    print("|---|---:|---:|---:|---|---|")
    for n, v in keys:
        x, y = a.get(("openmp", n, v)), b.get(("openmp", n, v))
        if x and y:
            fm = lambda l: " ".join(f"{z:.4f}" for z in l)
            print(f"| {n} {v} | {x[0]:.4f} | {y[0]:.4f} | {x[0]/y[0]:.3f} | {fm(x[2])} | {fm(y[2])} |")
ab("task 1: main vs branch (the OpenMP scan tiles)", main, new, "main", "branch")
ab("task 2: b9c2ec4 (session 11 start) vs main", old, main, "b9c2ec4", "main")
vf = os.path.join(d, "var.txt")
if os.path.exists(vf):
    var = {}
    for line in open(vf):
        f = line.split()  # var NAME rR bench scan exclusive BYTES MEDIAN MIN MAX REPS
        var.setdefault(f[1], []).append(float(f[7]) * 1e3)
    print("\n## scan shape variants (OpenMP, default size; ms per round, median)")
    for k in ("new", "main"):
        x = (new if k == "new" else main).get(("openmp", "scan", "exclusive"))
        if x: print(f"| {k} | {' '.join(f'{z:.4f}' for z in x[2])} | {x[0]:.4f} |")
    for k, l in sorted(var.items()):
        print(f"| {k} | {' '.join(f'{z:.4f}' for z in l)} | {statistics.median(l):.4f} |")
