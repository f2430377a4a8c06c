#!/bin/bash
# kern.sh PTX PATTERN: the PTX of the entry whose name matches PATTERN, without comments/blank
awk -v p="$2" '$0 ~ p && /\.entry/{k=1} k{print} k && /^}/{exit}' $1 | grep -v "^\s*//" | sed 's#\s*//.*##' | grep -v "^\s*$"
