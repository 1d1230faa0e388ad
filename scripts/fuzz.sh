#!/usr/bin/env bash
# Fuzzes mdgen with libFuzzer: the .mdgen front end (lexer, parser, model builder, generation);
# with --templates, the Mustache engine (template text and context together); with --lsp, the
# language server's message reader and the server behind it.
#
#   scripts/fuzz.sh [--templates|--lsp] [seconds]        explore from a random seed for that
#                                                        long (default 60), keeping what it
#                                                        finds in a corpus under .build;
#                                                        exits 1 on a finding
#   scripts/fuzz.sh [--templates|--lsp] --runs <count>   the same inputs on every run: a fixed
#                                                        seed, <count> executions, a fresh
#                                                        corpus, deterministic hashing and no
#                                                        address randomisation (what CI runs)
#   scripts/fuzz.sh [--templates|--lsp] --regressions    every past finding, of every target
#                                                        (Fuzz/Regressions/*/), run once
#   scripts/fuzz.sh [--templates|--lsp] --replay <file>… the target once on saved inputs
#
# It compiles the stage modules the target needs, each into a static library with testing
# enabled (shared by the targets, in .build/fuzz-modules), then the target (Fuzz/Fuzz*.swift)
# with Fuzz/FuzzSupport.swift, which `@testable import` them, all with
# `swiftc -sanitize=fuzzer,address -parse-as-library -O`. Fuzzing starts from the seeds — every
# .mdgen file of Tests/ and Examples/, and the Swift files `mdgen import` is tested with, for
# the front end (which imports each input as Swift too); Templates/*.mustache and every
# .mustache file of Tests/ for the templates; Fuzz/LanguageServerSeeds for the server — plus
# the target's past findings in Fuzz/Regressions/FrontEnd, Templates or LanguageServer. A
# crash, a hang (over 10 s for one input) or a broken invariant saves the input as
# <work>/artifacts/<kind>-<hash>, <work> being .build/fuzz, fuzz-templates or fuzz-lsp: replay
# it, fix the bug, and add the input to the target's Fuzz/Regressions folder under a name that
# says what it found.
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
elif [ "${1:-}" = "--lsp" ]; then
    # The language server's message reader and the server behind it, already initialized.
    shift
    target=Fuzz/FuzzLanguageServer.swift
    modules=(MDGenSyntax MDGenModel MDGenMustache MDGenCore MDGenLanguageServer)
    work=.build/fuzz-lsp
    binary=$work/fuzz-lsp
    dictionary=Fuzz/lsp.dict
    regressions=Fuzz/Regressions/LanguageServer
    seeds() {
        find Fuzz/LanguageServerSeeds -type f
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
        find Tests/Fixtures/Import -name '*.swift'
    }
fi
mkdir -p "$work/corpus" "$work/artifacts"
modules_dir=.build/fuzz-modules

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
    local flags=("-sanitize=fuzzer,address" -parse-as-library -O -package-name mdgen -I "$modules_dir")
    mkdir -p "$modules_dir"
    # Each stage in pipeline order, as a library its successors and the target import, shared
    # by every target (their flags are the same). A library is rebuilt when a source of its
    # own or of a stage before it is newer.
    local module library libraries=() sources=()
    for module in "${modules[@]}"; do
        sources+=("Sources/$module")
        library=$modules_dir/lib$module.a
        if [ ! -f "$library" ] || [ -n "$(find "${sources[@]}" -newer "$library" -name '*.swift' | head -1)" ]; then
            echo "fuzz.sh: building $module" >&2
            # shellcheck disable=SC2046
            swiftc "${flags[@]}" -enable-testing -module-name "$module" -emit-module \
                -emit-module-path "$modules_dir/$module.swiftmodule" -emit-library -static \
                -o "$library" $(find "Sources/$module" -name '*.swift' | sort)
        fi
        libraries=("-l$module" "${libraries[@]}")
    done
    if [ -x "$binary" ] && [ -z "$(find Fuzz "${sources[@]}" -newer "$binary" -name '*.swift' | head -1)" ]; then
        return
    fi
    echo "fuzz.sh: building $binary" >&2
    swiftc "${flags[@]}" -module-name MDGenFuzz -use-ld=lld -L "$modules_dir" "${libraries[@]}" \
        -o "$binary" "$target" Fuzz/FuzzSupport.swift
}

build
case "${1:-}" in
--replay)
    shift
    exec "$binary" "${@:?usage: scripts/fuzz.sh [--templates|--lsp] --replay <file>…}"
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
    runs=${2:?usage: scripts/fuzz.sh [--templates|--lsp] --runs <count>}
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
