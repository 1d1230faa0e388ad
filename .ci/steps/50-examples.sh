# Examples: build each as a user would (a path dependency and the build plugin), run it, and
# compare what it prints with its expected-output.txt; run the tests of those that have some.
set -euo pipefail
for example in Examples/*/; do
    name=$(basename "$example")
    { [ -f "$example/Package.swift" ] && [ -f "$example/expected-output.txt" ]; } || continue
    actual=$(mktemp)
    (cd "$example" && swift build --quiet && swift run --quiet) > "$actual"
    diff -u "$example/expected-output.txt" "$actual"
    echo "$name: output as expected"
    # An example with tests runs them: they use the spies the build plugin generates.
    if [ -d "$example/Tests" ]; then
        (cd "$example" && swift test --quiet) > "$actual" 2>&1 || { cat "$actual"; exit 1; }
        echo "$name: $(grep -E 'Test run with' "$actual" | tail -n 1)"
    fi
done
