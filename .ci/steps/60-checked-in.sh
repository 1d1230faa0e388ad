# Checked-in sources (Examples/CheckedIn): the committed Generated/ files match their .mdgen,
# by `mdgen check` and by the command plugin's check mode. Then, on a temporary copy (the
# repository is never modified): editing the .mdgen without regenerating makes both checks
# fail with a diff, and regenerating with the command plugin makes both pass again.
set -euo pipefail
root=$(pwd)
example=Examples/CheckedIn
sources=Sources/Lighthouse
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --product mdgen > /dev/null
mdgen="$(swift build --show-bin-path)/mdgen"
# Every file of a package except what SwiftPM creates (and Examples/.gitignore ignores).
fingerprint() {
    (cd "$1" && find . \( -name .build -o -name .swiftpm -o -name Package.resolved \) -prune -o -type f -print \
        | sort | xargs sha1sum)
}
fail() { echo "FAILED: $*"; exit 1; }
before=$(fingerprint "$example")

# What teams run in CI. Both print nothing but SwiftPM's progress when the files are current.
(cd "$example" && "$mdgen" check "$sources" --output "$sources/Generated")
echo "mdgen check: $example is current"
# The plugin declares that it writes into the package, so SwiftPM asks for the permission
# even for --check, which writes nothing.
(cd "$example" && swift package --allow-writing-to-package-directory mdgen --check > "$work/plugin.log" 2>&1) \
    || { cat "$work/plugin.log"; fail "swift package mdgen --check failed on $example"; }
echo "swift package mdgen --check: $example is current"
[ "$before" = "$(fingerprint "$example")" ] || fail "checking modified $example"

# A temporary copy, depending on this checkout by absolute path.
copy="$work/CheckedIn"
mkdir "$copy"
(cd "$example" && tar --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$copy" && tar -xf -)
sed -i "s|path: \"../..\"|path: \"$root\"|" "$copy/Package.swift"
grep -q "path: \"$root\"" "$copy/Package.swift" || fail "could not point the copy at $root"

# Edit the description without regenerating.
printf '\n    /// Land ho.\n    optional func lighthouseDidSightLand(_ lighthouse: Lighthouse)\n' > "$work/extra"
sed -i '/optional func lighthouseDidWarnOfStorm/r '"$work/extra" "$copy/$sources/LighthouseDelegate.mdgen"

if (cd "$copy" && "$mdgen" check "$sources" --output "$sources/Generated") > "$work/check.log" 2>&1; then
    fail "mdgen check passed after the .mdgen was edited"
fi
grep -q "error: '$sources/Generated/LighthouseDelegate.mdgen.swift' is out of date" "$work/check.log" \
    || fail "mdgen check did not name the outdated file"
grep -q "^+    func lighthouseDidSightLand(_ lighthouse: Lighthouse)" "$work/check.log" \
    || fail "mdgen check did not print the diff"
echo "after editing the .mdgen, mdgen check fails (exit 1):"
head -n 12 "$work/check.log" | sed 's/^/    /'

if (cd "$copy" && swift package --allow-writing-to-package-directory mdgen --check) > "$work/plugin.log" 2>&1; then
    fail "swift package mdgen --check passed after the .mdgen was edited"
fi
grep -q "error: mdgen check failed for 'Lighthouse'" "$work/plugin.log" || fail "the plugin did not say what failed"
echo "after editing the .mdgen, swift package mdgen --check fails: $(grep "failed for" "$work/plugin.log")"

# Regenerating brings both checks back.
(cd "$copy" && swift package --allow-writing-to-package-directory mdgen > /dev/null 2>&1)
(cd "$copy" && "$mdgen" check "$sources" --output "$sources/Generated")
(cd "$copy" && swift package --allow-writing-to-package-directory mdgen --check > /dev/null 2>&1)
grep -q "func lighthouseDidSightLand" "$copy/$sources/Generated/LighthouseDelegate.mdgen.swift"
echo "after swift package mdgen: both checks pass again"

[ "$before" = "$(fingerprint "$example")" ] || fail "$example was modified"
echo "$example is unchanged"
