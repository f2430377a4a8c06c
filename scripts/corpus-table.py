#!/usr/bin/env python3
"""Usage: corpus-table.py RESULTS.tsv MANIFEST.tsv CORPUS.md

Rewrites the table between `<!-- corpus-table -->` and `<!-- /corpus-table -->` in CORPUS.md
from scripts/corpus.sh's results: one row per manifest program, one column per target, each
cell `pass` (translated, compiled; for OpenACC also run on the host with the real-Kokkos pass
line) or the stage and first error of the first failure."""
import sys

results, manifest, doc = sys.argv[1:4]
cells, targets = {}, []
for line in open(results):
    name, target, status, stage, detail = (line.rstrip("\n").split("\t") + [""] * 5)[:5]
    if target not in targets and target != "-":
        targets.append(target)
    if status == "PASS":
        text = {"host-run": "pass (host run)", "translate": "translates"}.get(stage, "pass")
    else:
        text = f"{status.lower()} {stage}: {detail[:140]}".replace("|", "\\|").strip()
    cells[(name, target)] = text

order = ["kokkos", "cuda", "hip", "openmp", "openacc"]
targets = [t for t in order if t in targets] + [t for t in targets if t not in order]
rows = ["| program | " + " | ".join(targets) + " |", "|---|" + "---|" * len(targets)]
npass = ntrans = 0
names = [l.split("\t")[0] for l in open(manifest) if l.strip() and not l.startswith("#")]
for name in names:
    row = [cells.get((name, t), cells.get((name, "-"), "not run")) for t in targets]
    if all(c.startswith("pass") for c in row) and row:
        npass += 1
    if all(c.startswith(("pass", "translates")) for c in row) and row:
        ntrans += 1
    rows.append(f"| {name} | " + " | ".join(row) + " |")
rows.append("")
rows.append(f"{ntrans} of {len(names)} programs translate for every column; {npass} also "
            "compile (and, for OpenACC, run on the host with the real-Kokkos pass text).")
table = "\n".join(rows)

text = open(doc).read()
start, end = "<!-- corpus-table -->", "<!-- /corpus-table -->"
a, b = text.index(start) + len(start), text.index(end)
open(doc, "w").write(text[:a] + "\n" + table + "\n" + text[b:])
