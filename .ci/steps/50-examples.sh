# Examples: build each as a user would (a path dependency and the build plugin), run it, and
# compare what it prints with its expected-output.txt.
set -euo pipefail
for example in Examples/*/; do
    name=$(basename "$example")
    [ -f "$example/Package.swift" ] && [ -f "$example/expected-output.txt" ] || continue
    actual=$(mktemp)
    (cd "$example" && swift build --quiet && swift run --quiet) > "$actual"
    diff -u "$example/expected-output.txt" "$actual"
    echo "$name: output as expected"
done
