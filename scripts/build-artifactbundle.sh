#!/usr/bin/env bash
# Builds mdgen as an SE-0305 artifact bundle, the prebuilt binary that the plugins package of
# a release (BinaryPlugins/, rendered by scripts/binary-plugins-package.sh) points at:
#
#   scripts/build-artifactbundle.sh                  this machine's variant, bundled and zipped
#   scripts/build-artifactbundle.sh build [--arch A] only the variant, into $out/variants/<name>
#   scripts/build-artifactbundle.sh bundle DIR...    a bundle of variant folders built elsewhere
#
# Variants (a folder each, named after what it runs on, holding bin/mdgen):
#   macos          a universal binary (arm64 and x86_64), built on macOS only;
#   linux-x86_64,  Linux, with the Swift runtime and Foundation linked in (--static-swift-stdlib,
#   linux-aarch64  the build .ci/steps/75-relocatable-binary.sh proves runs without a toolchain,
#                  and which this shares its scratch folder with): it needs only glibc, of the
#                  version of the machine that built it or newer. Where the Static Linux SDK
#                  (musl) is installed (`swift sdk list` names <arch>-swift-linux-musl), the
#                  binary is fully static instead, and --arch can name the other architecture.
#
# The bundle, $out/mdgen.artifactbundle (default out: .build/artifactbundle), has the
# info.json SwiftPM reads (schema 1.0, one executable artifact "mdgen" whose version is what
# `mdgen --version` prints), the license, and one folder per variant; beside it,
# mdgen.artifactbundle.zip and its checksum (`swift package compute-checksum`) in
# mdgen.artifactbundle.zip.checksum. Binaries are stripped copies; the builds are left alone.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${ARTIFACTBUNDLE_OUT:-$root/.build/artifactbundle}
fail() { echo "build-artifactbundle: $*" >&2; exit 1; }

# The triples SwiftPM matches a variant against, by variant name.
triples() {
    case "$1" in
        macos) echo "arm64-apple-macosx x86_64-apple-macosx" ;;
        linux-x86_64) echo "x86_64-unknown-linux-gnu" ;;
        linux-aarch64) echo "aarch64-unknown-linux-gnu" ;;
        *) fail "unknown variant '$1'" ;;
    esac
}

# The version in Sources/MDGenCommandLine/Tool.swift, the one place it is written.
source_version() {
    sed -n -E 's/^ *(public |package )?static let version = "([^"]+)"$/\2/p' "$root/Sources/MDGenCommandLine/Tool.swift"
}

# Builds this machine's variant (or, with the Static Linux SDK, --arch's) into $out/variants.
build_variant() {
    local arch binary variant sdk=""
    arch=$(uname -m)
    [ "$arch" != arm64 ] || arch=aarch64
    if [ "${1:-}" = --arch ]; then arch=$2; fi
    case "$(uname -s)" in
        Darwin)
            variant=macos
            swift build --package-path "$root" -c release --product mdgen --arch arm64 --arch x86_64
            binary="$(swift build --package-path "$root" -c release --arch arm64 --arch x86_64 --show-bin-path)/mdgen"
            lipo "$binary" -verify_arch arm64 x86_64 || fail "$binary is not universal"
            ;;
        Linux)
            variant=linux-$arch
            triples "$variant" > /dev/null
            if swift sdk list 2> /dev/null | grep -qx "$arch-swift-linux-musl"; then
                sdk=$arch-swift-linux-musl
                swift build --package-path "$root" -c release --product mdgen --swift-sdk "$sdk" \
                    --scratch-path "$root/.build/static-linux"
                binary="$(swift build --package-path "$root" -c release --swift-sdk "$sdk" \
                    --scratch-path "$root/.build/static-linux" --show-bin-path)/mdgen"
            else
                [ "$arch" = "$(uname -m | sed 's/arm64/aarch64/')" ] \
                    || fail "building for $arch on $(uname -m) needs the Static Linux SDK ($arch-swift-linux-musl)"
                # The same command as .ci/steps/75-relocatable-binary.sh's, so one build serves both.
                swift build --package-path "$root" -c release --product mdgen --static-swift-stdlib \
                    --scratch-path "$root/.build/relocatable"
                binary="$(swift build --package-path "$root" -c release --static-swift-stdlib \
                    --scratch-path "$root/.build/relocatable" --show-bin-path)/mdgen"
            fi
            ;;
        *) fail "no variant for $(uname -s)" ;;
    esac
    rm -rf "${out:?}/variants/$variant"
    mkdir -p "$out/variants/$variant/bin"
    cp "$binary" "$out/variants/$variant/bin/mdgen"
    strip "$out/variants/$variant/bin/mdgen"
    echo "variant $variant: $(du -h "$out/variants/$variant/bin/mdgen" | cut -f1) (stripped), from $binary${sdk:+ (Swift SDK $sdk)}"
    if [ -z "$sdk" ] && [ "$(uname -s)" = Linux ]; then
        echo "variant $variant links dynamically only: $(ldd "$binary" | awk '{ print $1 }' | tr '\n' ' ')"
    fi
    built_variant="$out/variants/$variant"
}

