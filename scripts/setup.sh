#!/usr/bin/env bash
# Idempotent set-up of everything kokkos-translate builds and tests with, on Debian 12.
# Usage: scripts/setup.sh   (as root, or with sudo available)
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

PKGS=(
  # build
  cmake ninja-build g++ git python3
  # YAML parser for tests/ci-sample/run.sh (docs/CI.md's workflow)
  python3-yaml
  # LibTooling
  clang-19 libclang-19-dev llvm-19-dev libclang-cpp19-dev clang-format-19
  # lit and FileCheck (the bad-input suite)
  llvm-19-tools
  # clang-offload-packager for OpenMP offload links
  clang-tools-19
  # what Debian's static LLVM libraries link against (the translator links them statically)
  libzstd-dev zlib1g-dev libz3-dev
  # libraries
  nlohmann-json3-dev catch2
  # real Kokkos (Serial) for reference runs
  libtrilinos-kokkos-dev
  # OpenMP offload (clang 19) and OpenACC (GCC 12 nvptx)
  libomp-19-dev gcc-12-offload-nvptx libgomp-plugin-nvptx1
  # HIP for AMD, compile only
  hipcc libamdhip64-dev
)

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PKGS[@]} packages already installed"
  exit 0
fi
echo "setup: installing ${missing[*]}"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "setup: done"
