# Benchmarks, smoke mode: builds mdgen-benchmarks in release (it is in no product, so only
# this step builds it) and runs every table with tiny samples. Timings are not checked; the
# run fails if a void dispatch allocates, add/remove stops being linear, or memory grows
# with churn. The full run and its numbers: Benchmarks/README.md.
set -euo pipefail
swift build -c release --product mdgen-benchmarks
"$(swift build -c release --show-bin-path)/mdgen-benchmarks" --smoke
