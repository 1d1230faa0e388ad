# The build plugin, as a user's package uses it (a path dependency): builds are incremental
# because every command declares its inputs and outputs exactly. Proves, on a temporary
# package: a build with nothing changed does not run mdgen and leaves the generated file
# alone; touching the .mdgen reruns mdgen, which leaves the unchanged output alone, so nothing
# recompiles; editing it regenerates and recompiles, and leaves the other .mdgen's output (in
# a subfolder, named after its path) alone; mdgen.json next to the target's sources sets the
# access level and names templates, editing one of which reruns mdgen; mdgen.json's mistakes,
# and an invalid .mdgen's, are located diagnostics that fail the build (every broken file's in
# one build, each once), and an empty .mdgen only warns. Then
# compiler errors map back: an unknown type in a requirement of a README-shaped protocol fails
# the build, and the log's first located error is at the .mdgen's path, line and column (with
# nothing but SwiftPM's "command failed" line before it), in a plain and an optional
# requirement; one written over several lines gets the error on its lines.
set -euo pipefail
root=$(pwd)
probe=${PROBE:-$(mktemp -d)}
[ -n "${PROBE:-}" ] || trap 'rm -rf "$probe"' EXIT

mkdir -p "$probe/Sources/Doorbell"
cat > "$probe/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PluginProbe",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(name: "mdgen", path: "$root")],
    targets: [
        .executableTarget(name: "Doorbell", plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")])
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
cat > "$probe/Sources/Doorbell/DoorbellDelegate.mdgen" <<'MDGEN'
protocol DoorbellDelegate {
    func doorbellDidRing(_ door: String)
}
MDGEN
mkdir -p "$probe/Sources/Doorbell/Screens"
cat > "$probe/Sources/Doorbell/Screens/Chime.mdgen" <<'MDGEN'
protocol ChimeDelegate {
    func chimeDidPlay(_ tune: String)
}
MDGEN
cat > "$probe/Sources/Doorbell/main.swift" <<'SWIFT'
final class Listener: DoorbellDelegate {
    func doorbellDidRing(_ door: String) { print("ding: \(door)") }
}
let bell = DoorbellDelegateMulticast()
let listener = Listener()
bell.add(listener)
bell.doorbellDidRing("front door")
SWIFT

log="$probe/build.log"
# Builds the probe; the build's exit status is the function's.
build() { (cd "$probe" && swift build) > "$log" 2>&1; }
ran_mdgen() { grep -q "Generating DoorbellDelegate.mdgen.swift from DoorbellDelegate.mdgen" "$log"; }
compiled() { grep -q "Compiling Doorbell" "$log"; }
generated() { find "$probe/.build/plugins/outputs" -name "${1:-DoorbellDelegate.mdgen.swift}" | head -n 1; }
mtime() { stat -c %y "$1"; }
fail() { echo "FAILED: $*"; echo "--- build log:"; cat "$log"; exit 1; }

build || fail "the first build failed"
ran_mdgen || fail "the first build did not run mdgen"
[ "$(cd "$probe" && swift run --skip-build Doorbell)" = "ding: front door" ] || fail "the probe printed the wrong thing"
echo "first build: ran mdgen"

# SwiftPM 6.3 builds a plugin's tools in a separate pass and relinks them once more on the
# first build after a clean one (or after the package's files change), which reruns every
# command that uses them. Not ours to fix: let it settle, then prove the steady state.
build || fail "the settling build failed"
output=$(generated)
before=$(mtime "$output")
chime=$(generated Screens+Chime.mdgen.swift)
[ -n "$chime" ] || fail "Screens/Chime.mdgen did not give Screens+Chime.mdgen.swift"
chime_before=$(mtime "$chime")
build || fail "the unchanged build failed"
! ran_mdgen || fail "a build with nothing changed ran mdgen"
! compiled || fail "a build with nothing changed recompiled"
[ "$before" = "$(mtime "$output")" ] || fail "the generated file was touched"
echo "unchanged build: mdgen not run, nothing compiled, generated file's mtime unchanged ($before)"

touch "$probe/Sources/Doorbell/DoorbellDelegate.mdgen"
build || fail "the build after touch failed"
ran_mdgen || fail "touching the .mdgen did not rerun mdgen"
! compiled || fail "an unchanged output was recompiled"
[ "$before" = "$(mtime "$output")" ] || fail "an unchanged output was rewritten"
echo "after touching the .mdgen: mdgen ran, left its unchanged output alone, nothing recompiled"

printf '\n    optional func doorbellDidBreak(_ door: String)\n' > "$probe/extra"
sed -i '/func doorbellDidRing/r '"$probe/extra" "$probe/Sources/Doorbell/DoorbellDelegate.mdgen"
build || fail "the build after an edit failed"
{ ran_mdgen && compiled; } || fail "editing the .mdgen did not regenerate and recompile"
grep -q "func doorbellDidBreak" "$(generated)" || fail "the edit is not in the generated file"
! grep -q "Generating Screens+Chime.mdgen.swift" "$log" || fail "editing one .mdgen reran another's command"
[ "$chime_before" = "$(mtime "$chime")" ] || fail "editing one .mdgen rewrote another's output"
echo "after editing the .mdgen: mdgen ran and the target recompiled; Screens/Chime.mdgen's output was left alone"

echo '{ "access": "public" }' > "$probe/Sources/Doorbell/mdgen.json"
build || fail "the build with mdgen.json failed"
ran_mdgen || fail "adding mdgen.json did not rerun mdgen"
grep -qE "^public (nonisolated )?final class DoorbellDelegateMulticast" "$(generated)" || fail "mdgen.json's access level was not applied"
echo "with mdgen.json {\"access\": \"public\"}: the multicast is public"

# The templates mdgen.json names, and their folder, are inputs of every command. SwiftPM asks
# the plugin for its commands again only when the package's files change, so after pointing
# mdgen.json at templates, touch Package.swift (as Documentation/Plugins.md says). Then editing a template
# reruns mdgen, which uses it, and so does adding one.
mkdir "$probe/Templates"
cp "$root/Templates/protocol.mustache" "$probe/Templates/"
echo '{ "access": "public", "templates": "../../Templates" }' > "$probe/Sources/Doorbell/mdgen.json"
touch "$probe/Package.swift"
build || fail "the build with templates failed"
printf '%s\n' '// The probe'"'"'s protocol template.' | cat - "$root/Templates/protocol.mustache" > "$probe/Templates/protocol.mustache"
build || fail "the build after editing a template failed"
ran_mdgen || fail "editing a template named by mdgen.json did not rerun mdgen"
grep -q "^// The probe's protocol template.$" "$(generated)" || fail "the edited template was not used"
cp "$root/Templates/dispatch.mustache" "$probe/Templates/"
build || fail "the build after adding a template failed"
ran_mdgen || fail "adding a template to the folder mdgen.json names did not rerun mdgen"
echo "with mdgen.json naming templates: editing one reruns mdgen, which uses it; adding one reruns mdgen"

printf '{\n  "access": "open"\n}\n' > "$probe/Sources/Doorbell/mdgen.json"
! build || fail "a build with a wrong mdgen.json succeeded"
grep -q "Sources/Doorbell/mdgen.json:2:13: error: 'access' must be 'public', 'package' or 'internal', not 'open'" "$log" \
    || fail "mdgen.json's error is not a located diagnostic"
echo "with a wrong mdgen.json: the build fails with $(grep -o 'mdgen.json:2:13: error: .*' "$log")"

# Compiler errors in generated declarations land in the .mdgen (the build plugin passes
# --source-locations): a package whose .mdgen names an unknown type fails the build, and the
# first error of the build log is at that .mdgen's line and column, before any other error;
# no error or note is located in the generated file, and no snippet shows a directive.
rm "$probe/Sources/Doorbell/mdgen.json"

# A new, empty .mdgen (what Xcode's New File makes) does not fail the build: mdgen warns at
# it, and generates the output the plugin declared, with only the header.
: > "$probe/Sources/Doorbell/Empty.mdgen"
build || fail "a build with an empty .mdgen failed"
grep -q "Sources/Doorbell/Empty.mdgen:1:1: warning: no protocol is declared" "$log" \
    || fail "the empty .mdgen got no located warning"
[ "$(grep -cv '^//' "$(generated Empty.mdgen.swift)")" = 0 ] || fail "the empty .mdgen generated more than a header"
echo "with an empty .mdgen: the build succeeds with $(grep -o 'Empty.mdgen:1:1: warning: [^;]*' "$log" | head -n 1)"
rm "$probe/Sources/Doorbell/Empty.mdgen"
echo 'public final class Download: Sendable {}' > "$probe/Sources/Doorbell/Download.swift"
description="$probe/Sources/Doorbell/DownloadDelegate.mdgen"

# mdgen's own diagnostics fail the build at the mistake.
printf 'protocol DownloadDelegate {\n    var progress: Double { get }\n}\n' > "$description"
! build || fail "a build with an invalid .mdgen succeeded"
grep -q "^$description:2:5: error: property requirements are not supported" "$log" \
    || fail "the invalid .mdgen's error is not a located diagnostic"
echo "with an invalid .mdgen: the build fails with $(grep -o 'DownloadDelegate.mdgen:2:5: error: [^:]*' "$log" | head -n 1)"
# Three broken .mdgen files: one build reports all three. SwiftPM starts no command after one
# has failed, so the plugin has the support file's command, which reads every input, report
# every file's errors, and each file's command wait for it.
for name in Alarm Buzzer Camera; do
    printf 'protocol %sDelegate {\n    func %sIsReady() -> Bool\n}\n' "$name" "${name,,}" \
        > "$probe/Sources/Doorbell/$name.mdgen"
done
! build || fail "a build with three broken .mdgen files succeeded"
for name in Alarm Buzzer Camera; do
    grep -q "Sources/Doorbell/$name.mdgen:2:10: error: .* needs '@combine(…)'" "$log" \
        || fail "the build did not report $name.mdgen's error"
done
[ "$(grep -c "DownloadDelegate.mdgen:2:5: error: property requirements" "$log")" = 1 ] \
    || fail "the build reported an error other than once"
echo "with four broken .mdgen files: one build reports all four, each once"
rm "$probe"/Sources/Doorbell/{Alarm,Buzzer,Camera}.mdgen
# The position of the first "DownloadTsk" in the description, as LINE:COLUMN.
typo_position() { awk '{ c = index($0, "DownloadTsk"); if (c) { print NR ":" c; exit } }' "$description"; }
# The first error the compiler located. Before it, the log may only have SwiftPM's own note
# that a compiler job failed ("error: emit-module command failed with exit code 1 …"), which
# names no place.
first_error() { grep -m 1 -E '^[^ ]+:[0-9]+:[0-9]+: error: ' "$log" || true; }
nothing_misleading_first() {
    local before
    before=$(sed -n -E '/^[^ ]+:[0-9]+:[0-9]+: error: /q; /error:/p' "$log" | grep -v -E '^error: [a-z-]+ command failed with exit code [0-9]+' || true)
    [ -z "$before" ] || fail "before the first located error, the log has: $before"
}
# Builds with the description as it is now, and checks that the first error is the typo's, at
# the description and a LINE:COLUMN that matches `position` (a regular expression; by default,
# exactly where the typo is).
expect_typo_error() {
    ! build || fail "a build with an unknown type in the .mdgen succeeded"
    local position=${1:-$(typo_position)}
    local expected="$description:($position): error: cannot find type 'DownloadTsk' in scope"
    first_error | grep -qxE "$expected" || fail "the first error is not '$expected'"
    nothing_misleading_first
    ! grep -qE '^[^ ]*/\.build/plugins/outputs/[^ ]*:[0-9]+:[0-9]+: (error|warning|note): ' "$log" \
        || fail "a diagnostic is located in the generated file, not in the .mdgen"
    ! grep -q '#sourceLocation' "$log" || fail "a snippet of the generated file shows a #sourceLocation directive"
    echo "    $(first_error | sed "s|^$probe/||"), and $(located_errors) error(s) in all, none in the generated file"
}
# How many different errors the compiler located (SwiftPM may print one several times).
located_errors() { grep -E '^[^ ]+:[0-9]+:[0-9]+: error: ' "$log" | sort -u | wc -l; }

cat > "$description" <<'MDGEN'
import Foundation

/// Receives progress of a `Download`.
public protocol DownloadDelegate {
    /// Bytes arrived.
    func download(_ task: DownloadTsk, didReceive byteCount: Int)

    optional func downloadDidFinish(_ task: Download)

    /// Every delegate must agree before a retry happens.
    @combine(all)
    optional func downloadShouldRetry(_ task: Download, after error: any Error) -> Bool
}
MDGEN
echo "a typo in a requirement's type fails the build; the first error is at the .mdgen ($(typo_position)):"
expect_typo_error

sed -i 's/(_ task: DownloadTsk,/(_ task: Download,/; s/downloadDidFinish(_ task: Download)/downloadDidFinish(_ task: DownloadTsk)/' "$description"
echo "in an optional requirement ($(typo_position)):"
expect_typo_error

# A requirement written over several lines is generated on one line, which maps to the line
# of its `func`: the error lands on the requirement, not on the typo's own line.
sed -i 's/downloadDidFinish(_ task: DownloadTsk)/downloadDidFinish(_ task: Download)/' "$description"
sed -i 's/^    optional func downloadShouldRetry(_ task: Download, after error: any Error) -> Bool$/    optional func downloadShouldRetry(\n        _ task: Download,\n        after error: DownloadTsk\n    ) -> Bool/' "$description"
grep -q '^        after error: DownloadTsk$' "$description" || fail "could not split the requirement over lines"
line=$(grep -n 'optional func downloadShouldRetry($' "$description" | cut -d: -f1)
echo "in a requirement written over lines $line to $((line + 3)), typo at $(typo_position):"
expect_typo_error "($line|$((line + 1))|$((line + 2))|$((line + 3))):[0-9]+"
