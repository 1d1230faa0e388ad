# Benchmarks, smoke mode: builds mdgen-benchmarks in release (a package of its own in
# Benchmarks/, which depends on this one by path, so only this step builds it) and runs every
# table with tiny samples. Timings are not checked; the run fails if a void dispatch
# allocates, add/remove stops being linear, or memory grows with churn. The full run and its
# numbers: Benchmarks/README.md.
set -euo pipefail
swift build -c release --package-path Benchmarks --product mdgen-benchmarks
"$(swift build -c release --package-path Benchmarks --show-bin-path)/mdgen-benchmarks" --smoke
