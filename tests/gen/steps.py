"""The commands of the generator's differential test (tests/gen/driver.py): the reference
build against real Kokkos, the translation, the vendor compiles, and the OpenACC host run.

The vendor compile of CUDA, HIP and OpenMP output is tests/fuzz/compile_check.py's (the same
flags as the fuzz stage). The OpenACC output is built and run on the host as
scripts/compile-golden.sh's openacc-host variant does (g++-12 -fopenacc -foffload=disable, at
-O1 here: GCC's OpenACC builtins need inlining, -O0 does not build).
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "fuzz"))
import compile_check  # noqa: E402

TARGETS = ("cuda", "hip", "openmp", "openacc")
EXT = {"cuda": ".cu", "hip": ".hip", "openmp": ".cpp", "openacc": ".cpp"}
KOKKOS_INC = os.environ.get("KOKKOS_INC", "-I/usr/include/trilinos").split()
KOKKOS_LIBS = os.environ.get("KOKKOS_LIBS", "-ltrilinos_kokkoscontainers -ltrilinos_kokkoscore -ldl").split()
CXX = os.environ.get("CXX", "g++")
TOOL_ARGS = os.environ.get("KT_GEN_COMPILER_ARGS", "-DKOKKOS_TRANSLATE_LEAN_STD").split()
DIAG = re.compile(r"input\.cpp:(\d+):\d+: error: .*?\b(KT\d{4})\b")
INTERNAL = re.compile(r"internal error", re.I)


SECONDS = {}  # command name -> wall seconds spent in it (the summary's cost breakdown)


def run(cmd, timeout, cwd=None):
    """(exit status or None on a timeout, stdout+stderr text, seconds)."""
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout, cwd=cwd)
        rc, out = p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        rc, out = None, e.stdout or b""
    secs = time.monotonic() - t0
    key = os.path.basename(cmd[0])
    SECONDS[key] = SECONDS.get(key, 0.0) + secs
    return rc, out.decode("utf-8", "replace"), secs


def tool_path():
    t = os.environ.get("KT_TOOL", os.path.join(ROOT, "build", "bin", "kokkos-translate"))
    return os.path.abspath(t) if os.sep in t else (shutil.which(t) or t)


REFERENCES = os.path.join(HERE, "references.json")


def program_key(text):
    """The committed references' key of a program: the SHA-256 of its text."""
    return hashlib.sha256(text.encode()).hexdigest()


def load_references():
    """{program name: {"sha256": key, "output": what real Kokkos printed}} from
    tests/gen/references.json (empty where there is none)."""
    try:
        with open(REFERENCES) as f:
            return json.load(f)
    except FileNotFoundError:
        return {}


def save_references(refs):
    with open(REFERENCES, "w") as f:
        json.dump(refs, f, indent=1, sort_keys=True)
        f.write("\n")


def reference(src, workdir, timeout):
    """Builds src against real Kokkos and runs it. (None, lines) or (problem, log)."""
    exe = os.path.join(workdir, "ref.bin")
    rc, log, _ = run([CXX, "-std=c++17", "-O0"] + KOKKOS_INC + [src] + KOKKOS_LIBS + ["-o", exe],
                     timeout)
    if rc != 0:
        return "reference build failed", log
    rc, out, _ = run([exe], timeout)
    if rc != 0:
        return f"reference run exit {rc}", out
    return None, out


def translate(target, src, out, timeout):
    """(rc, stderr text, problems): rc None on a timeout; problems break the contract (exit
    0 or 3 only; exit 0 writes the output; no internal error)."""
    if os.path.exists(out):
        os.remove(out)
    rc, log, _ = run([tool_path(), f"--target={target}", "-o", out, src, "--"] + TOOL_ARGS,
                     timeout)
    problems = []
    if rc is None:
        problems.append(f"hang: no exit after {timeout}s")
    elif rc not in (0, 3):
        problems.append(f"exit {rc}" + (" (a signal)" if rc < 0 or rc >= 128 else ""))
    elif rc == 0 and not os.path.isfile(out):
        problems.append("exit 0 without an output file")
    if INTERNAL.search(log):
        problems.append("internal error: " + next(ln for ln in log.splitlines()
                                                  if INTERNAL.search(ln))[:200])
    return rc, log, problems


def refusals(log):
    """[(line, KT id)] of the errors a refusal reports in input.cpp."""
    return [(int(m.group(1)), m.group(2)) for m in DIAG.finditer(log)]


def compilers():
    specs = compile_check.compilers()
    acc = shutil.which("g++-12")
    return {t: specs[t][1] if t != "openacc" else acc for t in TARGETS}


def compile_cmd(target, out, exe=None):
    shim = os.path.join(ROOT, "runtime-shim", "include")
    if target == "openacc":
        return ["g++-12", "-std=c++17", "-O1", "-I", shim, "-fopenacc", "-foffload=disable",
                "-o", exe or "/dev/null", out]
    return compile_check.compile_cmd(compile_check.compilers()[target], ROOT, out)


def vendor_compile(target, out, workdir, timeout):
    """Compiles (for openacc: builds and runs) an output. (problem or None, log, run output)."""
    exe = os.path.join(workdir, "acc.bin") if target == "openacc" else None
    rc, log, _ = run(compile_cmd(target, out, exe), timeout, cwd=workdir)
    if rc != 0:
        what = "timed out" if rc is None else f"exit {rc}"
        return f"{compile_check.compilers()[target][0] if target != 'openacc' else 'g++-12'} " \
               f"{what}: {compile_check.first_error(log, workdir, ROOT)}", log, None
    if target != "openacc":
        return None, log, None
    rc, out_text, _ = run([exe], timeout)
    if rc != 0:
        return f"OpenACC host run exit {rc}", out_text, None
    return None, log, out_text


def parse_lines(text):
    """{dispatch index: the rest of its line} of a program's output."""
    res = {}
    for ln in text.splitlines():
        m = re.match(r"t(\d+) (.*)$", ln.strip())
        if m:
            res[int(m.group(1))] = m.group(2)
    return res


def same(expected, actual, rtol=1e-8, atol=1e-12):
    """The token comparison of scripts/compare-output.py: integers exactly, floats with
    tolerance, anything else exactly."""
    a, b = expected.split(), actual.split()
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if re.fullmatch(r"[+-]?\d+", x) and re.fullmatch(r"[+-]?\d+", y):
            if int(x) != int(y):
                return False
            continue
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            if x != y:
                return False
            continue
        if fx != fx and fy != fy:
            continue
        if fx == fy:
            continue
        if abs(fx - fy) > atol + rtol * max(abs(fx), abs(fy)):
            return False
    return True
