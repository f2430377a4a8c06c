import csv, sys
rows = []
with open(sys.argv[1]) as f:
    lines = f.read().splitlines()
i = next(k for k, l in enumerate(lines) if l.startswith('"Address"'))
r = csv.reader(lines[i:])
hdr = next(r)
ia, isrc, iex = hdr.index("Address"), hdr.index("Source"), hdr.index("Instructions Executed")
ith = hdr.index("Avg. Threads Executed")
tot = 0
for row in r:
    if len(row) <= iex: continue
    try: n = int(row[iex].replace(",", ""))
    except ValueError: continue
    tot += n
    rows.append((row[ia], n, row[ith], row[isrc]))
print(f"# total instructions executed {tot:,}")
for a, n, th, s in rows:
    print(f"{a:>6} {n/1e6:9.3f}M {th:>6} {s}")
