# lit suite of the targets' plans (rewriters/openmp/OmpPlan.cpp, rewriters/openacc/AccPlan.cpp):
# each tests/plan/*.cpp is a small Kokkos program whose RUN lines translate it for a target and
# whose CHECK lines (FileCheck) state what the plan decided in the output: the OpenMP block's
# collective slots, the OpenACC gang's workers and which worker loops use the vector lanes.
# Run it with
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv tests/plan
# (KT_TOOL: the translator, default build/bin/kokkos-translate; KT_LLVM_BIN: FileCheck's folder).
import os

import lit.formats

config.name = "kokkos-translate plans"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(os.path.dirname(config.test_source_root))
config.test_exec_root = os.path.join(os.environ.get("KT_BUILD", os.path.join(root, "build")), "lit", "plan")
config.substitutions.append(("%kt", os.environ.get("KT_TOOL", os.path.join(root, "build", "bin", "kokkos-translate"))))
llvm_bin = os.environ.get("KT_LLVM_BIN", "/usr/lib/llvm-19/bin")  # FileCheck
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
for var in ("KOKKOS_TRANSLATE_PCH_CACHE", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
