#!/usr/bin/env bash
# The GitHub Actions workflows (CI, and the release's), which no machine of ours runs, are
# valid before they are pushed: each validates against GitHub's workflow schema
# (check-jsonschema's built-in copy, offline), and every `run:` script in it, and every script
# file it calls, passes shellcheck as bash, the shell GitHub runs them with. Proves it can
# fail: a copy of each workflow with a misspelt key, and one whose script has an unquoted
# variable, are both rejected. Installs check-jsonschema (PyPI) and the shellcheck of Debian if
# they are missing. Arguments name workflows to check instead of .github/workflows/*.yml.
set -euo pipefail
if [ "$#" -gt 0 ]; then workflows=("$@"); else workflows=(.github/workflows/*.yml); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAILED: $*"; exit 1; }

if ! command -v check-jsonschema > /dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check check-jsonschema > "$work/install.log" 2>&1 \
        || { cat "$work/install.log"; fail "could not install check-jsonschema"; }
fi
if ! command -v shellcheck > /dev/null; then
    { apt-get update -qq && apt-get install -y -qq shellcheck; } > "$work/install.log" 2>&1 \
        || { cat "$work/install.log"; fail "could not install shellcheck"; }
fi

# Writes each `run:` script of the workflow $1 to $2/<job>-<step>.sh, with the `${{ … }}`
# expressions GitHub substitutes before bash sees them replaced by a word, and lists in
# $2/called the script files (*.sh in the repository) the scripts name. PyYAML if it is there,
# else ruamel.yaml, which check-jsonschema brings.
extract() {
    python3 - "$1" "$2" <<'PYTHON'
import os, re, sys
path, out = sys.argv[1], sys.argv[2]
try:
    import yaml
    workflow = yaml.safe_load(open(path))
except ImportError:
    from ruamel.yaml import YAML
    workflow = YAML(typ="safe").load(open(path))
called = set()
for job_name, job in (workflow.get("jobs") or {}).items():
    shell = ((job.get("defaults") or {}).get("run") or {}).get("shell", "bash")
    for index, step in enumerate(job.get("steps") or []):
        if "run" not in step:
            continue
        if step.get("shell", shell) not in ("bash", "sh"):
            sys.exit(f"{job_name} step {index + 1}: shell '{step.get('shell', shell)}' is not bash")
        script = re.sub(r"\$\{\{.*?\}\}", "GITHUB_EXPRESSION", step["run"])
        name = re.sub(r"[^A-Za-z0-9]+", "-", step.get("name", "run")).strip("-")
        with open(os.path.join(out, f"{job_name}-{index + 1}-{name}.sh"), "w") as file:
            file.write(f"#!/usr/bin/env bash\n# {path}: job '{job_name}', step {index + 1}\n{script}")
        called.update(word for word in re.findall(r"[\w./-]+\.sh\b", script) if os.path.isfile(word))
with open(os.path.join(out, "called"), "w") as file:
    file.write("".join(f"{word}\n" for word in sorted(called)))
PYTHON
}

# Validates the workflow $1 with the schema and shellcheck, in the scratch folder $2.
validate() {
    local scripts=() called=()
    check-jsonschema --builtin-schema vendor.github-workflows "$1" || return 1
    mkdir -p "$2"
    extract "$1" "$2" || return 1
    mapfile -t scripts < <(find "$2" -name '*.sh' | sort)
    mapfile -t called < "$2/called"
    [ "${#scripts[@]}" -gt 0 ] || { echo "$1 has no run: scripts"; return 1; }
    shellcheck --shell=bash "${scripts[@]}" "${called[@]}" || return 1
    echo "$1: schema valid; ${#scripts[@]} run: scripts and ${#called[@]} script files pass shellcheck (${called[*]})"
}

for workflow in "${workflows[@]}"; do
    name=$(basename "$workflow" .yml)
    mkdir -p "$work/$name"
    validate "$workflow" "$work/$name/workflow" || fail "$workflow is not valid"

    # The step's own check: two broken copies of the workflow must each be rejected.
    sed 's/^    runs-on:/    runs_on:/' "$workflow" > "$work/$name/misspelt.yml"
    ! cmp -s "$workflow" "$work/$name/misspelt.yml" || fail "could not misspell runs-on in a copy"
    if validate "$work/$name/misspelt.yml" "$work/$name/misspelt" > "$work/$name/misspelt.log" 2>&1; then
        fail "a workflow with 'runs_on' for 'runs-on' passed"
    fi
    grep -q "runs" "$work/$name/misspelt.log" || { cat "$work/$name/misspelt.log"; fail "the schema did not name runs-on"; }
    python3 - "$workflow" "$work/$name/unquoted.yml" <<'PYTHON'
import sys
text = open(sys.argv[1]).read()
marker = "\n    steps:\n"
assert marker in text, "no job with steps"
step = "      - run: folder=$(mktemp -d) && rm -rf $folder/*\n"
open(sys.argv[2], "w").write(text.replace(marker, marker + step, 1))
PYTHON
    if validate "$work/$name/unquoted.yml" "$work/$name/unquoted" > "$work/$name/unquoted.log" 2>&1; then
        fail "a workflow whose script has an unquoted variable passed shellcheck"
    fi
    grep -q 'SC2115\|SC2086' "$work/$name/unquoted.log" || { cat "$work/$name/unquoted.log"; fail "shellcheck did not reject the unquoted variable"; }
    echo "$workflow: a misspelt key fails the schema, and an unquoted variable in a run: script fails shellcheck"
done
