#!/usr/bin/env bash
# LocatorLab's libFuzzer targets: one harness per input parser, each checking
# the parser's invariants (Sources/LocatorLabFuzzing/FuzzChecker*.swift), not
# only that it does not crash.
#
#   scripts/fuzz.sh list                    # the targets
#   scripts/fuzz.sh build [TARGET...]       # build harnesses (all by default)
#   scripts/fuzz.sh TARGET SECONDS [ARGS]   # fuzz one target; ARGS go to libFuzzer
#   scripts/fuzz.sh all SECONDS             # every target in turn, SECONDS each
#   scripts/fuzz.sh repro TARGET FILE...    # run inputs (e.g. a finding) once
#
# The library modules are built once with -sanitize=fuzzer,address in
# .build-fuzz (git-ignored, apart from `swift build`), then each harness in
# Fuzz/TARGET/ is linked to them with swiftc. The seed corpus is made from
# the project's own samples and fixtures as Fuzz/TARGET/seeds.txt lists them;
# what libFuzzer learns is kept in .build-fuzz/corpus/TARGET across runs, and
# an input that breaks an invariant is saved in .build-fuzz/findings/TARGET/.
# Each run ends with one line: target, executions, executions per second,
# corpus size and findings.
#
# Environment: FUZZ_NO_BUILD=1 (link against the modules as last built, e.g.
# while sources are being edited), JOBS (swift build jobs, default 2), FUZZ_RSS_MB (memory limit
# per run, default 2048), FUZZ_TIMEOUT (seconds one input may take before it
# counts as a hang, default 25).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SCRATCH=.build-fuzz
BIN=$SCRATCH/bin
TARGETS=(xml debug-description json
  convert-java convert-kotlin convert-python convert-javascript convert-typescript convert-ruby convert-csharp convert-robot convert-swift
  xpath predicate class-chain uiautomator)

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
  exit 64
}

known() {
  local target
  for target in "${TARGETS[@]}"; do [ "$target" = "$1" ] && return 0; done
  echo "fuzz.sh: unknown target '$1'; the targets are: ${TARGETS[*]}" >&2
  exit 64
}

build_library() {
  if [ -n "${FUZZ_NO_BUILD:-}" ]; then return; fi
  local started=$SECONDS
  swift build -c release --scratch-path "$SCRATCH" --target LocatorLabFuzzing -j "${JOBS:-2}" \
    -Xswiftc -sanitize=fuzzer,address >&2
  echo "fuzz.sh: library modules built in $((SECONDS - started)) s" >&2
}

