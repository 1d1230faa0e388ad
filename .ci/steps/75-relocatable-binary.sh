# The README's install command gives an mdgen that runs on a Linux machine without a Swift
# toolchain: `--static-swift-stdlib` links the Swift runtime, FoundationEssentials and Dispatch
# into the binary. Proves it with ldd (no libswift*, libFoundation*, libdispatch* or ICU library, and
# every library it does need found in the system's folders), then by running a copy from an
# empty folder with an empty environment: `mdgen --version` and generating an example to
# standard output. Where a private mount namespace is allowed (unshare), those runs happen with
# the toolchain's runtime folder hidden under an empty tmpfs, and a control run of one of the
# toolchain's own Swift programs must fail there, which shows the runtime was out of reach.
# `--static-swift-stdlib` is part of every compile command, so this build has its own scratch
# folder (a release build of mdgen alone, about four minutes on two cores), which
# scripts/build-artifactbundle.sh shares: .ci/steps/47-artifact-bundle.sh builds it first.
set -euo pipefail
root=$(pwd)
scratch="$root/.build/relocatable"
example="$root/Examples/MessageSingleton/Sources/MessageSingleton/MessageSingletonDelegate.mdgen"
fail() { echo "FAILED: $*"; exit 1; }

started=$(date +%s)
swift build -c release --product mdgen --static-swift-stdlib --scratch-path "$scratch"
binary="$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/mdgen"
echo "built $binary in $(($(date +%s) - started)) s: $(du -h "$binary" | cut -f1)"

libraries=$(ldd "$binary")
! grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu' <<< "$libraries" \
    || fail "the release mdgen links a Swift runtime library dynamically"
! grep -q 'not found' <<< "$libraries" || fail "the release mdgen needs a library that is not there"
echo "ldd: $(awk '{ print $1 }' <<< "$libraries" | tr '\n' ' ')"

# A fresh folder holding only the binary and an input, as on a machine it was copied to.
machine=$(mktemp -d)
trap 'rm -rf "$machine"' EXIT
cp "$binary" "$example" "$machine/"
input=$(basename "$example")
# The toolchain's runtime folder (lib/swift, beside the folder of `swift`), which holds
# libswiftCore.so and Foundation's libraries; `swift-build` is a toolchain program that
# needs them.
toolchain_bin=$(dirname "$(readlink -f "$(type -P swift)")")
runtime=$(cd "$toolchain_bin/../lib/swift" && pwd)
[ -e "$runtime/linux/libswiftCore.so" ] || fail "no libswiftCore.so in $runtime/linux"
control="$toolchain_bin/swift-build"

# Runs the copied mdgen (--version, then generate) from the fresh folder with an empty
# environment; with `hidden`, also the control run, which must fail.
cat > "$machine/run.sh" <<'RUN'
set -euo pipefail
cd "$1"
if [ "${2:-}" = hidden ]; then
    [ ! -e "$3/linux/libswiftCore.so" ] || { echo "the runtime is still visible"; exit 1; }
    if "$4" --version > control.log 2>&1; then
        echo "control: $4 ran with the runtime hidden"; exit 1
    fi
    echo "control: $(head -n 1 control.log)"
fi
env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= ./mdgen --version
env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= ./mdgen generate "$5" --stdout > generated.swift
grep -q 'final class MessageSingletonDelegateMulticast' generated.swift
echo "generated $(wc -l < generated.swift) lines from $5"
RUN

if unshare --mount --propagation private true 2> /dev/null; then
    unshare --mount --propagation private bash -c \
        'mount -t tmpfs -o ro,size=1m tmpfs "$2" && bash "$1/run.sh" "$1" hidden "$2" "$3" "$4"' \
        _ "$machine" "$runtime" "$control" "$input" \
        || fail "the copied mdgen did not run with the toolchain's runtime ($runtime) hidden"
    echo "the copied mdgen runs with $runtime hidden"
else
    echo "unshare is not permitted here: relying on ldd and a run with an empty environment"
    bash "$machine/run.sh" "$machine" visible "$runtime" "$control" "$input" \
        || fail "the copied mdgen did not run"
fi
