# The language server as a real editor uses it: Neovim (Debian's package, its built-in LSP
# client, headless) opens a .mdgen file with an error and reads back the diagnostics, a hover,
# a completion and a quick fix from `.build/debug/mdgen lsp`, which `swift test` built
# (.ci/neovim/init.lua checks each). Fails when the server misbehaves.
#
# MDGEN_LSP_COMMAND replaces the server's command line, to see the step fail on a broken
# server: MDGEN_LSP_COMMAND=cat, or '.build/debug/mdgen lsp --silence InvalidCombine'.
set -euo pipefail
fail() { echo "FAILED: $*"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! command -v nvim > /dev/null; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim; } \
        > "$work/install.log" 2>&1 || { cat "$work/install.log"; fail "could not install Debian's neovim"; }
fi
nvim --version | head -n 1

mdgen=$(pwd)/.build/debug/mdgen
[ -x "$mdgen" ] || fail "$mdgen is not built: run 'swift build --product mdgen' (CI's 'swift test' does)"

# Line 9, column 14 (`al`) is the one error; line 4 is the requirement hovered.
cat > "$work/Kettle.mdgen" <<'MDGEN'
import Foundation

protocol KettleDelegate {
    func kettleDidBoil(_ kettle: Kettle)
}

/// The second protocol has an error; the first still shows what it becomes.
protocol TimerDelegate {
    @combine(al)
    func timerShouldRing(_ timer: Timer) -> Bool
}
MDGEN

started=$(date +%s)
status=0
MDGEN_NVIM_FILE="$work/Kettle.mdgen" MDGEN_LSP_COMMAND="${MDGEN_LSP_COMMAND:-$mdgen lsp}" \
    timeout 60 nvim --headless --clean -u .ci/neovim/init.lua > "$work/report.txt" 2>&1 \
    || status=$?
cat "$work/report.txt"
[ "$status" -eq 0 ] || fail "Neovim's LSP client did not get what it expected from the server (exit $status)"
grep -q '^code action: ' "$work/report.txt" || fail "Neovim ended before checking everything"
echo "Neovim: diagnostics, hover, completion and quick fix as expected in $(( $(date +%s) - started ))s"
