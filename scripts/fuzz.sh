#!/usr/bin/env bash
# Fuzzes mdgen with libFuzzer: the .mdgen front end (lexer, parser, model builder, generation),
# or, with --templates, the Mustache engine (template text and context together).
#
#   scripts/fuzz.sh [--templates] [seconds]        run for that long (default 60); exits 1 on
#                                                  a crash
#   scripts/fuzz.sh [--templates] --replay <file>  run the fuzz target once on a saved input
#
# It compiles the stage modules the target needs (Sources/MDGenSyntax, MDGenModel, MDGenMustache
# and MDGenCore for the front end; MDGenSyntax and MDGenMustache for the templates), each into
# a static library with testing enabled, then the target (Fuzz/FuzzFrontEnd.swift, or
# Fuzz/FuzzTemplates.swift) with Fuzz/FuzzSupport.swift, which `@testable import` them, all
# with `swiftc -sanitize=fuzzer,address -parse-as-library -O`. The front end's corpus is seeded with
# every .mdgen file of Tests/ and Examples/ and kept in .build/fuzz/corpus; the templates'
# corpus is seeded with Templates/*.mustache and every .mustache file of Tests/, and kept in
# .build/fuzz-templates/corpus. A crash, a hang (over 10 s for one input) or a broken invariant
# saves the input as <work>/artifacts/<kind>-<hash>: replay it, fix the bug, and add the input
# to Tests/Fixtures/Invalid (with its golden diagnostics) or to a regression test.
#
# MDGEN_FUZZ_JOBS=N runs N fuzzing processes at once (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--templates" ]; then
    shift
    target=Fuzz/FuzzTemplates.swift
    modules=(MDGenSyntax MDGenMustache)
    work=.build/fuzz-templates
    binary=$work/fuzz-templates
    dictionary=Fuzz/mustache.dict
    seed() {
        cp Templates/*.mustache "$work/seeds/"
        find Tests -name '*.mustache' -not -path '*/.build/*' -exec cp {} "$work/seeds/" \;
    }
elif [ "${1:-}" = "--lsp" ]; then
    # The language server's message reader and the server behind it, already initialized.
    shift
    target=Fuzz/FuzzLanguageServer.swift
    modules=(MDGenSyntax MDGenModel MDGenMustache MDGenCore MDGenLanguageServer)
    work=.build/fuzz-lsp
    binary=$work/fuzz-lsp
    dictionary=Fuzz/lsp.dict
    seed() {
        cp Fuzz/LanguageServerSeeds/* "$work/seeds/"
    }
else
    target=Fuzz/FuzzFrontEnd.swift
    modules=(MDGenSyntax MDGenModel MDGenMustache MDGenCore)
    work=.build/fuzz
    binary=$work/fuzz-front-end
    dictionary=Fuzz/mdgen.dict
    seed() {
        find Tests Examples -name '*.mdgen' -not -path '*/.build/*' -exec cp {} "$work/seeds/" \;
    }
fi
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"

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
if [ "${1:-}" = "--replay" ]; then
    exec "$binary" "${2:?usage: scripts/fuzz.sh [--templates] --replay <file>}"
fi

seconds=${1:-60}
seed
jobs=${MDGEN_FUZZ_JOBS:-1}
parallel=()
if [ "$jobs" -gt 1 ]; then
    parallel=(-fork="$jobs" -ignore_crashes=0)
fi

echo "fuzz.sh: fuzzing $target for ${seconds}s with $jobs job(s); artifacts go to $work/artifacts/" >&2
status=0
"$binary" "$work/corpus" "$work/seeds" \
    -dict="$dictionary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -max_len=8192 -print_final_stats=1 -artifact_prefix="$work/artifacts/" "${parallel[@]}" \
    > "$work/last-run.log" 2>&1 || status=$?
# The figures worth reporting: coverage when the corpus is loaded and at the end, the
# totals, and any crash report, each line naming the target: CI runs both targets at once.
grep -E 'INITED|DONE|^Done|stat::|ERROR|SUMMARY|Test unit written|Fatal error' "$work/last-run.log" \
    | sed "s|^|$target: |" >&2 || true
if [ "$status" -ne 0 ]; then
    echo "fuzz.sh: $target: the fuzzer found a problem (exit $status); see $work/last-run.log" >&2
    exit 1
fi
echo "fuzz.sh: $target: no crash, hang or broken invariant in ${seconds}s" >&2
