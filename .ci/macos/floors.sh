#!/usr/bin/env bash
# The generated code compiles, warnings as errors, at the deployment floors the README states
# (iOS 13, macOS 10.15): the multicasts of Tests/ModeFixtures/Shared (lock-protected, main
# actor and single-domain, with events, observers and completion handlers), their support file,
# and their spies with the spies' support, which import Testing and XCTest; with the fixtures'
# own Swift, which declares the types the protocols use and runs the generated API. One module
# per language mode and default isolation that Package.swift's mode fixtures use, per floor.
# Compiles to object files, which runs the compiler's flow diagnostics too, and links nothing.
#
# On macOS (the GitHub workflow): bash .ci/macos/floors.sh
# Anywhere, to check this script: bash .ci/macos/floors.sh --host (compiles for the host)
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*"; exit 1; }

swift build --product mdgen > "$work/build.log" 2>&1 || { cat "$work/build.log"; fail "could not build mdgen"; }
mdgen="$(swift build --show-bin-path)/mdgen"

shared=Tests/ModeFixtures/Shared
inputs=("$shared"/*.mdgen)
"$mdgen" generate "${inputs[@]}" --output "$work/generated"
"$mdgen" generate "${inputs[@]}" --spies --output "$work/generated"
generated=("$work/generated"/*.swift)
# Two files per input (multicast and spies) and the two support files.
[ "${#generated[@]}" = $(( 2 * ${#inputs[@]} + 2 )) ] \
    || fail "expected $(( 2 * ${#inputs[@]} + 2 )) generated files, got: ${generated[*]}"
grep -q 'AsyncStream' "${generated[@]}" || fail "no events in the generated code"
grep -q 'func observe' "${generated[@]}" || fail "no observers in the generated code"
grep -q '@escaping' "${generated[@]}" || fail "no completion handlers in the generated code"
sources=("${generated[@]}" "$shared"/*.swift)

# The mode fixtures' settings, as swiftc flags (see modeFixture in Package.swift).
modes=(
    "MainActorDefault|-swift-version 6 -default-isolation MainActor"
    "Approachable|-swift-version 6 -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances"
    "Swift6|-swift-version 6"
    "StrictMemorySafety|-swift-version 6 -strict-memory-safety"
    "Swift5|-swift-version 5"
    "Swift5Complete|-swift-version 5 -enable-upcoming-feature StrictConcurrency"
)

# Compiles the generated sources once per mode with the platform flags $2… , for the floor
# named $1.
compile() {
    local floor=$1 mode name flags
    shift
    for mode in "${modes[@]}"; do
        name=${mode%%|*}
        read -r -a flags <<< "${mode#*|}"
        mkdir -p "$work/$floor/$name"
        if ! swiftc -parse-as-library -wmo -c -module-name MDGenFloor -warnings-as-errors \
            "$@" "${flags[@]}" "${sources[@]}" -o "$work/$floor/$name/MDGenFloor.o" > "$work/compile.log" 2>&1; then
            cat "$work/compile.log"
            fail "the generated code does not compile for $floor in $name mode"
        fi
    done
    echo "$floor: the generated code compiles in all ${#modes[@]} modes with no warning"
}

if [ "${1:-}" = --host ]; then
    compile "the host"
    exit 0
fi

command -v xcrun > /dev/null || fail "xcrun is missing: run this on macOS, or pass --host"
# The SDK, and Testing and XCTest, which the spies import: they live in the platform's
# developer folder. Sets `platform` to the flags for the SDK $1.
platform_flags() {
    local folder sdk
    folder=$(xcrun --sdk "$1" --show-sdk-platform-path)
    sdk=$(xcrun --sdk "$1" --show-sdk-path)
    platform=(-sdk "$sdk" -F "$folder/Developer/Library/Frameworks" -I "$folder/Developer/usr/lib")
}
platform_flags iphonesimulator
simulator=("${platform[@]}")
platform_flags macosx
macos=("${platform[@]}")
# x86_64 as well as arm64: the compiler may raise an arm64 deployment target to the first
# release on Apple silicon (macOS 11, iOS 14 in the simulator), so only x86_64 checks the floor.
for arch in arm64 x86_64; do
    compile "iOS 13 ($arch simulator)" -target "$arch-apple-ios13.0-simulator" "${simulator[@]}"
    compile "macOS 10.15 ($arch)" -target "$arch-apple-macos10.15" "${macos[@]}"
done
