#!/usr/bin/env python3
"""Registers / local memory / spills of GCC 12's nvptx OpenACC kernels, on the CPU machine.

GCC's mkoffload PTX (-save-temps: <prog>.xnvptx-none.mkoffload.s) declares some symbols
(__oacc_bcast, __vector_red, libm functions) after their first use, which the driver's JIT
linker accepts but a standalone ptxas does not; this hoists every top-level declaration and
variable definition that follows the last function to just after the preamble, then runs
`ptxas -arch=sm_90 -c -v` (relocatable: libm calls stay unresolved) and prints one line per
entry: registers, stack frame, spill stores/loads, shared memory.
Usage: acc-ptxregs.py FILE.mkoffload.s [name-filter] [CUBIN-OUT]"""
import re, subprocess, sys, tempfile
src = open(sys.argv[1]).read()
filt = sys.argv[2] if len(sys.argv) > 2 else ""
lines = src.split("\n")
pre_end = next(i for i, l in enumerate(lines) if l.startswith("// END PREAMBLE"))
hoist, keep = [], []
i = 0
blocks = re.split(r"\n(?=// BEGIN )", src)
head, rest = blocks[0], blocks[1:]
decls = [b for b in rest if re.match(r"// BEGIN (GLOBAL )?(VAR DEF|VAR DECL|FUNCTION DECL)", b)
         and "{" not in b]
others = [b for b in rest if b not in decls]
out = "\n".join([head] + decls + others)
with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
    f.write(out)
cubin = sys.argv[3] if len(sys.argv) > 3 else "/dev/null"
p = subprocess.run(["/usr/local/cuda/bin/ptxas", "-arch=sm_90", "-O3", "-c", "-v", f.name, "-o", cubin],
                   capture_output=True, text=True)
name = None
for l in p.stderr.splitlines():
    m = re.search(r"Compiling entry function '([^']+)'", l)
    if m: name = m.group(1); continue
    if "error" in l: print(l); continue
    if name and (not filt or filt in name) and ("Used" in l or "stack frame" in l):
        short = re.sub(r"\$_omp_fn\$\d+$", "", name)[:60]
        print(f"{short:60} {l.strip()}")
