#!/usr/bin/env bash
# Fuzzes mdgen with libFuzzer: the .mdgen front end (lexer, parser, model builder, generation),
# or, with --templates, the Mustache engine (template text and context together).
#
#   scripts/fuzz.sh [--templates] [seconds]          explore from a random seed for that long
#                                                    (default 60), keeping what it finds in a
#                                                    corpus under .build; exits 1 on a finding
#   scripts/fuzz.sh [--templates] --runs <count>     the same inputs on every run: a fixed seed,
#                                                    <count> executions, a fresh corpus and
#                                                    deterministic hashing (what CI runs)
#   scripts/fuzz.sh [--templates] --regressions      every past finding, of both targets
#                                                    (Fuzz/Regressions/*/), run once
#   scripts/fuzz.sh [--templates] --replay <file>…   the target once on saved inputs
#
# It compiles the stage modules the target needs (Sources/MDGenSyntax, MDGenModel, MDGenMustache
# and MDGenCore for the front end; MDGenSyntax and MDGenMustache for the templates), each into
# a static library with testing enabled, then the target (Fuzz/FuzzFrontEnd.swift, or
# Fuzz/FuzzTemplates.swift) with Fuzz/FuzzSupport.swift, which `@testable import` them, all
# with `swiftc -sanitize=fuzzer,address -parse-as-library -O`. Fuzzing starts from the seeds —
# every .mdgen file of Tests/ and Examples/ for the front end; Templates/*.mustache and every
# .mustache file of Tests/ for the templates — plus the target's past findings in
# Fuzz/Regressions/FrontEnd or Fuzz/Regressions/Templates. A crash, a hang (over 10 s for one
# input) or a broken invariant saves the input as <work>/artifacts/<kind>-<hash>, <work> being
# .build/fuzz or .build/fuzz-templates: replay it, fix the bug, and add the input to the
# target's Fuzz/Regressions folder under a name that says what it found.
#
# MDGEN_FUZZ_JOBS=N runs N fuzzing processes at once in a timed run (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--templates" ]; then
    shift
    target=Fuzz/FuzzTemplates.swift
    modules=(MDGenSyntax MDGenMustache)
    work=.build/fuzz-templates
    binary=$work/fuzz-templates
    dictionary=Fuzz/mustache.dict
    regressions=Fuzz/Regressions/Templates
    seeds() {
        find Templates Tests -name '*.mustache' -not -path '*/.build/*'
    }
else
    target=Fuzz/FuzzFrontEnd.swift
    modules=(MDGenSyntax MDGenModel MDGenMustache MDGenCore)
    work=.build/fuzz
    binary=$work/fuzz-front-end
    dictionary=Fuzz/mdgen.dict
    regressions=Fuzz/Regressions/FrontEnd
    seeds() {
        find Tests Examples -name '*.mdgen' -not -path '*/.build/*'
    }
fi
mkdir -p "$work/corpus" "$work/artifacts"

# Copies the seeds afresh into $work/seeds, each named after its whole path so that no two
# collide (Tests/A/X.mdgen and Tests/B/X.mdgen are both seeds) and a deleted one is gone.
seed() {
    local file
    rm -rf "$work/seeds"
    mkdir -p "$work/seeds"
    seeds | while read -r file; do
        cp "$file" "$work/seeds/${file//\//_}"
    done
}

build() {
    local sources=("${modules[@]/#/Sources/}")
    # Rebuild only when a source is newer than the binary.
    if [ -x "$binary" ] && [ -z "$(find Fuzz "${sources[@]}" -newer "$binary" -name '*.swift' | head -1)" ]; then
        return
    fi
    echo "fuzz.sh: building $binary" >&2
    local flags=("-sanitize=fuzzer,address" -parse-as-library -O -package-name mdgen -I "$work/modules")
    mkdir -p "$work/modules"
    # Each stage in pipeline order, as a library its successors and the target import.
    local module libraries=()
    for module in "${modules[@]}"; do
        # shellcheck disable=SC2046
        swiftc "${flags[@]}" -enable-testing -module-name "$module" -emit-module \
            -emit-module-path "$work/modules/$module.swiftmodule" -emit-library -static \
            -o "$work/modules/lib$module.a" $(find "Sources/$module" -name '*.swift' | sort)
        libraries=("-l$module" "${libraries[@]}")
    done
    swiftc "${flags[@]}" -module-name MDGenFuzz -use-ld=lld -L "$work/modules" "${libraries[@]}" \
        -o "$binary" "$target" Fuzz/FuzzSupport.swift
}

