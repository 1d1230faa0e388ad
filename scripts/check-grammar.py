#!/usr/bin/env python3
"""Tokenizes .mdgen files with Editors/TextMate/mdgen.tmLanguage.json through a real TextMate
tokenizer (PyPI's textmate-grammar-python, on Oniguruma) and fails when a file that mdgen
accepts gets an `invalid` scope: the grammar would paint a valid file red.

    scripts/check-grammar.py [files or folders…]   (default: Tests and Examples)

Files under Tests/Fixtures/Invalid, the corpus of inputs mdgen rejects, may be marked
invalid; the check lists how many are, since that is what the marking is for.
"""
import json
import logging
import pathlib
import sys

from textmate_grammar.parsers.base import LanguageParser

ROOT = pathlib.Path(__file__).resolve().parent.parent
GRAMMAR = ROOT / "Editors" / "TextMate" / "mdgen.tmLanguage.json"
REJECTED = ROOT / "Tests" / "Fixtures" / "Invalid"


def mdgen_files(arguments):
    for argument in arguments or ["Tests", "Examples"]:
        path = pathlib.Path(argument)
        if path.is_dir():
            yield from sorted(p for p in path.rglob("*.mdgen") if ".build" not in p.parts)
        else:
            yield path


def invalid_tokens(parser, path):
    element = parser.parse_file(path)
    if element is None:
        return [((0, 0), "", ["the tokenizer could not read the file"])]
    return [token for token in element.flatten() if any("invalid" in s for s in token[2])]


# Tokens the grammar must give their own scopes, in Tests/Fixtures/Generation/Download.mdgen.
EXPECTED = {
    "optional": "storage.modifier.optional.mdgen",
    "combine": "storage.modifier.attribute.combine.mdgen",
    "all": "support.constant.strategy.mdgen",
    "first": "support.constant.strategy.mdgen",
    "downloadShouldRetry": "entity.name.function.mdgen",
    "DownloadDelegate": "entity.name.type.protocol.mdgen",
    "/// Bytes arrived.": "comment.line.triple-slash.documentation.mdgen",
}


def check_scopes(parser):
    """The names of EXPECTED tokens that do not get their scope."""
    sample = ROOT / "Tests" / "Fixtures" / "Generation" / "Download.mdgen"
    scopes = {}
    for _, text, token_scopes in parser.parse_file(sample).flatten():
        scopes.setdefault(text.strip(), set()).update(token_scopes)
    return [text for text, scope in EXPECTED.items() if scope not in scopes.get(text, set())]


def main():
    # The tokenizer logs each stretch of text no rule matches (spaces, names): not findings.
    logging.getLogger("textmate_grammar").setLevel(logging.ERROR)
    parser = LanguageParser(json.loads(GRAMMAR.read_text()))
    checked, failures, rejected_marked = 0, 0, 0
    for path in mdgen_files(sys.argv[1:]):
        tokens = invalid_tokens(parser, path)
        checked += 1
        if path.resolve().is_relative_to(REJECTED):
            rejected_marked += bool(tokens)
            continue
        for (line, column), text, scopes in tokens:
            failures += 1
            print(f"{path}:{line + 1}:{column + 1}: '{text}' is marked {scopes[-1]}")
    print(
        f"{checked} .mdgen files tokenized; {failures} invalid tokens outside the rejected "
        f"inputs; "
        f"{rejected_marked} of the rejected inputs marked invalid"
    )
    missing = check_scopes(parser)
    for text in missing:
        print(f"Download.mdgen: '{text}' is not scoped {EXPECTED[text]}")
    return 1 if failures or missing else 0


if __name__ == "__main__":
    sys.exit(main())
