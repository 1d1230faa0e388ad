#!/usr/bin/env bash
# Instruction counts per dispatch, split by function, for each dispatch subject: the
# repeatable "why" behind the timing tables. Valgrind counts instructions, not time, so these
# numbers do not move with the machine's load (they do not show what an atomic instruction
# or a cache miss costs, either).
#
#   Benchmarks/scripts/callgrind.sh [delegates] [dispatches] [subject…]
#
# Needs valgrind and a release build of mdgen-benchmarks (`swift build -c release
# --package-path Benchmarks`; BENCHMARKS overrides its path).
# Each subject runs twice, with `dispatches` and with twice as many; the difference is the
# cost of `dispatches` dispatches alone, set-up and start-up cancelled out.
set -euo pipefail
cd "$(dirname "$0")/../.."
delegates=${1:-10}
dispatches=${2:-1000}
shift $(( $# > 2 ? 2 : $# ))
subjects=("$@")
if [ ${#subjects[@]} -eq 0 ]; then
    subjects=(strong generated generated-strong weak-box closures notification-center
        main-actor-strong main-actor-generated main-actor-weak-box main-actor-closures
        main-actor-notification-center)
fi
benchmarks=${BENCHMARKS:-Benchmarks/.build/release/mdgen-benchmarks}
output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT

# Instructions per function (self cost), one "count<TAB>function" line each.
profile() {
    valgrind --tool=callgrind --callgrind-out-file="$output/run.out" \
        "$benchmarks" --profile "$1" "$delegates" "$2" > /dev/null 2>&1
    callgrind_annotate --inclusive=no --auto=no --threshold=100 "$output/run.out" \
        | awk '/^ *[0-9,]+ +\([ 0-9.]+%\) +[^ ]/ && !/PROGRAM TOTALS/ {
            count = $1; gsub(",", "", count); name = $0
            sub(/^ *[0-9,]+ +\([ 0-9.]+%\) +/, "", name); sub(/ \[[^]]*\]$/, "", name)
            sub(/^[^:]*:/, "", name); total[name] += count }
            END { for (name in total) printf "%d\t%s\n", total[name], name }'
}

for subject in "${subjects[@]}"; do
    profile "$subject" "$dispatches" > "$output/once"
    profile "$subject" $(( 2 * dispatches )) > "$output/twice"
    awk -F'\t' -v n="$dispatches" -v subject="$subject" -v delegates="$delegates" '
        FNR == NR { once[$2] = $1; next }
        { cost[$2] = ($1 - once[$2]) / n }
        END {
            for (name in cost) total += cost[name]
            printf "\n%s: %.0f instructions per dispatch to %d delegates", subject, total, delegates
            if (delegates > 0) printf " (%.1f per delegate)", total / delegates
            printf "\n"
            for (name in cost) if (cost[name] >= 0.5) printf "  %8.1f  %s\n", cost[name], name
        }' "$output/once" "$output/twice" | { read -r; read -r header; echo; echo "$header"; sort -rn | head -12; }
done
