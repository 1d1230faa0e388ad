#!/usr/bin/env bash
# The consumer-cost table alone (issues 14 and 43): a module of N generated multicasts against
# its thin hand-written equivalent, compiled in the same run (debug and release `-O -wmo` build
# time, debug, release and stripped release binary size, lines), and `mdgen generate` against
# `swiftc -parse` of its output. The full run compiles modules of 1, 10 and 50 protocols, 11
# debug and 5 release builds each after a warm-up, and takes tens of minutes on a busy
# machine; `--smoke` (what CI runs) compiles 1 protocol, with one release build each whose
# time is indicative only. Compile times follow the machine's load, which the notes report.
#
#   Benchmarks/scripts/consumer-cost.sh [--smoke]
#
# Builds mdgen-benchmarks (and the mdgen it runs) in release first. The same table is part of
# the full `mdgen-benchmarks` run.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --package-path Benchmarks --product mdgen-benchmarks
"$(swift build -c release --package-path Benchmarks --show-bin-path)/mdgen-benchmarks" \
    --only consumer-cost "$@"
