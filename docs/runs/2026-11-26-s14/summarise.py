# python3 summarise.py [DIR]: medians over the 3 rounds of each (pack, target, bench, variant), ms
import collections, statistics, sys, os, glob, re
d = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(sys.argv[1] if len(sys.argv) > 1 else ".", "bench-*[0-9].log"))):
    pack = re.match(r"bench-([a-z]+)\d", os.path.basename(f)).group(1)
    for l in open(f):
        x = l.split()
        if len(x) > 6 and x[0] in ("cuda", "openmp", "hand") and x[-1] == "ms" and x[1] != "copy":
            d[(pack, x[0], x[1], x[2])].append(float(x[-2]))
for k in sorted(d):
    print(*k, " ".join("%.4f" % v for v in d[k]), "median %.4f" % statistics.median(d[k]))
