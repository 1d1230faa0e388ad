# Spies through the build plugin, as a team's package gets them: a library of public protocols
# with mdgen.json naming custom templates, and a test target that gets its spies. Proves, on a
# temporary package: the spies import the library without @testable (what lets a release build
# of the tests compile them: SpiesCommandTests compiles them against a module built with -O and
# without -enable-testing, which is quicker than a release build here); editing the custom spy
# template regenerates the spies in the next build, and so does editing mdgen.json.
# It builds in the scratch folder the consumer packages share (50-examples.sh), so mdgen
# compiles once for all of them.
set -euo pipefail
root=$(pwd)
scratch=$root/.build/consumers
probe=${PROBE:-$(mktemp -d)}
# On any exit: no test process left behind (the time-limit run below), and no probe but a kept one.
cleanup() {
    pkill -f "$probe/time-limit.xctest" || true
    [ -n "${PROBE:-}" ] || rm -rf "$probe"
}
trap cleanup EXIT

mkdir -p "$probe/Sources/Shop" "$probe/Tests/ShopTests" "$probe/Templates"
cat > "$probe/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SpyProbe",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(name: "mdgen", path: "$root")],
    targets: [
        .target(name: "Shop", plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]),
        .testTarget(
            name: "ShopTests", dependencies: ["Shop"],
            plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
cat > "$probe/Sources/Shop/Cart.mdgen" <<'MDGEN'
public protocol CartDelegate {
    func cartDidChange(_ count: Int)
}
MDGEN
echo 'public final class Cart { public init() {} }' > "$probe/Sources/Shop/Cart.swift"
cp "$root/Templates/spy.mustache" "$probe/Templates/"
echo '{ "templates": "../../Templates" }' > "$probe/Sources/Shop/mdgen.json"
cat > "$probe/Tests/ShopTests/CartTests.swift" <<'SWIFT'
import Shop
import Testing

@Test func cartChanges() async throws {
    let spy = CartDelegateSpy()
    let multicast = CartDelegateMulticast()
    multicast.add(spy)
    multicast.cartDidChange(1)
    #expect(try await spy.nextCall(timeLimit: 5) == .cartDidChange(count: 1))
}

/// The call never comes, and the spy's own limit is longer than the test's: the test's time
/// limit cancels the wait, the wait ends, and so do the test and the run.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@Test(.timeLimit(.minutes(1))) func callThatNeverComes() async throws {
    let spy = CartDelegateSpy()
    _ = try await spy.nextCall(timeLimit: 600)
}
SWIFT

log="$probe/build.log"
fail() { echo "FAILED: $*"; echo "--- build log:"; cat "$log"; exit 1; }
build() { (cd "$probe" && swift build --build-tests --scratch-path "$scratch") > "$log" 2>&1; }
# The probe's outputs, under its identity (its folder's name in lower case) in the shared folder.
identity=$(basename "$probe" | tr '[:upper:]' '[:lower:]')
spies() { find "$scratch/plugins/outputs/$identity" -path '*/ShopTests/*' -name 'Shop+Cart.mdgen.spies.swift' | head -n 1; }

build || fail "the first build failed"
grep -qx 'import Shop' "$(spies)" || fail "the spies of public protocols do not import Shop plainly"
! grep -q '@testable' "$(spies)" || fail "the spies of public protocols use @testable"
echo "first build: the spies of Shop's public protocols import it without @testable"

# A call that never comes, under Swift Testing's shortest time limit (one minute): the run must
# end soon after it, with the test failed for its time limit, not hang until it is killed. It
# waits a minute, so it runs from a copy of the test binary while the builds below go on (a
# `swift test` would hold the scratch folder's lock); its end is checked last.
cp "$scratch/debug/SpyProbePackageTests.xctest" "$probe/time-limit.xctest"
time_limit_started=$(date +%s)
(
    status=0
    timeout 240 "$probe/time-limit.xctest" --testing-library swift-testing \
        --filter callThatNeverComes > "$probe/time-limit.log" 2>&1 || status=$?
    date +%s > "$probe/time-limit.end"
    exit "$status"
) &
time_limit_run=$!

printf '%s\n' '// The probe'"'"'s spy template.' | cat - "$root/Templates/spy.mustache" > "$probe/Templates/spy.mustache"
build || fail "the build after editing the spy template failed"
grep -q "^// The probe's spy template.$" "$(spies)" || fail "editing the spy template did not regenerate the spies"
echo "after editing the custom spy template: the spies are regenerated with it"

echo '{ "templates": "../../Templates", "sendable": false }' > "$probe/Sources/Shop/mdgen.json"
build || fail "the build after editing mdgen.json failed"
! grep -q 'LockedSpyLog' "$(spies)" || fail "editing mdgen.json did not regenerate the spies"
echo "after editing mdgen.json (\"sendable\": false): the spies are regenerated, single-domain"

(cd "$probe" && swift test --skip-build --scratch-path "$scratch" --filter cartChanges) > "$log" 2>&1 \
    || fail "the probe's test failed"
echo "the probe's test, which awaits the spy, passes"

# The run with the call that never comes, started after the first build: it ends by itself.
wait "$time_limit_run" && status=0 || status=$?
elapsed=$(( $(cat "$probe/time-limit.end") - time_limit_started ))
log=$probe/time-limit.log
(( status != 124 )) || fail "the run with a call that never comes hung: killed after ${elapsed} s"
(( status != 0 )) || fail "the test whose call never comes passed"
grep -q 'Time limit was exceeded' "$log" || fail "the test did not fail for its time limit"
grep -Eq 'Test callThatNeverComes\(\) failed' "$log" || fail "the test did not end as failed"
! pgrep -f 'time-limit\.xctest' > /dev/null || fail "the test process outlived the run"
(( elapsed < 120 )) || fail "the run took ${elapsed} s after a one-minute time limit"
echo "a call that never comes: the test fails at its one-minute time limit, the run ends (${elapsed} s)"
