#!/usr/bin/env bash
# LocatorLab's benchmarks, in a release build. Every figure is printed beside
# libxml2 (or xmllint) measured in the same run, in alternating order: the
# machines are noisy, so read medians and ratios, not absolutes.
#
#   scripts/benchmark.sh                 # everything below (about 10 minutes)
#   scripts/benchmark.sh load            # bytes -> model + index vs xmlReadMemory, in one process
#   scripts/benchmark.sh memory          # peak memory of that load vs libxml2's DOM, one process each
#   scripts/benchmark.sh query           # whole `locatorlab query` vs `xmllint --xpath`, 1k and 1M elements
#   scripts/benchmark.sh compare         # whole `locatorlab compare`: one locator at 1M, five at 10k
#   scripts/benchmark.sh limits          # a --max-bytes file of empty elements, a 1M-deep file
#   scripts/benchmark.sh evaluate        # LocatorEngine.evaluate vs libxml2 per call
#   scripts/benchmark.sh strategies      # predicate / class chain / UiSelector vs the equivalent XPath
#   scripts/benchmark.sh convert         # convert over a synthetic 10,000-file suite
#   scripts/benchmark.sh replay          # a find through locatorlab replay vs the evaluation alone
#   scripts/benchmark.sh lookup          # identifier lookups vs a C hash table of the same keys, 1k to 1M
#   scripts/benchmark.sh inspect         # whole `locatorlab inspect` of a 100k and a 1M page source (goal at 1M: <= 30 s)
#
# SIZES="10000 100000" and RUNS=5 change the sizes and repetitions.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v xmllint >/dev/null || [ ! -x /usr/bin/time ]; then
  echo "installing xmllint and time" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq libxml2-utils time >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq libxml2-utils time >/dev/null; }
fi
# The README's install: every executable (locatorlab, locatorlab-server and
# locatorlab-benchmarks) with the Swift runtime and Foundation inside, in one
# build; FoundationNetworking links libcurl (libcurl4-openssl-dev).
if ! pkg-config --exists libcurl 2>/dev/null; then
  echo "installing libcurl4-openssl-dev" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq libcurl4-openssl-dev >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq libcurl4-openssl-dev >/dev/null; }
fi
swift build -c release --static-swift-stdlib >&2

BIN=.build/release
OUT=benchmark-output
mkdir -p "$OUT"
SIZES=${SIZES:-"10000 100000 1000000"}
RUNS=${RUNS:-3}
section=${1:-all}

page() { # page N -> path of a synthetic iOS page source of N elements
  local file="$OUT/ios-$1.xml"
  [ -f "$file" ] || "$BIN/locatorlab" generate --elements "$1" --seed 7 -o "$file"
  echo "$file"
}

run() { # run CMD... -> "seconds peak-KiB exit-status" of the whole process
  /usr/bin/time -f "%e %M %x" -o "$OUT/time.txt" "$@" >"$OUT/stdout.txt" 2>"$OUT/stderr.txt" || true
  tail -n 1 "$OUT/time.txt"
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "n/a" }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.0f MiB", k / 1024 }'; }

# An element name that occurs in the file, for an XPath with a real answer.
some_name() { grep -o ' name="[^"]*"' "$1" | sed -n "$(( $(grep -c . "$1") / 2 ))p" | cut -d'"' -f2; }

versus() { # versus LABEL -- BASELINE CMD... -- OURS CMD...: alternate RUNS times, print medians and ratios
  local label=$1; shift 2
  local baseline=() ours=()
  while [ "$1" != "--" ]; do baseline+=("$1"); shift; done; shift
  ours=("$@")
  : >"$OUT/a.txt"; : >"$OUT/b.txt"
  for _ in $(seq "$RUNS"); do
    run "${baseline[@]}" >>"$OUT/a.txt"
    run "${ours[@]}" >>"$OUT/b.txt"
  done
  local at am bt bm bx
  at=$(cut -d' ' -f1 "$OUT/a.txt" | median); am=$(cut -d' ' -f2 "$OUT/a.txt" | median)
  bt=$(cut -d' ' -f1 "$OUT/b.txt" | median); bm=$(cut -d' ' -f2 "$OUT/b.txt" | median)
  bx=$(cut -d' ' -f3 "$OUT/b.txt" | sort -u | tr '\n' ' ')
  printf '  %-28s baseline %7.2f s %9s | LocatorLab %7.2f s %9s (exit %s) | time %s, memory %s\n' \
    "$label" "$at" "$(mib "$am")" "$bt" "$(mib "$bm")" "${bx% }" "$(ratio "$bt" "$at")" "$(ratio "$bm" "$am")"
}

