# The front end and the template engine survive hostile input: a one-minute libFuzzer smoke run
# of the lexer, parser, model builder and generation, seeded with every .mdgen fixture, and one
# of the Mustache engine (templates and context together, rendered under small limits), seeded
# with the default templates and the test fixtures (scripts/fuzz.sh). The two build and run at
# once, one per core, in their own folders. A crash, a hang or a broken invariant fails CI and
# leaves its input in .build/fuzz*/artifacts/.
set -euo pipefail
scripts/fuzz.sh 60 &
front_end=$!
scripts/fuzz.sh --templates 60 &
templates=$!
status=0
wait "$front_end" || { status=$?; echo "FAILED: fuzzing the front end (exit $status)"; }
wait "$templates" || { status=$?; echo "FAILED: fuzzing the templates (exit $status)"; }
exit "$status"
