# Checked-in sources (Examples/CheckedIn): the committed Generated/ files match their .mdgen,
# by `mdgen check` and by the command plugin's check mode, which says so in one line and which
# SwiftPM runs only with --allow-writing-to-package-directory. Then, on a temporary copy (the
# repository is never modified): editing the .mdgen without regenerating makes both checks
# fail with a diff (mdgen check with exit status 2, drift) and the plugin advise regenerating,
# once, as the last error of its output, after the diff (and not with mdgen's own advice too);
# regenerating with the command plugin names the files it wrote and makes both checks pass
# again; a generated file left over from a deleted .mdgen fails both (mdgen check with exit
# status 2), and regenerating deletes it and says so; an invalid .mdgen fails both checks with
# its located diagnostics (mdgen check with exit status 1) and no advice to regenerate, the
# plugin's summary of what failed coming once, last, after them. A chosen target without .mdgen
# files (the test target) is skipped and named once; choosing only such targets is one error.
set -euo pipefail
root=$(pwd)
# The scratch folder the consumer packages share (50-examples.sh), where mdgen is built.
scratch=$root/.build/consumers
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
(cd "$example" && "$mdgen" check "$sources" --output "$sources/Generated" --prune)
echo "mdgen check: $example is current"
# The plugin declares that it writes into the package, so SwiftPM asks for the permission
# even for --check, which writes nothing.
(cd "$example" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen --check > "$work/plugin.log" 2>&1) \
    || { cat "$work/plugin.log"; fail "swift package mdgen --check failed on $example"; }
grep -qx "$sources/Generated: 2 files up to date" "$work/plugin.log" \
    || { cat "$work/plugin.log"; fail "swift package mdgen --check did not say the files are current"; }
echo "swift package mdgen --check: $example is current; it says: $(grep -x "$sources/Generated: .*" "$work/plugin.log")"
[ "$before" = "$(fingerprint "$example")" ] || fail "checking modified $example"
if (cd "$example" && swift package --scratch-path "$scratch" mdgen --check < /dev/null > "$work/plugin.log" 2>&1); then
    fail "swift package mdgen --check ran without --allow-writing-to-package-directory"
fi
grep -q "wants permission to write to the package directory" "$work/plugin.log" \
    || { cat "$work/plugin.log"; fail "SwiftPM did not ask for the write permission"; }
echo "without --allow-writing-to-package-directory, SwiftPM refuses even --check"

