# The plugins' Xcode code, compiled here although only Xcode can run it: both plugins' sources
# are type-checked as SwiftPM compiles a plugin (the flags of the `commandLine` SwiftPM records
# in .build/plugins/cache/<Plugin>-state.json, against the toolchain's real PackagePlugin
# module), with a stub of Xcode's XcodeProjectPlugin module on the import path
# (.ci/XcodeProjectPlugin: an interface, each declaration citing Apple's), so that every
# `#if canImport(XcodeProjectPlugin)` block is compiled on every run. Then its self-check: a
# copy of either plugin whose Xcode code names a member Apple's module lacks
# (`XcodeTarget.inputFilez`, `XcodePluginContext.xcodeProjekt`) fails the type-check, with an
# error naming it.
set -euo pipefail
root=$(pwd)
api="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/PluginAPI"
[ -f "$api/PackagePlugin.swiftmodule" ] || [ -d "$api/PackagePlugin.swiftmodule" ] \
    || { echo "FAILED: no PackagePlugin module in $api"; exit 1; }
tools_version=$(sed -n 's|^// swift-tools-version: *\([0-9.]*\).*|\1|p' Package.swift)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp .ci/XcodeProjectPlugin/XcodeProjectPlugin.swiftinterface "$work/"

# Type-checks the plugin named $1 from the sources in $2 (its folder by default).
typecheck() {
    local plugin=$1 folder=${2:-$root/Plugins/$1}
    swiftc -typecheck -module-name "$plugin" \
        -L "$api" -lPackagePlugin -swift-version 6 -package-description-version "$tools_version" \
        -I "$api" -parse-as-library \
        -I "$work" -module-cache-path "$work/module-cache" \
        -warnings-as-errors \
        "$folder"/*.swift
}

for plugin in MDGenPlugin MDGenCommandPlugin; do
    grep -q 'canImport(XcodeProjectPlugin)' "Plugins/$plugin"/*.swift \
        || { echo "FAILED: $plugin has no Xcode code to check"; exit 1; }
    typecheck "$plugin" || { echo "FAILED: $plugin does not type-check with XcodeProjectPlugin"; exit 1; }
    echo "$plugin: its SwiftPM and Xcode code type-check against PackagePlugin and the XcodeProjectPlugin stub"
done

# Self-check: a member name Apple's module lacks, in either plugin's Xcode code, fails the step
# with an error naming it. Arguments: the plugin, the file to break, the member and its misspelling.
misspelled() {
    local plugin=$1 file=$2 member=$3 wrong=$4
    rm -rf "$work/wrong" && mkdir "$work/wrong"
    cp -L "Plugins/$plugin"/*.swift "$work/wrong/"
    sed -i "s/\b$member\b/$wrong/g" "$work/wrong/$file"
    grep -q "$wrong" "$work/wrong/$file" || { echo "FAILED: could not misspell $member in $file"; exit 1; }
    if typecheck "$plugin" "$work/wrong" > "$work/wrong.log" 2>&1; then
        echo "FAILED: $plugin type-checked with $wrong for $member"; exit 1
    fi
    local error
    error=$(grep -m 1 "error: .*'$wrong'" "$work/wrong.log") \
        || { cat "$work/wrong.log"; echo "FAILED: the type-check failed, but not on $wrong"; exit 1; }
    echo "self-check: $wrong fails $plugin's type-check: ${error#"$work/wrong/"}"
}
misspelled MDGenPlugin XcodeTarget+PluginTarget.swift inputFiles inputFilez
misspelled MDGenCommandPlugin MDGenCommandPlugin.swift xcodeProject xcodeProjekt
