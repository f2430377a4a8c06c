"""Process helpers shared by the fuzz phases (tests/fuzz/fuzz.py, tests/fuzz/compile_check.py).

run_proc runs one command in its own process group with a timeout; kill_live stops every such
process still running (on an interrupt); translate runs the translator once and checks the
robustness contract; pool runs tasks on N threads up to a deadline.
"""

import os
import resource
import signal
import subprocess
import threading
import time

LIVE = set()  # processes now running (each in its own process group)
LIVE_LOCK = threading.Lock()
STOPPING = threading.Event()  # set on an interrupt: what runs now is killed, not a finding
EXT = {"cuda": ".cu", "hip": ".hip"}  # output file name extension per target (default .cpp)


def ext_for(target):
    return EXT.get(target, ".cpp")


def kill_live():
    STOPPING.set()
    with LIVE_LOCK:
        for p in LIVE:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except OSError:
                pass


def run_proc(cmd, timeout, cwd=None):
    """Runs cmd; returns (exit status or None on timeout, stdout bytes, stderr bytes, seconds)."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, start_new_session=True, cwd=cwd)
    with LIVE_LOCK:
        LIVE.add(p)
    try:
        so, se = p.communicate(timeout=timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        so, se = p.communicate()
        rc = None
    finally:
        with LIVE_LOCK:
            LIVE.discard(p)
    return rc, so, se, time.monotonic() - t0


def child_cpu():
    """CPU seconds (user + system) of every finished child process so far: a measure of the
    work done that does not depend on how busy the machine is."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def describe_signal(rc):
    sig = -rc if rc < 0 else rc - 128
    try:
        return "SIG" + signal.Signals(sig).name[3:]
    except ValueError:
        return f"signal {sig}"


def tool_cmd(args, target, out, inp):
    return [args.tool, f"--target={target}", "-o", out, inp, "--"] + args.compiler_args


def translate(args, target, text, workdir):
    """Writes text to workdir/input.cpp and translates it for target.

    Returns (rc, problems, stderr text, output path, seconds). rc is None on a timeout. The run
    passes (no problems) when the tool exits 0, 2 or 3 (not 1, not a signal, no timeout); exit 0
    wrote a non-empty output file; exit 2 or 3 wrote none and printed a diagnostic; and no
    other file appeared next to the input.
    """
    os.makedirs(workdir)
    inp = os.path.join(workdir, "input.cpp")
    out = os.path.join(workdir, "out" + ext_for(target))
    with open(inp, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    rc, _, se, secs = run_proc(tool_cmd(args, target, out, inp), args.timeout)
    problems = []
    if rc is None:
        problems.append(f"hang: no exit after {args.timeout:g}s")
    else:
        if rc < 0 or rc >= 128:
            problems.append(f"crash ({describe_signal(rc)}, exit {rc})")
        elif rc not in (0, 2, 3):
            problems.append(f"exit {rc} (expected 0, 2 or 3)")
        if rc == 0 and not (os.path.isfile(out) and os.path.getsize(out) > 0):
            problems.append("exit 0 but no (or an empty) output file")
        if rc in (2, 3) and os.path.exists(out):
            problems.append(f"exit {rc} but an output file was written")
        if rc in (2, 3) and not se.strip():
            problems.append(f"exit {rc} without a diagnostic on stderr")
        extra = sorted(set(os.listdir(workdir)) - {"input.cpp", os.path.basename(out)})
        if extra:
            problems.append("stray files: " + " ".join(extra))
    return rc, problems, se.decode("utf-8", "replace"), out, secs


def pool(n, jobs, deadline, fn):
    """Runs fn(i) for i in 0..n-1 on `jobs` threads; none starts at or after `deadline`
    (time.monotonic()). Returns how many started. On an interrupt, starts nothing more and
    kills the processes still running."""
    lock = threading.Lock()
    state = {"next": 0}

    def worker():
        while True:
            with lock:
                i = state["next"]
                if i >= n or time.monotonic() >= deadline:
                    return
                state["next"] = i + 1
            fn(i)

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(max(1, jobs))]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        with lock:
            started = min(state["next"], n)
            state["next"] = n
        if any(t.is_alive() for t in threads):
            kill_live()
    return started