link_harness() { # link_harness TARGET: relinks when the harness or a module object is newer
  local target=$1 out=$BIN/fuzz-$1
  local release
  release=$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)
  # Yams (convert's config file) and its C library CYaml are linked too, and
  # CYaml's module map is named: Yams's module imports it, and swiftc does
  # not find a package dependency's C module on its own.
  local objects=("$release"/LocatorLab*.build/*.o "$release"/Yams.build/*.o "$release"/CYaml.build/src/*.o)
  local cyaml="$ROOT/$SCRATCH/checkouts/Yams/Sources/CYaml/include"
  if [ -x "$out" ] && [ -z "$(find Fuzz/"$target" Fuzz/Shared "${objects[@]}" -newer "$out" -print -quit)" ]; then
    return
  fi
  mkdir -p "$BIN"
  local started=$SECONDS
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name "fuzz_${target//-/_}" \
    -I "$release/Modules" -Xcc -fmodule-map-file="$ROOT/CLibXML/module.modulemap" \
    -Xcc -fmodule-map-file="$cyaml/module.modulemap" -Xcc -I -Xcc "$cyaml" \
    $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    Fuzz/Shared/*.swift Fuzz/"$target"/*.swift "${objects[@]}" $(pkg-config --libs libxml-2.0) -o "$out" 2>&1 |
    { grep -v "Cannot export local symbol '__asan" || true; } >&2
  [ "${PIPESTATUS[0]}" -eq 0 ] && [ -x "$out" ] || { echo "fuzz.sh: linking $out failed" >&2; exit 1; }
  echo "fuzz.sh: linked $out in $((SECONDS - started)) s" >&2
}

seed_corpus() { # seed_corpus TARGET DIR: writes the seeds Fuzz/TARGET/seeds.txt lists into DIR
  local target=$1 dir=$2 line path n=0
  rm -rf "$dir" && mkdir -p "$dir"
  while IFS= read -r line || [ -n "$line" ]; do
    line="${line#"${line%%[![:space:]]*}"}"
    case "$line" in
      '' | '#'*) continue ;;
      lines:*)
        path="${line#lines:}"
        path="${path#"${path%%[![:space:]]*}"}"
        while IFS= read -r entry || [ -n "$entry" ]; do
          entry="${entry#"${entry%%[![:space:]]*}"}"
          entry="${entry%"${entry##*[![:space:]]}"}"
          case "$entry" in '' | '#'*) continue ;; esac
          n=$((n + 1))
          printf '%s' "$entry" >"$dir/line-$n"
        done <"$path"
        ;;
      *)
        for path in $line; do
          [ -f "$path" ] || continue
          n=$((n + 1))
          cp "$path" "$dir/$n-$(basename "$path")"
        done
        ;;
    esac
  done <"Fuzz/$target/seeds.txt"
}

run_target() { # run_target TARGET SECONDS [ARGS...]
  local target=$1 seconds=$2
  shift 2
  link_harness "$target"
  local corpus=$SCRATCH/corpus/$target seeds=$SCRATCH/seeds/$target findings=$SCRATCH/findings/$target
  local log=$SCRATCH/logs/$target.log
  mkdir -p "$corpus" "$findings" "$(dirname "$log")"
  seed_corpus "$target" "$seeds"
  local dict=()
  [ -f "Fuzz/$target/$target.dict" ] && dict=(-dict="Fuzz/$target/$target.dict")
  local status=0
  LOCATORLAB_FUZZ_ROOT=$ROOT ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$BIN/fuzz-$target" \
    -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-25}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
    -print_final_stats=1 -artifact_prefix="$findings/" "${dict[@]}" "$@" "$corpus" "$seeds" >"$log" 2>&1 || status=$?
  local runs rate
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  local found
  found=$(find "$findings" -type f | wc -l)
  printf '%-20s %12s runs %8s/s  corpus %5s  findings %s  (exit %s, log %s)\n' "$target" "${runs:-?}" "${rate:-?}" \
    "$(find "$corpus" -type f | wc -l)" "$found" "$status" "$log"
  if [ "$status" -ne 0 ]; then
    grep -m1 -E 'invariant broken|ERROR: (AddressSanitizer|libFuzzer)|Fatal error|SUMMARY' "$log" >&2 || true
  fi
  return "$status"
}

[ $# -ge 1 ] || usage
case "$1" in
  list)
    printf '%s\n' "${TARGETS[@]}"
    ;;
  build)
    shift
    build_library
    for target in "${@:-${TARGETS[@]}}"; do
      known "$target"
      link_harness "$target"
    done
    ;;
  repro)
    [ $# -ge 3 ] || usage
    known "$2"
    build_library
    link_harness "$2"
    target=$2
    shift 2
    LOCATORLAB_FUZZ_ROOT=$ROOT ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$BIN/fuzz-$target" "$@"
    ;;
  all)
    [ $# -eq 2 ] || usage
    build_library
    failed=0
    for target in "${TARGETS[@]}"; do run_target "$target" "$2" || failed=1; done
    exit "$failed"
    ;;
  -h | --help | help) usage ;;
  *)
    [ $# -ge 2 ] || usage
    known "$1"
    [[ "$2" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: SECONDS must be a whole number of seconds, not '$2'" >&2; exit 64; }
    build_library
    run_target "$@"
    ;;
esac
