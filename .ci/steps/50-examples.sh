# Examples: build each as a user would (a path dependency and the build plugin), run it, and
# compare what it prints with its expected-output.txt; run the tests of those that have some.
# The examples build in one scratch folder, which 42-spies-plugin.sh and 60-checked-in.sh use
# too: every one depends on this checkout, so mdgen compiles once for all of them rather than
# once each.
set -euo pipefail
scratch=$(pwd)/.build/consumers
for example in Examples/*/; do
    name=$(basename "$example")
    { [ -f "$example/Package.swift" ] && [ -f "$example/expected-output.txt" ]; } || continue
    actual=$(mktemp)
    (cd "$example" && swift build --quiet --scratch-path "$scratch" \
        && swift run --quiet --scratch-path "$scratch") > "$actual"
    diff -u "$example/expected-output.txt" "$actual"
    echo "$name: output as expected"
    # An example with tests runs them: they use the spies the build plugin generates.
    if [ -d "$example/Tests" ]; then
        (cd "$example" && swift test --quiet --scratch-path "$scratch") > "$actual" 2>&1 || { cat "$actual"; exit 1; }
        echo "$name: $(grep -E 'Test run with' "$actual" | tail -n 1)"
    fi
done
