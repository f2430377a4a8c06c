#!/usr/bin/env python3
"""Session 10 tables from the raw logs in this folder: python3 summarise.py [DIR]."""
import json, os, re, statistics, sys
d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))

def bench_rounds():
    t = {}  # (name, variant) -> target -> [median_s per round]
    for f in sorted(x for x in os.listdir(d) if re.match(r"bench-r\d\.json$", x)):
        for r in json.load(open(os.path.join(d, f)))["runs"]:
            for b in r["bench"]:
                t.setdefault((b["name"], b["variant"]), {}).setdefault(r["target"], []).append(b["median_s"])
    return t

def native_table():
    t = bench_rounds()
    med = lambda k, tg: statistics.median(t[k][tg]) if tg in t[k] else None
    print("| benchmark | hand CUDA ms | translated ÷ hand | native Kokkos ÷ hand | translated ÷ native |")
    print("|---|---:|---:|---:|---:|")
    for k in t:
        h, c, n = med(k, "hand"), med(k, "cuda"), med(k, "kokkos-cuda")
        if c is None or h is None: continue
        f = lambda x: f"{x:.3f}" if x else "-"
        print(f"| {k[0]} {k[1]} | {h*1e3:.4f} | {f(h/c)} | {f(h/n) if n else 'not built'} | {f(n/c) if n else '-'} |")

def ab(fname, label_re):
    """Lines 'LABEL bench ... median' or 'bench ...' followed by 'rc LABEL': medians per label."""
    per = {}
    pending = None
    for l in open(os.path.join(d, fname)):
        f = l.split()
        if not f: continue
        if f[0] == "bench": pending = float(f[4])
        elif f[0] == "rc" and pending is not None: per.setdefault(f[1], []).append(pending); pending = None
        elif len(f) > 5 and f[1] == "bench": per.setdefault(f[0], []).append(float(f[5]))
    return {k: statistics.median(v) for k, v in per.items()}

if __name__ == "__main__":
    print("## bench, 2 rounds (median of the rounds' medians)"); native_table()
    for fname in ["ab-scan.log", "ab-stencil.log", "ab-iscan.log", "ab-stencil2.log"]:
        if os.path.exists(os.path.join(d, fname)):
            m = ab(fname, None)
            base = m.get("cub", m.get("hand", m.get("main")))
            print(f"\n## {fname} (median of rounds, ms; ratio = baseline time / this)")
            for k, v in m.items(): print(f"{k:24} {v*1e3:8.4f}  {base/v:.3f}")