if [ "$section" = all ] || [ "$section" = load ]; then
  echo "== load: bytes to a queryable structure, in one process (xmlReadMemory vs model + index)"
  for n in $SIZES; do
    runs=15; [ "$n" -ge 1000000 ] && runs=$RUNS; [ "$n" -ge 100000 ] && [ "$n" -lt 1000000 ] && runs=7
    "$BIN/locatorlab-benchmarks" load --elements "$n" --runs "$runs"
  done
fi

if [ "$section" = all ] || [ "$section" = memory ]; then
  echo "== memory: peak of one load above the bytes already read (a process each, alternating; target <= 0.50x)"
  for n in $SIZES; do
    file=$(page "$n")
    : >"$OUT/a.txt"; : >"$OUT/b.txt"
    for _ in $(seq "$RUNS"); do
      "$BIN/locatorlab-benchmarks" load-peak libxml2 "$file" | awk '{ print $1 - $2, $1 }' >>"$OUT/a.txt"
      "$BIN/locatorlab-benchmarks" load-peak locatorlab "$file" | awk '{ print $1 - $2, $1 }' >>"$OUT/b.txt"
    done
    a=$(cut -d' ' -f1 "$OUT/a.txt" | median); b=$(cut -d' ' -f1 "$OUT/b.txt" | median)
    ap=$(cut -d' ' -f2 "$OUT/a.txt" | median); bp=$(cut -d' ' -f2 "$OUT/b.txt" | median)
    printf '  %8s elements  libxml2 DOM %9s (process %9s) | model + index %9s (process %9s) | %s\n' \
      "$n" "$(mib "$a")" "$(mib "$ap")" "$(mib "$b")" "$(mib "$bp")" "$(ratio "$b" "$a")"
  done
fi

spawns() { # spawns LABEL -- BASELINE CMD... -- OURS CMD...: 45 alternating spawns each, median wall time
  local label=$1; shift 2
  local baseline=()
  while [ "$1" != "--" ]; do baseline+=("$1"); shift; done; shift
  python3 - "$label" "${#baseline[@]}" "${baseline[@]}" "$@" <<'PY'
import statistics, subprocess, sys, time
label, count = sys.argv[1], int(sys.argv[2])
baseline, ours = sys.argv[3:3 + count], sys.argv[3 + count:]
times = {0: [], 1: []}
for _ in range(45):
    for side, command in ((0, baseline), (1, ours)):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[side].append(time.perf_counter() - start)
a, b = statistics.median(times[0]), statistics.median(times[1])
print(f"  {label:<28} baseline {a * 1000:7.1f} ms | LocatorLab {b * 1000:7.1f} ms | time {b / a:.2f}x (median of 45 spawns each)")
PY
}

if [ "$section" = all ] || [ "$section" = query ]; then
  echo "== query: whole process, xmllint --xpath vs locatorlab query (targets: <= 1.3x time; 1M: <= 1.5 GiB)"
  file=$(page 1000); name=$(some_name "$file"); xpath="//*[@name='$name']"
  # /usr/bin/time counts in 10 ms steps, as long as the whole run here.
  spawns "1000 elements, $xpath" -- xmllint --xpath "$xpath" "$file" -- "$BIN/locatorlab" query "$file" "$xpath"
  versus "1000 elements, peak memory" -- xmllint --xpath "$xpath" "$file" -- "$BIN/locatorlab" query "$file" "$xpath"
  file=$(page 1000000); name=$(some_name "$file"); xpath="//*[@name='$name']"
  versus "1000000 elements, $xpath" -- xmllint --xpath "$xpath" "$file" -- "$BIN/locatorlab" query "$file" "$xpath"
fi

if [ "$section" = all ] || [ "$section" = compare ]; then
  echo "== compare: whole process, default settings (baseline: xmllint --xpath on the same file)"
  file=$(page 1000000); name=$(some_name "$file"); xpath="//*[@name='$name']"
  versus "1 locator, 1M elements" -- xmllint --xpath "$xpath" "$file" -- "$BIN/locatorlab" compare "$file" --locator "$xpath"
  file=$(page 10000)
  grep -o ' name="[^"]*"' "$file" | cut -d'"' -f2 | awk 'NR % 97 == 0' | head -n 5 | sed "s/.*/\/\/*[@name='&']/" >"$OUT/locators.txt"
  versus "5 locators, 10k elements" -- xmllint --xpath "$(head -n 1 "$OUT/locators.txt")" "$file" \
    -- "$BIN/locatorlab" compare "$file" --locators "$OUT/locators.txt"
  echo "  (per locator at 10k: the LocatorLab time above divided by 5; target <= 0.2 s)"
