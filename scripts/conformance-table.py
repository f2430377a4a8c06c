#!/usr/bin/env python3
"""Writes docs/CONFORMANCE.md from scripts/conformance.sh's results.

Usage: conformance-table.py MANIFEST RESULTS COMMIT [GPU_RESULTS]
RESULTS: build/conformance/results.tsv (header, target, exit, diagnostics, kernels, build, run,
passed, failed, skipped). GPU_RESULTS (optional): the `RESULT <header> <target> <passed>
<failed> <skipped>` lines of a packed GPU run (scripts/conformance.sh --pack DIR; DIR/run.sh).
"""
import collections
import os
import re
import sys


def read_manifest(path):
    rows = []
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        h, passed, run, skipped = line.rstrip('\n').split('\t')
        rows.append((h, int(passed), int(run), int(skipped)))
    return rows


def read_results(path):
    res = {}
    for line in open(path):
        f = line.rstrip('\n').split('\t')
        if len(f) >= 10:
            res[(f[0], f[1])] = f
    return res


def read_gpu(path):
    gpu = {}
    if path:
        for line in open(path):
            f = line.split()
            if len(f) == 6 and f[0] == 'RESULT':
                gpu[(f[1], f[2])] = (int(f[3]), int(f[4]), int(f[5]))
    return gpu


def translation(r):
    if r is None:
        return 'not run'
    text = 'exit %s' % r[2]
    if r[3] != '-':
        text += ': ' + r[3]
    if r[2] == '0':
        text += '; build ' + ('yes' if r[5] == 'yes' else '**no**')
    return text


def host_run(r):
    if r is None or r[7] == '-':
        return '-'
    return '%s passed, %s failed' % (r[7], r[8])


def refusal_reasons(results_path, header, target):
    """The distinct KT messages of one refused translation (its log beside RESULTS), each with
    its count, instantiation names left out."""
    log = os.path.join(os.path.dirname(results_path), 'log',
                       '%s.%s.translate' % (target, header.rsplit('.', 1)[0]))
    reasons = collections.Counter()
    try:
        for line in open(log, errors='replace'):
            m = re.search(r'error: (.*) \[(KT\d{4})\]$', line.rstrip('\n'))
            if m:
                text = re.sub(r" \(in instantiation '[^']*'\)", '', m.group(1))
                reasons[(m.group(2), text)] += 1
    except OSError:
        pass
    return reasons


def write_refusals(w, manifest, res, results_path):
    w('')
    w('## Why each refused header is refused\n')
    w('The distinct messages of each refusal (exit 3: nothing is written), with their counts. '
      'A header refused on both targets for the same reasons is listed once.\n')
    for h, _, _, _ in manifest:
        per_target = {t: refusal_reasons(results_path, h, t) for t in ('cuda', 'openacc')
                      if res.get((h, t)) and res[(h, t)][2] == '3'}
        shown = []
        for t, reasons in per_target.items():
            same = [u for u, r in shown if r == reasons]
            if same:
                continue
            shown.append((t, reasons))
        for t, reasons in shown:
            targets = [u for u, r in per_target.items() if r == reasons]
            w('- **%s** (%s):' % (h, ', '.join(targets)))
            if not reasons:
                w('  - (no log)')
            for (kt, text), n in sorted(reasons.items(), key=lambda x: (-x[1], x[0])):
                w('  - %s × %d: %s' % (kt, n, text.replace('|', '\\|')))


