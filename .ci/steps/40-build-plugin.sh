# The build plugin, as a user's package uses it (a path dependency): builds are incremental
# because every command declares its inputs and outputs exactly. Proves, on a temporary
# package: a build with nothing changed does not run mdgen and leaves the generated file
# alone; touching the .mdgen reruns mdgen, which leaves the unchanged output alone, so nothing
# recompiles; editing it regenerates and recompiles; mdgen.json next to the target's sources
# sets the access level, and its mistakes are located diagnostics that fail the build.
set -euo pipefail
root=$(pwd)
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT

mkdir -p "$probe/Sources/Doorbell"
cat > "$probe/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PluginProbe",
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
generated() { find "$probe/.build/plugins/outputs" -name DoorbellDelegate.mdgen.swift | head -n 1; }
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
ran_mdgen && compiled || fail "editing the .mdgen did not regenerate and recompile"
grep -q "func doorbellDidBreak" "$(generated)" || fail "the edit is not in the generated file"
echo "after editing the .mdgen: mdgen ran and the target recompiled"

echo '{ "access": "public" }' > "$probe/Sources/Doorbell/mdgen.json"
build || fail "the build with mdgen.json failed"
ran_mdgen || fail "adding mdgen.json did not rerun mdgen"
grep -q "public final class DoorbellDelegateMulticast" "$(generated)" || fail "mdgen.json's access level was not applied"
echo "with mdgen.json {\"access\": \"public\"}: the multicast is public"

printf '{\n  "access": "open"\n}\n' > "$probe/Sources/Doorbell/mdgen.json"
! build || fail "a build with a wrong mdgen.json succeeded"
grep -q "Sources/Doorbell/mdgen.json:2:13: error: 'access' must be \"public\", \"package\" or \"internal\"" "$log" \
    || fail "mdgen.json's error is not a located diagnostic"
echo "with a wrong mdgen.json: the build fails with $(grep -o 'mdgen.json:2:13: error: .*' "$log")"