# Assembles $out/mdgen.artifactbundle from variant folders (each <variant>/bin/mdgen), zips it
# and computes its checksum.
bundle() {
    local version="" variant_dir variant bundle="$out/mdgen.artifactbundle" entries="" triple list
    [ "$#" -gt 0 ] || fail "bundle: name at least one variant folder"
    version=$(source_version)
    [ -n "$version" ] || fail "no version in Sources/MDGenCommandLine/Tool.swift"
    rm -rf "$bundle" "$bundle.zip" "$bundle.zip.checksum"
    mkdir -p "$bundle"
    for variant_dir in "$@"; do
        variant=$(basename "$variant_dir")
        [ -x "$variant_dir/bin/mdgen" ] || fail "$variant_dir/bin/mdgen is not an executable"
        # A binary that runs here must say the version it is bundled as.
        if printed=$("$variant_dir/bin/mdgen" --version 2> /dev/null); then
            [ "$printed" = "mdgen $version" ] || fail "$variant_dir/bin/mdgen prints '$printed', not 'mdgen $version'"
        fi
        mkdir -p "$bundle/mdgen-$version-$variant/bin"
        cp "$variant_dir/bin/mdgen" "$bundle/mdgen-$version-$variant/bin/mdgen"
        list=""
        for triple in $(triples "$variant"); do list+="${list:+, }\"$triple\""; done
        entries+="${entries:+,
}                {
                    \"path\": \"mdgen-$version-$variant/bin/mdgen\",
                    \"supportedTriples\": [$list]
                }"
    done
    cp "$root/LICENSE" "$bundle/LICENSE"
    cat > "$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "mdgen": {
            "type": "executable",
            "version": "$version",
            "variants": [
$entries
            ]
        }
    }
}
JSON
    (cd "$out" && rm -f mdgen.artifactbundle.zip && zip -q -r -X mdgen.artifactbundle.zip mdgen.artifactbundle)
    # The checksum SwiftPM verifies: the zip's SHA-256, as `swift package compute-checksum`
    # (which needs no package) computes it, and sha256sum or shasum must agree; on a machine
    # without Swift, theirs.
    local sha256
    sha256=$( (sha256sum "$bundle.zip" 2> /dev/null || shasum -a 256 "$bundle.zip") | cut -d ' ' -f 1)
    if command -v swift > /dev/null; then
        (cd "$out" && swift package compute-checksum mdgen.artifactbundle.zip) > "$bundle.zip.checksum"
        [ "$(cat "$bundle.zip.checksum")" = "$sha256" ] || fail "compute-checksum and SHA-256 disagree"
    else
        echo "$sha256" > "$bundle.zip.checksum"
    fi
    echo "$bundle.zip: $(du -h "$bundle.zip" | cut -f1), checksum $(cat "$bundle.zip.checksum")"
}

case "${1:-all}" in
    build) shift; build_variant "$@" ;;
    bundle) shift; bundle "$@" ;;
    all) build_variant && bundle "$built_variant" ;;
    *) fail "usage: $0 [build [--arch ARCH] | bundle VARIANT_DIR...]" ;;
esac