def main():
    manifest = read_manifest(sys.argv[1])
    res = read_results(sys.argv[2])
    commit = sys.argv[3]
    gpu = read_gpu(sys.argv[4] if len(sys.argv) > 4 and sys.argv[4] else None)
    out = []
    w = out.append
    ref_pass = sum(m[1] for m in manifest)
    ref_skip = sum(m[3] for m in manifest)
    host_pass = sum(int(r[7]) for (h, t), r in res.items() if t == 'openacc' and r[7].isdigit())
    w('# Conformance: Kokkos\' own core unit tests\n')
    w('Kokkos 4.6.01\'s core unit tests (kokkos/kokkos 1b1383c, `core/unit_test/`, %d headers, '
      '%d TESTs: real Kokkos 4.6.01 Serial passes %d and skips %d) translated unchanged, built and '
      'run. `tests/conformance/manifest.tsv` lists the headers and the reference counts '
      '(`scripts/conformance-reference.sh PREFIX kokkos` computes them against Kokkos 4.6.01 '
      'installed in PREFIX by `scripts/kokkos4-build.sh kokkos PREFIX`); each '
      'header gets the driver `tests/conformance/driver.cpp.in` (the default execution space, a '
      'gtest main inside `Kokkos::initialize`/`finalize`). The Kokkos sources are fetched outside '
      'the repository.\n' % (len(manifest), ref_pass + ref_skip, ref_pass, ref_skip))
    w('<!-- docs-test: skip (fetches Kokkos; runs for about 15 minutes) -->')
    w('```sh\ngit clone https://github.com/kokkos/kokkos && git -C kokkos checkout 1b1383c6001f3bfe9fe309ca923c2d786600cc79\n'
      'scripts/conformance.sh --table kokkos          # translate, build, OpenACC host run\n'
      'scripts/conformance.sh --pack pack kokkos      # also the GPU binaries; then, on an H200:\n'
      'bash pack/run.sh > gpu.txt                     # RESULT lines; back on this machine:\n'
      'KT_GPU_RESULTS=gpu.txt scripts/conformance.sh --table kokkos\n```\n')
    w('Translation is tree mode against the bundled Kokkos header; an exit-0 output is built with '
      'nvcc (CUDA) and g++-12 -fopenacc (OpenACC, host build), and the host build is run.\n')
    w('## Summary (translator %s)\n' % commit)
    for t in ('cuda', 'openacc'):
        codes = collections.Counter(r[2] for (h, tt), r in res.items() if tt == t)
        builds = sum(1 for (h, tt), r in res.items() if tt == t and r[5] == 'yes')
        w('- %s: %s; %d of them build.' % (t, ', '.join('exit %s × %d' % (c, n) for c, n in sorted(codes.items())), builds))
    w('- OpenACC host run: **%d of %d TESTs pass**.' % (host_pass, ref_pass))
    if gpu:
        for t in ('cuda', 'openacc'):
            w('- %s on the GPU: %d TESTs pass.' % (t, sum(v[0] for (h, tt), v in gpu.items() if tt == t)))
    w('')
    w('## Per header\n')
    cols = ['header', 'Kokkos 4.6.01 (passed/run)', 'cuda', 'openacc', 'OpenACC host run']
    if gpu:
        cols += ['GPU cuda', 'GPU openacc']
    w('| ' + ' | '.join(cols) + ' |')
    w('|' + '---|' * len(cols))
    for h, p, run, skip in manifest:
        row = [h, '%d/%d' % (p, run) + (' (+%d skipped)' % skip if skip else ''),
               translation(res.get((h, 'cuda'))), translation(res.get((h, 'openacc'))),
               host_run(res.get((h, 'openacc')))]
        if gpu:
            for t in ('cuda', 'openacc'):
                v = gpu.get((h, t))
                row.append('%d passed, %d failed' % v[:2] if v else '-')
        w('| ' + ' | '.join(row) + ' |')
    w('')
    w('## Diagnostics, by driver/target pairs they stop\n')
    w('What stops each header is in the table above; the KT ids are explained in '
      '[DIAGNOSTICS.md](DIAGNOSTICS.md).\n')
    pairs = collections.Counter()
    for r in res.values():
        if r[3] != '-':
            for item in r[3].split(', '):
                pairs[item.split(' x')[0]] += 1
    w('| id | driver/target pairs |')
    w('|---|---:|')
    for k, n in pairs.most_common():
        w('| %s | %d |' % (k, n))
    write_refusals(w, manifest, res, sys.argv[2])
    known = sys.argv[1].replace('manifest.tsv', 'known.md')  # hand-kept causes, beside it
    try:
        w('')
        w(open(known).read().rstrip('\n'))
    except OSError:
        pass
    print('\n'.join(out))


if __name__ == '__main__':
    main()
