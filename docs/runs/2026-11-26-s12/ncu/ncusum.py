import csv, sys, io
for fn in sys.argv[1:]:
    lines = open(fn).read().splitlines()
    i = next((k for k, l in enumerate(lines) if l.startswith('"ID"')), None)
    if i is None: print(fn, "no csv"); continue
    rows = list(csv.DictReader(io.StringIO("\n".join(lines[i:]))))
    want = ["gpu__time_duration.sum", "Duration", "DRAM Throughput", "dram__bytes_read.sum", "dram__bytes_write.sum",
            "Registers Per Thread", "Theoretical Occupancy", "Achieved Occupancy", "Block Size", "Grid Size", "Waves Per SM",
            "Compute (SM) Throughput"]
    seen = {}
    for r in rows:
        k = (r["ID"], r["Kernel Name"][:60])
        if r["Metric Name"] in want:
            seen.setdefault(k, {})[r["Metric Name"]] = r["Metric Value"] + " " + r["Metric Unit"]
    for k, v in seen.items():
        print(fn.split("/")[-1].replace(".csv",""), k[0], k[1][-45:])
        print("   ", "; ".join(f"{m}={v[m]}" for m in want if m in v))
