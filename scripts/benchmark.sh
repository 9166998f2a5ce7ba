#!/usr/bin/env bash
# Runs LocatorLab's own benchmarks in a release build.
#   scripts/benchmark.sh                 # parse 100k elements into the model + index vs bare libxml2 parse
#   scripts/benchmark.sh parse --elements 10000 --runs 30
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product locatorlab-benchmarks >&2
exec .build/release/locatorlab-benchmarks "${@:-parse}"
