# lit suite of the bad inputs: every testdata/bad/<case>/input.cpp is one test, its RUN and
# expected-error lines at its end (tests/bad/README.md). Run it with
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv testdata/bad
# (KT_TOOL: the translator, default build/bin/kokkos-translate; KT_LLVM_BIN: FileCheck's folder).
# lit and FileCheck come from Debian's llvm-19-tools.
import os

import lit.formats


config.name = "kokkos-translate bad inputs"
# A case is its folder's input.cpp; the other files there (headers) are what it includes.
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(os.path.dirname(config.test_source_root))
config.test_exec_root = os.path.join(os.environ.get("KT_BUILD", os.path.join(root, "build")), "lit", "bad")
tool = os.environ.get("KT_TOOL", os.path.join(root, "build", "bin", "kokkos-translate"))
config.substitutions.append(("%kt", tool))
config.substitutions.append(("%refuses", "bash %s %s" % (os.path.join(root, "tests", "lit", "refuses.sh"), tool)))
llvm_bin = os.environ.get("KT_LLVM_BIN", "/usr/lib/llvm-19/bin")  # FileCheck
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
for var in ("KOKKOS_TRANSLATE_PCH_CACHE", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