fi

if [ "$section" = all ] || [ "$section" = limits ]; then
  echo "== limits: refused inputs (targets: --max-bytes file <= 1 GiB peak, 1M-deep file <= 200 MiB)"
  flat="$OUT/flat-256MiB.xml"
  [ -f "$flat" ] || python3 -c "
import sys
head, tail, item = b'<hierarchy>', b'</hierarchy>', b'<a/>'
n = (256 * 1024 * 1024 - len(head) - len(tail)) // len(item)
sys.stdout.buffer.write(head + item * n + tail)" >"$flat"
  # A page source (UiAutomator2's root) nested a million deep: refused at
  # the depth limit, not for its root.
  deep="$OUT/deep-1M-hierarchy.xml"
  [ -f "$deep" ] || python3 -c "
import sys
sys.stdout.buffer.write(b'<hierarchy>' + b'<node>' * 1000000 + b'</node>' * 1000000 + b'</hierarchy>')" >"$deep"
  for file in "$flat" "$deep"; do
    versus "$(basename "$file")" -- xmllint --noout --huge "$file" -- "$BIN/locatorlab" query "$file" "//a"
    echo "    locatorlab said: $(head -c 200 "$OUT/stderr.txt")"
  done
fi

if [ "$section" = all ] || [ "$section" = evaluate ]; then
  echo "== evaluate: per call, on the same document (targets: //*[@name] <= 1.05x, absolute path <= 1.1x)"
  "$BIN/locatorlab-benchmarks" evaluate --elements 10000
fi

if [ "$section" = all ] || [ "$section" = strategies ]; then
  echo "== strategies: each native strategy vs the XPath selecting the same elements, 10k elements (target <= 1.00x)"
  "$BIN/locatorlab-benchmarks" strategies --elements 10000
fi

if [ "$section" = all ] || [ "$section" = lookup ]; then
  echo "== lookup: LocatorIndex and the accessibility id strategy vs a C hash lookup (target: evaluate <= 2x the C hash)"
  "$BIN/locatorlab-benchmarks" lookup
fi

if [ "$section" = inspect ]; then
  # The issue's measurement: `inspect` of a generated page source, whole
  # process, alternating RUNS times with xmllint reading the same file (the
  # cost of looking at it at all). The page's sha256 shows whether a change
  # left the output alone.
  echo "== inspect: whole process (goal: 1M elements <= 30 s); medians of $RUNS, alternating with xmllint --noout"
  for n in ${INSPECT_SIZES:-100000 1000000}; do
    file=$(page "$n")
    : >"$OUT/a.txt"; : >"$OUT/b.txt"
    for _ in $(seq "$RUNS"); do
      /usr/bin/time -f "%e %U %M" -o "$OUT/time.txt" xmllint --noout --huge "$file" >/dev/null 2>&1 || true
      tail -n 1 "$OUT/time.txt" >>"$OUT/a.txt"
      /usr/bin/time -f "%e %U %M" -o "$OUT/time.txt" "$BIN/locatorlab" inspect "$file" -o "$OUT/inspect-$n.html" \
        >/dev/null 2>"$OUT/stderr.txt" || true
      tail -n 1 "$OUT/time.txt" >>"$OUT/b.txt"
    done
    printf '  %-8s elements: inspect wall %s s, user CPU %s s, peak %s (wall of each run: %s) | xmllint %s s | page sha256 %s\n' \
      "$n" "$(cut -d' ' -f1 "$OUT/b.txt" | median)" "$(cut -d' ' -f2 "$OUT/b.txt" | median)" \
      "$(mib "$(cut -d' ' -f3 "$OUT/b.txt" | median)")" "$(cut -d' ' -f1 "$OUT/b.txt" | tr '\n' ' ')" \
      "$(cut -d' ' -f1 "$OUT/a.txt" | median)" "$(sha256sum "$OUT/inspect-$n.html" | cut -c1-16)"
  done
fi

if [ "$section" = convert ]; then
  "$BIN/locatorlab-benchmarks" convert
fi

if [ "$section" = all ] || [ "$section" = replay ]; then
  echo "== replay: a find through locatorlab replay above the evaluation alone, 1k elements (target p50 <= 1 ms above);"
  echo "   40 sessions x 25 finds at once (target: every answer right)"
  "$BIN/locatorlab-benchmarks" replay --elements 1000
fi
