#!/usr/bin/env bash
# Sharded compare and merge on a generated estate (README, `locatorlab merge`):
# SCREENS x VERSIONS page sources and LOCATOR_SCREENS x LOCATORS locators
# (default 250 x 8 = 2,000 each), compared once whole and once in SHARDS shards run
# one after another, each with its time and peak memory (/usr/bin/time -v),
# then merged in every format of FORMATS, and the merged reports compared
# byte for byte (cmp) with the whole run's.
#
#   scripts/shard-demo.sh                      # the debug build in .build/debug
#   BIN=.build/release scripts/shard-demo.sh   # a release build
#   SCREENS=25 scripts/shard-demo.sh           # a quick run on 200 x 200
#   LOCATOR_SCREENS=5 scripts/shard-demo.sh    # 2,000 page sources x 40 locators
#   SCREENS=5 LOCATORS=400 scripts/shard-demo.sh   # 40 page sources x 2,000 locators
#   ONLY="1 8" scripts/shard-demo.sh            # shards 1 and 8 of 2,000 x 2,000 only, no merge
#
# A compare report lists each locator's results on the page sources of its
# own screens and counts the others (`notThisScreen`): a shard of
# 2,000 x 2,000 is about 16 MB (it was 329 MB when every locator had a result
# on every page source, 498,000 of a shard's 500,000 saying "not this screen").
#
# Timings are left out (--no-timing): they differ between any two runs, and
# the byte-for-byte check is about everything else. --seeds 1 keeps the
# survival trials to one per mutation.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BIN:-.build/debug}
SCREENS=${SCREENS:-250}
VERSIONS=${VERSIONS:-8}
LOCATORS=${LOCATORS:-8}
LOCATOR_SCREENS=${LOCATOR_SCREENS:-$SCREENS}
SHARDS=${SHARDS:-8}
FORMATS=${FORMATS:-"json text markdown html junit"}
OUT=${OUT:-shard-demo-output}
OPTIONS=(--no-timing --seeds 1)

[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
rm -rf "$OUT"
mkdir -p "$OUT/parts" "$OUT/whole" "$OUT/merged"
python3 scripts/shard-demo-estate.py "$OUT/estate" "$SCREENS" "$VERSIONS" "$LOCATORS" "$LOCATOR_SCREENS"
pages=$(ls "$OUT/estate/pages" | wc -l)
locators=$(wc -l <"$OUT/estate/locators.txt")
echo "estate: $pages page sources, $locators locators; $SHARDS shards; build $BIN"

# `name seconds peak-KiB` from a /usr/bin/time -v log.
measured() {
  local wall peak
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$2")
  peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$2")
  printf '%-22s wall %8s  peak %7d MiB\n' "$1" "$wall" $((peak / 1024))
}

run() {
  local name=$1
  shift
  /usr/bin/time -v -o "$OUT/$name.time" "$@" 2>>"$OUT/stderr.log" || {
    echo "$name failed; see $OUT/stderr.log" >&2
    exit 1
  }
  measured "$name" "$OUT/$name.time"
}

compare=("$BIN/locatorlab" compare "$OUT/estate/pages" --locators "$OUT/estate/locators.txt" "${OPTIONS[@]}")
for index in ${ONLY:-$(seq 1 "$SHARDS")}; do
  run "shard-$index-of-$SHARDS" "${compare[@]}" --shard "$index/$SHARDS" -o "$OUT/parts/part-$index.json"
  [ -z "${ONLY:-}" ] || ls -l "$OUT/parts/part-$index.json" | awk '{print "  part: " $5 " bytes"}'
done
# Some shards only: their times, memory and part sizes, no merge.
[ -z "${ONLY:-}" ] || exit 0
for format in $FORMATS; do
  run "merge-$format" "$BIN/locatorlab" merge "$OUT"/parts/part-*.json --format "$format" -o "$OUT/merged/report.$format"
done
for format in $FORMATS; do
  run "whole-$format" "${compare[@]}" --format "$format" -o "$OUT/whole/report.$format"
done
for format in $FORMATS; do
  if cmp -s "$OUT/whole/report.$format" "$OUT/merged/report.$format"; then
    echo "$format: merged equals whole ($(wc -c <"$OUT/whole/report.$format") bytes)"
  else
    echo "$format: merged DIFFERS from whole" >&2
    cmp "$OUT/whole/report.$format" "$OUT/merged/report.$format" >&2 || true
    exit 1
  fi
done
du -sh "$OUT/parts" | awk '{print "parts: " $1}'
