# The TextMate grammar (Editors/TextMate/mdgen.tmLanguage.json, which the VS Code extension
# uses) highlights every .mdgen file in Tests/ and Examples/ through a real TextMate tokenizer,
# PyPI's textmate-grammar-python on Oniguruma: no token of a file mdgen accepts is scoped
# `invalid` (the rejected inputs of Tests/Fixtures/Invalid may be), and `optional`, `@combine`,
# strategies, names and doc comments get their own scopes. The tokenizer is installed in a
# virtual environment in a temporary folder, removed at the end.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check textmate-grammar-python
"$work/venv/bin/python" scripts/check-grammar.py

# The check fails on a file with a token marked invalid: a misspelt strategy.
printf 'protocol P {\n    @combine(alll)\n    optional func p() -> Bool\n}\n' > "$work/Broken.mdgen"
if "$work/venv/bin/python" scripts/check-grammar.py "$work/Broken.mdgen" > "$work/broken.log"; then
    cat "$work/broken.log"
    echo "FAILED: the grammar check passed a file with an unknown strategy"
    exit 1
fi
grep -q "'alll' is marked invalid.illegal.unknown-strategy.mdgen" "$work/broken.log"
echo "the check fails on a misspelt strategy, as it should"