# A temporary copy, depending on this checkout by absolute path.
copy="$work/CheckedIn"
mkdir "$copy"
(cd "$example" && tar --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$copy" && tar -xf -)
sed -i "s|path: \"../..\"|path: \"$root\"|" "$copy/Package.swift"
grep -q "path: \"$root\"" "$copy/Package.swift" || fail "could not point the copy at $root"

# Xcode passes --target for every target ticked in its dialog, an app and its tests say, and so
# can a user: a chosen target without .mdgen files (LighthouseTests) is skipped and named once,
# the others are regenerated. When no chosen target has any, one error names them and says
# what to do, and nothing is written.
(cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen --target Lighthouse --target LighthouseTests) \
    > "$work/plugin.log" 2>&1 || { cat "$work/plugin.log"; fail "mdgen --target Lighthouse --target LighthouseTests failed"; }
skipped="note: skipped 'LighthouseTests': no .mdgen files"
[ "$(grep -cxF "$skipped" "$work/plugin.log")" = 1 ] || { cat "$work/plugin.log"; fail "the plugin did not say once that it skipped LighthouseTests"; }
grep -qx "$sources/Generated: 2 files unchanged" "$work/plugin.log" || { cat "$work/plugin.log"; fail "the plugin did not regenerate Lighthouse"; }
echo "swift package mdgen --target Lighthouse --target LighthouseTests regenerates Lighthouse and says: $skipped"
copy_before=$(fingerprint "$copy")
if (cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen --target LighthouseTests) > "$work/plugin.log" 2>&1; then
    fail "swift package mdgen --target LighthouseTests succeeded with nothing to generate"
fi
nothing="error: none of the chosen targets has .mdgen files ('LighthouseTests'): choose one that has some ('Lighthouse') with --target, or add .mdgen files to one of them (a test target gets spies of its dependencies' with \"spies\": true in its mdgen.json)"
if [ "$(grep -c '^error: ' "$work/plugin.log")" != 1 ] || ! grep -qxF "$nothing" "$work/plugin.log"; then
    cat "$work/plugin.log"; fail "the plugin did not fail with one clear error"
fi
[ "$copy_before" = "$(fingerprint "$copy")" ] || fail "a failed --target run wrote files"
echo "swift package mdgen --target LighthouseTests fails, writing nothing, with: $nothing"

# Edit the description without regenerating.
printf '\n    /// Land ho.\n    optional func lighthouseDidSightLand(_ lighthouse: Lighthouse)\n' > "$work/extra"
sed -i '/optional func lighthouseDidWarnOfStorm/r '"$work/extra" "$copy/$sources/LighthouseDelegate.mdgen"

status=0
(cd "$copy" && "$mdgen" check "$sources" --output "$sources/Generated" --prune) > "$work/check.log" 2>&1 || status=$?
[ "$status" = 2 ] || { cat "$work/check.log"; fail "mdgen check exited with $status, not 2, after the .mdgen was edited"; }
grep -q "error: '$sources/Generated/LighthouseDelegate.mdgen.swift' is out of date" "$work/check.log" \
    || fail "mdgen check did not name the outdated file"
grep -q "^+    func lighthouseDidSightLand(_ lighthouse: Lighthouse)" "$work/check.log" \
    || fail "mdgen check did not print the diff"
echo "after editing the .mdgen, mdgen check fails (exit 2, drift):"
head -n 12 "$work/check.log" | sed 's/^/    /'

# The plugin's output (mdgen's diff and diagnostics, then the plugin's own errors) is one
# stream, in order, on SwiftPM's standard output; SwiftPM's own lines are on standard error.
plugin_check() {
    if (cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen --check) > "$work/plugin.log" 2> "$work/plugin.err"; then
        fail "swift package mdgen --check passed $1"
    fi
}
# Fails unless the line $1 is in the plugin's output exactly once, as its last 'error:' line.
last_error_once() {
    [ "$(grep -cxF "$1" "$work/plugin.log")" = 1 ] || { cat "$work/plugin.log"; fail "'$1' is not in the plugin's output exactly once"; }
    [ "$(grep '^error: ' "$work/plugin.log" | tail -n 1)" = "$1" ] || { cat "$work/plugin.log"; fail "'$1' is not the plugin's last error"; }
}
# The line number of the first line of the plugin's output that matches the regular expression $1.
line_of() { grep -n -m 1 -e "$1" "$work/plugin.log" | cut -d: -f1; }
plugin_check "after the .mdgen was edited"
grep -q "^+    func lighthouseDidSightLand(_ lighthouse: Lighthouse)" "$work/plugin.log" \
    || { cat "$work/plugin.log"; fail "the plugin did not show mdgen's diff"; }
advice="error: the generated files of 'Lighthouse' are not up to date (mdgen printed the diff); regenerate with: swift package --allow-writing-to-package-directory mdgen"
last_error_once "$advice"
[ "$(line_of '^+    func lighthouseDidSightLand')" -lt "$(line_of '^error: the generated files')" ] \
    || { cat "$work/plugin.log"; fail "the plugin's advice came before mdgen's diff"; }
! grep -q "regenerate with: mdgen generate" "$work/plugin.log" \
    || { cat "$work/plugin.log"; fail "the plugin passed on mdgen's own advice too"; }
echo "after editing the .mdgen, swift package mdgen --check fails with the diff, then once and last: $advice"

# Regenerating brings both checks back, and says what it wrote.
(cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen > "$work/plugin.log" 2>&1) \
    || { cat "$work/plugin.log"; fail "swift package mdgen failed"; }
printf '%s\n' "$sources/Generated: 1 file written, 1 unchanged" "  wrote LighthouseDelegate.mdgen.swift" > "$work/expected"
grep -A1 -x "$sources/Generated: .*" "$work/plugin.log" | diff -u "$work/expected" - \
    || fail "swift package mdgen did not say what it wrote"
echo "swift package mdgen says:"
sed 's/^/    /' "$work/expected"
(cd "$copy" && "$mdgen" check "$sources" --output "$sources/Generated" --prune)
(cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen --check > /dev/null 2>&1)
grep -q "func lighthouseDidSightLand" "$copy/$sources/Generated/LighthouseDelegate.mdgen.swift"
echo "after swift package mdgen: both checks pass again"

# A generated file whose .mdgen is gone (deleted or renamed) fails both checks, and
# regenerating deletes it; a hand-written file in Generated/ is left alone.
leftover="$copy/$sources/Generated/Foghorn.mdgen.swift"
sed 's/^\/\/ Generated by mdgen from LighthouseDelegate.mdgen./\/\/ Generated by mdgen from Foghorn.mdgen./' \
    "$copy/$sources/Generated/LighthouseDelegate.mdgen.swift" > "$leftover"
echo "// Written by hand." > "$copy/$sources/Generated/Notes.swift"
status=0
(cd "$copy" && "$mdgen" check "$sources" --output "$sources/Generated" --prune) > "$work/check.log" 2>&1 || status=$?
[ "$status" = 2 ] || { cat "$work/check.log"; fail "mdgen check --prune exited with $status, not 2, with a left-over generated file"; }
grep -q "error: '$sources/Generated/Foghorn.mdgen.swift' is left over: it was generated from 'Foghorn.mdgen'" \
    "$work/check.log" || { cat "$work/check.log"; fail "mdgen check did not name the left-over file"; }
if (cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen --check) > "$work/plugin.log" 2>&1; then
    fail "swift package mdgen --check passed with a left-over generated file"
fi
(cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen > "$work/plugin.log" 2>&1)
[ ! -e "$leftover" ] || fail "swift package mdgen did not delete the left-over file"
[ -e "$copy/$sources/Generated/Notes.swift" ] || fail "swift package mdgen deleted a hand-written file"
printf '%s\n' "$sources/Generated: 2 files unchanged, 1 deleted" "  deleted Foghorn.mdgen.swift" > "$work/expected"
grep -A1 -x "$sources/Generated: .*" "$work/plugin.log" | diff -u "$work/expected" - \
    || fail "swift package mdgen did not say what it deleted"
(cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory mdgen --check > /dev/null 2>&1)
echo "a left-over generated file fails both checks; swift package mdgen deletes it, says so, and keeps Notes.swift"

# An invalid .mdgen: both checks show its located diagnostics; neither advises regenerating,
# which could not help.
sed -i 's|^    /// A storm is coming.*|    var visibility: Int { get }|' "$copy/$sources/LighthouseDelegate.mdgen"
line=$(grep -n 'var visibility' "$copy/$sources/LighthouseDelegate.mdgen" | cut -d: -f1)
diagnostic="$sources/LighthouseDelegate.mdgen:$line:5: error: property requirements are not supported"
status=0
(cd "$copy" && "$mdgen" check "$sources" --output "$sources/Generated" --prune) > "$work/check.log" 2>&1 || status=$?
[ "$status" = 1 ] || { cat "$work/check.log"; fail "mdgen check exited with $status, not 1, on an invalid .mdgen"; }
grep -q "^$diagnostic" "$work/check.log" || { cat "$work/check.log"; fail "mdgen check did not show the diagnostic"; }
! grep -q "regenerate" "$work/check.log" || { cat "$work/check.log"; fail "mdgen check advised regenerating"; }
plugin_check "with an invalid .mdgen"
grep -q "^$diagnostic" "$work/plugin.log" || { cat "$work/plugin.log"; fail "the plugin did not show mdgen's diagnostic"; }
! grep -q "regenerate" "$work/plugin.log" || { cat "$work/plugin.log"; fail "the plugin advised regenerating"; }
summary="error: 'mdgen check' failed for 'Lighthouse': fix the errors mdgen reported"
last_error_once "$summary"
[ "$(line_of "^$diagnostic")" -lt "$(line_of "^error: 'mdgen check' failed")" ] \
    || { cat "$work/plugin.log"; fail "the plugin's summary came before mdgen's diagnostic"; }
echo "an invalid .mdgen fails both checks (mdgen check: exit 1) with its diagnostic, then once and last: $summary"
echo "the plugin's output:"
sed 's/^/    /' "$work/plugin.log"
echo "and SwiftPM's:"
grep -v '^\[' "$work/plugin.err" | sed 's/^/    /'

[ "$before" = "$(fingerprint "$example")" ] || fail "$example was modified"
echo "$example is unchanged"
