#!/usr/bin/env bash
# The consumer-cost table alone (issue 14): a module of N generated multicasts against its
# thin hand-written equivalent, compiled in the same run (debug build time, debug and release
# binary size, lines), and `mdgen generate` against `swiftc -parse` of its output. The full
# run compiles modules of 1, 10 and 50 protocols and takes several minutes; compile times
# follow the machine's load, which the table's notes report.
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
