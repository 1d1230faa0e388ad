#!/usr/bin/env bash
# Examples/XcodeApp as an Xcode user has it: XcodeGen writes Radio.xcodeproj from project.yml;
# xcodebuild builds the iOS app, whose build runs MDGenPlugin on BeaconDelegate.mdgen, and runs
# its unit tests, which use the BeaconDelegateSpy the plugin generates for the test target, on
# an iOS Simulator. -skipPackagePluginValidation stands in for Xcode's "Trust & Enable".
#
# On macOS with Xcode 26 and XcodeGen (brew install xcodegen): bash .ci/macos/xcode-app.sh
set -euo pipefail
cd "$(dirname "$0")/../../Examples/XcodeApp"
work=$(mktemp -d)
trap 'rm -rf "$work" Radio.xcodeproj' EXIT
fail() { echo "FAILED: $*"; exit 1; }

command -v xcodegen > /dev/null || fail "xcodegen is missing: brew install xcodegen"
xcodegen generate --quiet

# An available iPhone of the newest iOS runtime installed: a destination by id works whatever
# the runner's devices are called.
xcrun simctl list devices available --json > "$work/devices.json"
device=$(python3 - "$work/devices.json" <<'PYTHON'
import json, re, sys
devices = json.load(open(sys.argv[1]))["devices"]
def version(runtime):
    return [int(part) for part in re.findall(r"\d+", runtime.rsplit("iOS", 1)[-1])]
runtimes = sorted((runtime for runtime in devices if ".SimRuntime.iOS-" in runtime), key=version)
for runtime in reversed(runtimes):
    phones = [d for d in devices[runtime] if d.get("isAvailable") and d["name"].startswith("iPhone")]
    if phones:
        print(phones[0]["udid"], phones[0]["name"], runtime.rsplit(".", 1)[-1])
        break
PYTHON
)
[ -n "$device" ] || { cat "$work/devices.json"; fail "no available iPhone simulator"; }
read -r udid name <<< "$device"
echo "destination: $name ($udid)"

# The simulator needs no signing; nothing here has a team to sign with.
options=(-project Radio.xcodeproj -scheme Radio -derivedDataPath "$work/DerivedData"
    -skipPackagePluginValidation -skipMacroValidation CODE_SIGNING_ALLOWED=NO)
xcodebuild build -destination 'generic/platform=iOS Simulator' "${options[@]}" > "$work/build.log" 2>&1 \
    || { tail -n 100 "$work/build.log"; fail "the app does not build for the iOS Simulator"; }
grep -q 'BeaconDelegate.mdgen.swift' "$work/build.log" || { tail -n 100 "$work/build.log"; fail "the build did not run mdgen"; }
echo "the app builds for the iOS Simulator, with mdgen run by the build plugin"

xcodebuild test -destination "platform=iOS Simulator,id=$udid" "${options[@]}" > "$work/test.log" 2>&1 \
    || { tail -n 150 "$work/test.log"; fail "the app's tests failed"; }
for test in 'measurements()' 'quiet()'; do
    grep -qF "$test" "$work/test.log" || { tail -n 100 "$work/test.log"; fail "the test $test did not run"; }
done
grep -E "Test run with|measurements\(\)|quiet\(\)" "$work/test.log" | tail -n 3
echo "the app's tests pass, with the spy the build plugin generated"
