# The front end, the template engine and the language server survive hostile input, and the
# same tree always gives the same answer (scripts/fuzz.sh):
# - every past finding of any fuzzer (Fuzz/Regressions/) runs clean through every target;
# - then each target fuzzes a fixed number of executions from a fixed seed, starting from its
#   seeds (every .mdgen fixture; the default and test templates; Fuzz/LanguageServerSeeds)
#   and the past findings. The inputs, coverage and result are the same on every run of the
#   same tree, so a submission fails here only for a problem its own tree has.
# Random, longer fuzzing runs nightly (.github/workflows/fuzz.yml) and by hand
# (Documentation/Development.md). The targets build one after another (they share the stage
# libraries), then fuzz at once. A failure leaves its input in .build/fuzz*/artifacts/.
set -euo pipefail
targets=("" --templates --lsp)
runs=(20000 40000 10000)
names=("the front end" "the templates" "the language server")

for target in "${targets[@]}"; do
    # shellcheck disable=SC2086 # an empty target is no argument
    scripts/fuzz.sh $target --regressions
done
pids=()
for index in "${!targets[@]}"; do
    # shellcheck disable=SC2086
    scripts/fuzz.sh ${targets[index]} --runs "${runs[index]}" &
    pids+=($!)
done
status=0
for index in "${!pids[@]}"; do
    wait "${pids[index]}" || { status=$?; echo "FAILED: fuzzing ${names[index]} (exit $status)"; }
done
exit "$status"
