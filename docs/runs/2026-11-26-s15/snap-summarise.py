import sys, statistics as st, collections
d = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split(); r, v = f[1], f[2]; toks = f[4:]; i = 0
    while i < len(toks):
        if toks[i] == 'bench':
            d[(toks[i+1], toks[i+2], v)].append(float(toks[i+4]) * 1e3); i += 8
        else: i += 1
keys = sorted({(k[0], k[1]) for k in d}, key=lambda k: (k[0], k[1]))
print(f"{'bench':8} {'variant':10} {'cuda ms':>9} {'old ms':>9} {'new ms':>9} {'old÷cuda':>8} {'new÷cuda':>8} {'old/new':>8}  per-round old | new")
for n, var in keys:
    m = {v: st.median(d[(n, var, v)]) for v in ['cuda', 'old', 'new', 'x4'] if (n, var, v) in d}
    row = f"{n:8} {var:10} {m['cuda']:9.4f} {m['old']:9.4f} {m['new']:9.4f} {m['cuda']/m['old']:8.3f} {m['cuda']/m['new']:8.3f} {m['old']/m['new']:8.3f}  "
    row += " ".join(f"{x:.3f}" for x in d[(n, var, 'old')]) + " | " + " ".join(f"{x:.3f}" for x in d[(n, var, 'new')])
    if 'x4' in m: row += f"  | x4 {m['x4']:.4f} ms = {m['cuda']/m['x4']:.3f} of cuda"
    print(row)
