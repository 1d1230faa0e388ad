# Generated code must read as hand-written: the checked-in reference outputs pass
# `swift format lint` with the repository's .swift-format (4-space indentation, 100 columns,
# default rules otherwise), and so do our own sources.
set -euo pipefail
swift format lint --strict --recursive Tests/Reference
swift format lint --strict --recursive Sources Plugins Tests Benchmarks Fuzz Examples/*/Sources
echo "swift format lint: no findings"
