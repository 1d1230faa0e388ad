# The front end and the template engine survive hostile input, and the same tree always gives
# the same answer (scripts/fuzz.sh):
# - every past finding of either fuzzer (Fuzz/Regressions/) runs clean through both targets;
# - then each target fuzzes a fixed number of executions from a fixed seed, starting from the
#   seeds (every .mdgen fixture; the default and test templates) and the past findings. The
#   inputs, coverage and result are the same on every run of the same tree, so a submission
#   fails here only for a problem its own tree has.
# Random, longer fuzzing runs nightly (.github/workflows/fuzz.yml) and by hand
# (Documentation/Development.md). The two targets build and run at once, one per core, in
# their own folders. A failure leaves its input in .build/fuzz*/artifacts/.
set -euo pipefail
front_end_runs=20000
template_runs=40000

# Runs the regressions, then the fixed fuzzing: run <executions> [--templates]
run() {
    local runs=$1
    shift
    scripts/fuzz.sh "$@" --regressions && scripts/fuzz.sh "$@" --runs "$runs"
}
run "$front_end_runs" &
front_end=$!
run "$template_runs" --templates &
templates=$!
status=0
wait "$front_end" || { status=$?; echo "FAILED: fuzzing the front end (exit $status)"; }
wait "$templates" || { status=$?; echo "FAILED: fuzzing the templates (exit $status)"; }
exit "$status"