build
case "${1:-}" in
--replay)
    shift
    exec "$binary" "${@:?usage: scripts/fuzz.sh [--templates] --replay <file>…}"
    ;;
--regressions)
    # Each target runs every past finding, its own and the other's: hostile input to one
    # is hostile input to both.
    mapfile -t inputs < <(find Fuzz/Regressions -type f -not -name '.*' | sort)
    [ "${#inputs[@]}" -gt 0 ] || { echo "fuzz.sh: no file in Fuzz/Regressions" >&2; exit 1; }
    if ! "$binary" "${inputs[@]}" > "$work/regressions.log" 2>&1; then
        grep -aE 'Running:|ERROR|SUMMARY|Fatal error' "$work/regressions.log" | sed "s|^|$target: |" >&2
        echo "fuzz.sh: $target: a past finding fails again; see $work/regressions.log" >&2
        exit 1
    fi
    echo "fuzz.sh: $target: all ${#inputs[@]} past findings run clean" >&2
    exit 0
    ;;
esac

seed
jobs=${MDGEN_FUZZ_JOBS:-1}
launcher=()
options=(-dict="$dictionary" -timeout=10 -rss_limit_mb=4096 -max_len=8192 -print_final_stats=1
    -artifact_prefix="$work/artifacts/")
if [ "${1:-}" = "--runs" ]; then
    runs=${2:?usage: scripts/fuzz.sh [--templates] --runs <count>}
    # The same executions on every run of the same tree: a fixed seed, a fixed count rather
    # than a time, one process, a corpus that starts empty, Swift's hashing (whose order the
    # code under test may follow) made deterministic, and no address randomisation, since
    # libFuzzer also mutates towards values the code compared, pointers among them.
    corpus=$work/deterministic-corpus
    rm -rf "$corpus"
    mkdir -p "$corpus"
    export SWIFT_DETERMINISTIC_HASHING=1
    if setarch "$(uname -m)" -R true 2> /dev/null; then
        launcher=(setarch "$(uname -m)" -R)
    else
        echo "fuzz.sh: cannot turn off address randomisation here; runs may differ" >&2
    fi
    options+=(-seed=1 -runs="$runs")
    description="$runs executions from seed 1"
else
    seconds=${1:-60}
    corpus=$work/corpus
    options+=(-max_total_time="$seconds")
    if [ "$jobs" -gt 1 ]; then
        options+=(-fork="$jobs" -ignore_crashes=0)
    fi
    description="${seconds}s from a random seed with $jobs job(s)"
fi

echo "fuzz.sh: fuzzing $target, $description; artifacts go to $work/artifacts/" >&2
status=0
"${launcher[@]}" "$binary" "$corpus" "$work/seeds" "$regressions" "${options[@]}" \
    > "$work/last-run.log" 2>&1 || status=$?
# The figures worth reporting: coverage when the corpus is loaded and at the end, the
# totals, and any crash report, each line naming the target: CI runs both targets at once.
grep -aE 'INITED|DONE|^Done|stat::|ERROR|SUMMARY|Test unit written|Fatal error' "$work/last-run.log" \
    | sed "s|^|$target: |" >&2 || true
if [ "$status" -ne 0 ]; then
    echo "fuzz.sh: $target: the fuzzer found a problem (exit $status); see $work/last-run.log" >&2
    exit 1
fi
echo "fuzz.sh: $target: no crash, hang or broken invariant in $description" >&2
