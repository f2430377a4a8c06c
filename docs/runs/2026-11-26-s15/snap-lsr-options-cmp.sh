#!/bin/bash
# cmp.sh TAG FLAGS...: for snap spmv dot cg, build with FLAGS, then per kernel: regs base->TAG, PTX lines base->TAG, same/diff
tag=$1; shift
S=/tmp/snap/ab-local/src
for b in snap spmv dot cg; do
  [ -f $b-base.ptx ] || ./snap-lsr-devptx.sh $S/$b.cpp $b-base
  ./snap-lsr-devptx.sh $S/$b.cpp $b-$tag "$@"
  while read r k; do
    r2=$(grep " $k\$" $b-$tag.regs | cut -d' ' -f1)
    n1=$(./snap-lsr-kern.sh $b-base.ptx "$k" | sed -E 's/%(rd|r|fd|p|rs|f)[0-9]+/%\1/g' | tee /tmp/k1 | wc -l)
    n2=$(./snap-lsr-kern.sh $b-$tag.ptx "$k" | sed -E 's/%(rd|r|fd|p|rs|f)[0-9]+/%\1/g' | tee /tmp/k2 | wc -l)
    s=$(cmp -s /tmp/k1 /tmp/k2 && echo same || echo DIFF)
    case $k in *kt_*) echo "$tag $b regs $r->$r2 ptx $n1->$n2 $s $(echo $k | sed -E 's/.*(kt_[a-z0-9_]+_L[0-9]+).*/\1/')";; esac
  done < $b-base.regs
done
