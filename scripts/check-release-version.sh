#!/usr/bin/env bash
# The version of a release is written once, as `Tool.version` in
# Sources/MDGenCommandLine/Tool.swift (what `mdgen --version` prints); this checks that
# everything else that names it agrees, and prints it:
#
#   --tag TAG            the release's tag is vVERSION (.github/workflows/release.yml);
#   --binary MDGEN       that mdgen prints `mdgen VERSION` (a bundle's, a build's);
#   --manifest FILE      the plugins package's Package.swift names VERSION, and its binary
#                        target's URL, if it has one, is the release VERSION's;
#
# and always, that CHANGELOG.md's newest version section ("## [VERSION] - DATE") is VERSION.
# With --notes, prints that section's text instead (the release's notes).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fail() { echo "check-release-version: $*" >&2; exit 1; }
version=$(sed -n -E 's/^ *(public |package )?static let version = "([^"]+)"$/\2/p' "$root/Sources/MDGenCommandLine/Tool.swift")
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] \
    || fail "Tool.version ('$version') is not a semantic version"
newest=$(sed -n -E 's/^## \[([0-9][^]]*)\].*/\1/p' "$root/CHANGELOG.md" | head -n 1)
[ "$newest" = "$version" ] \
    || fail "CHANGELOG.md's newest version section is '${newest:-none}', Tool.version is '$version'"
notes=false
while [ "$#" -gt 0 ]; do
    case "$1" in
        --tag)
            [ "$2" = "v$version" ] || fail "the tag is '$2', Tool.version is '$version' (tag v$version)"
            shift 2 ;;
        --binary)
            printed=$("$2" --version) || fail "$2 --version failed"
            [ "$printed" = "mdgen $version" ] || fail "$2 prints '$printed', not 'mdgen $version'"
            shift 2 ;;
        --manifest)
            grep -qx "let version = \"$version\"" "$2" || fail "$2 does not name version $version"
            if grep -q 'binaryTarget(name: "mdgen", url:' "$2"; then
                grep -q "url: \"[^\"]*/releases/download/v$version/mdgen.artifactbundle.zip\"" "$2" \
                    || fail "$2's binary target is not the bundle of release v$version"
            fi
            shift 2 ;;
        --notes) notes=true; shift ;;
        *) fail "unknown option '$1'" ;;
    esac
done
if [ "$notes" = true ]; then
    awk -v heading="## [$version]" \
        'index($0, heading) == 1 { inside = 1; next } /^## \[/ { inside = 0 } inside && !/^\[[^]]+\]: /' \
        "$root/CHANGELOG.md"
else
    echo "$version"
fi
