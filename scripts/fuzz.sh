#!/usr/bin/env bash
# Fuzzes the .mdgen front end (lexer, parser, model builder, generation) with libFuzzer.
#
#   scripts/fuzz.sh [seconds]        run for that long (default 60); exits 1 on a crash
#   scripts/fuzz.sh --replay <file>  run the fuzz target once on a saved input
#
# It compiles Fuzz/FuzzFrontEnd.swift with every file of Sources/MDGenCore, using
# `swiftc -sanitize=fuzzer,address -parse-as-library -O`, seeds the corpus with every .mdgen
# file of Tests/ and Examples/, and keeps the corpus in .build/fuzz/corpus between runs.
# A crash, a hang (over 10 s for one input) or a broken invariant saves the input as
# .build/fuzz/artifacts/<kind>-<hash>: replay it, fix the bug, and add the input to
# Tests/Fixtures/Invalid (with its golden diagnostics) or to a regression test.
#
# MDGEN_FUZZ_JOBS=N runs N fuzzing processes at once (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

work=.build/fuzz
binary=$work/fuzz-front-end
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"

build() {
    # Rebuild only when a source is newer than the binary.
    if [ -x "$binary" ] && [ -z "$(find Fuzz Sources/MDGenCore -newer "$binary" -name '*.swift' | head -1)" ]; then
        return
    fi
    echo "fuzz.sh: building $binary" >&2
    # shellcheck disable=SC2046
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name MDGenFuzz \
        -use-ld=lld -o "$binary" \
        Fuzz/FuzzFrontEnd.swift $(find Sources/MDGenCore -name '*.swift' | sort)
}

build
if [ "${1:-}" = "--replay" ]; then
    exec "$binary" "${2:?usage: scripts/fuzz.sh --replay <file>}"
fi

seconds=${1:-60}
find Tests Examples -name '*.mdgen' -not -path '*/.build/*' -exec cp {} "$work/seeds/" \;
jobs=${MDGEN_FUZZ_JOBS:-1}
parallel=()
if [ "$jobs" -gt 1 ]; then
    parallel=(-fork="$jobs" -ignore_crashes=0)
fi

echo "fuzz.sh: fuzzing for ${seconds}s with $jobs job(s); artifacts go to $work/artifacts/" >&2
status=0
"$binary" "$work/corpus" "$work/seeds" \
    -dict=Fuzz/mdgen.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -max_len=8192 -print_final_stats=1 -artifact_prefix="$work/artifacts/" "${parallel[@]}" \
    > "$work/last-run.log" 2>&1 || status=$?
# The figures worth reporting: coverage when the corpus is loaded and at the end, the
# totals, and any crash report.
grep -E 'INITED|DONE|^Done|stat::|ERROR|SUMMARY|Test unit written|Fatal error' "$work/last-run.log" >&2 || true
if [ "$status" -ne 0 ]; then
    echo "fuzz.sh: the fuzzer found a problem (exit $status); see $work/last-run.log" >&2
    exit 1
fi
echo "fuzz.sh: no crash, hang or broken invariant in ${seconds}s" >&2
