#!/usr/bin/env bash
# Measures the front end's speed: `mdgen lint` (lex, parse, validate) on a generated .mdgen
# file of 10,000 methods, against `swiftc -parse` of the same protocol written as plain
# Swift, and checks that parsing is linear by comparing 1,000 with 10,000 methods.
#
#   scripts/benchmark-parser.sh [runs]     (default 7 runs; the median is reported)
#
# A benchmark, not a test: it prints figures and fails only if a command fails. Both tools
# run as processes, so both include their start-up time, which the 1,000-method figures show.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-7}
work=.build/benchmark-parser
mkdir -p "$work"

echo "Building mdgen in release…" >&2
swift build -c release --product mdgen >&2
mdgen="$(swift build -c release --show-bin-path)/mdgen"

# Writes <name>.mdgen and <name>.swift with one protocol of $2 methods, in the shapes real
# delegates use: labels, optionals, closures, generics, effects, and value-returning
# methods that need '@combine' (which the plain Swift version leaves out).
generate() {
    local name=$1 count=$2
    {
        echo "import Foundation"
        echo
        echo "/// A protocol with $count requirements."
        echo "public protocol BenchmarkDelegate {"
        for ((i = 0; i < count; i++)); do
            case $((i % 5)) in
                0) echo "    /// Requirement $i."
                   echo "    func source$i(_ source: Source, didReceive data: Data, at offset: Int)" ;;
                1) echo "    optional func source$i(_ source: Source, completion: @escaping @Sendable (Result<[String: Int], any Error>) -> Void)" ;;
                2) echo "    @combine(all)"
                   echo "    optional func source$i(_ source: Source, shouldAccept item: Item?) -> Bool" ;;
                3) echo "    func source$i<T: Codable>(_ source: Source, decoded value: T, as type: T.Type) async throws where T: Sendable" ;;
                4) echo "    @combine(first)"
                   echo "    optional func source$i(_ source: Source, replacementFor url: URL) -> (url: URL, headers: [String: String])?" ;;
            esac
        done
        echo "}"
    } > "$work/$name.mdgen"
    # The same protocol in plain Swift: no '@combine', and 'optional' only exists for @objc.
    sed -e '/@combine/d' -e 's/optional func/func/' "$work/$name.mdgen" > "$work/$name.swift"
}

# The median wall-clock time of a command over $runs runs, in milliseconds.
median_ms() {
    local times=()
    for ((run = 0; run < runs; run++)); do
        local start end
        start=$(date +%s%N)
        "$@" > /dev/null
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}

generate small 1000
generate large 10000

# Both inputs must be valid, or the figures would time error reporting instead.
"$mdgen" lint --quiet "$work/large.mdgen"
swiftc -parse "$work/large.swift"

echo "Timing (median of $runs runs)…" >&2
lint_small=$(median_ms "$mdgen" lint "$work/small.mdgen")
lint_large=$(median_ms "$mdgen" lint "$work/large.mdgen")
parse_small=$(median_ms swiftc -parse "$work/small.swift")
parse_large=$(median_ms swiftc -parse "$work/large.swift")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) b = 1; printf "%.2f", a / b }'; }

echo
printf '%-32s %10s %10s\n' "" "1,000" "10,000"
printf '%-32s %8s ms %8s ms\n' "mdgen lint" "$lint_small" "$lint_large"
printf '%-32s %8s ms %8s ms\n' "swiftc -parse (plain Swift)" "$parse_small" "$parse_large"
echo
echo "mdgen lint / swiftc -parse, 10,000 methods: $(ratio "$lint_large" "$parse_large")"
echo "linearity, mdgen lint 10,000 / 1,000 methods: $(ratio "$lint_large" "$lint_small") (10 is linear)"
echo "linearity, swiftc -parse 10,000 / 1,000 methods: $(ratio "$parse_large" "$parse_small")"
