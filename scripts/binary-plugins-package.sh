#!/usr/bin/env bash
# Writes the plugins package whose mdgen is a prebuilt artifact bundle (SwiftLint's
# SwiftLintPlugins, for mdgen) into the folder OUT, from BinaryPlugins/ — its manifest's
# template, and links to the plugins' sources in Plugins/, copied as files — with the version
# of Sources/MDGenCommandLine/Tool.swift:
#
#   scripts/binary-plugins-package.sh OUT --url URL --checksum CHECKSUM
#       the published package: a binary target of a release's zipped bundle (what
#       .github/workflows/release.yml pushes as the mdgen-plugins repository);
#   scripts/binary-plugins-package.sh OUT --path BUNDLE
#       the same package with the bundle folder BUNDLE copied in, as a local binary target
#       (what .ci/steps/47-artifact-bundle.sh builds with, offline).
#
# Both come from the one template, and differ in the binary target's line only.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fail() { echo "binary-plugins-package: $*" >&2; exit 1; }
[ "$#" -ge 3 ] || fail "usage: $0 OUT (--url URL --checksum CHECKSUM | --path BUNDLE)"
out=$1
shift
version=$(sed -n -E 's/^ *(public |package )?static let version = "([^"]+)"$/\2/p' "$root/Sources/MDGenCommandLine/Tool.swift")
[ -n "$version" ] || fail "no version in Sources/MDGenCommandLine/Tool.swift"

rm -rf "$out"
mkdir -p "$out"
# -L: the published package holds the plugins' files, not links into a repository it lacks.
cp -R -L "$root/BinaryPlugins/." "$out/"
rm "$out/Package.swift.template"
case "$1" in
    --url)
        { [ "$#" = 4 ] && [ "$3" = --checksum ]; } || fail "--url URL needs --checksum CHECKSUM"
        [[ "$4" =~ ^[0-9a-f]{64}$ ]] || fail "'$4' is not a SHA-256 checksum"
        target=".binaryTarget(name: \"mdgen\", url: \"$2\", checksum: \"$4\")"
        ;;
    --path)
        [ "$#" = 2 ] || fail "--path takes one bundle folder"
        [ -f "$2/info.json" ] || fail "$2 is not an artifact bundle (no info.json)"
        cp -R "$2" "$out/mdgen.artifactbundle"
        target='.binaryTarget(name: "mdgen", path: "mdgen.artifactbundle")'
        ;;
    *) fail "unknown option '$1'" ;;
esac
sed -e "s|@VERSION@|$version|g" -e "s|@BINARY_TARGET@|$target|" \
    "$root/BinaryPlugins/Package.swift.template" > "$out/Package.swift"
sed -i -e "s|@VERSION@|$version|g" "$out/README.md"
! grep -rq '@[A-Z_]*@' "$out/Package.swift" "$out/README.md" || fail "a placeholder is left in $out"
echo "$out: mdgen-plugins $version, $target"
