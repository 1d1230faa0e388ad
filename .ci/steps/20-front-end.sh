# The front end and the template engine survive hostile input: a one-minute libFuzzer smoke run
# of the lexer, parser, model builder and generation, seeded with every .mdgen fixture, then one
# of the Mustache engine (templates and context together, rendered under small limits), seeded
# with the default templates and the test fixtures (scripts/fuzz.sh). A crash, a hang or a
# broken invariant fails CI and leaves its input in .build/fuzz*/artifacts/.
set -euo pipefail
scripts/fuzz.sh 60
scripts/fuzz.sh --templates 60
