# The front end survives hostile input: a one-minute libFuzzer smoke run of the lexer, parser,
# model builder and generation, seeded with every .mdgen fixture (scripts/fuzz.sh). A crash,
# a hang or a broken invariant fails CI and leaves its input in .build/fuzz/artifacts/.
set -euo pipefail
scripts/fuzz.sh 60
