# The pipeline's stages are targets whose dependencies run one way (Package.swift): a stage
# that imports a later one, or a sibling it does not depend on, must not build. On a copy of
# the package in .build/stages-check (the repository stays as it is), this step
#   1. builds MDGenSyntax and MDGenMustache as they are, with SwiftPM's explicit import check;
#   2. adds `import <later stage>` to one stage at a time and checks that building that stage
#      alone fails with SwiftPM's "imports another target … without declaring it a
#      dependency" (the compiler fails too, finding no such module or a cycle).
# The copy keeps the files' times and the scratch folder stays, so a second run rebuilds little.
set -euo pipefail
work=$(pwd)/.build/stages-check
fail() { echo "FAILED: $*"; exit 1; }

rm -rf "$work/package"
mkdir -p "$work/package"
tar --exclude='*/.build' -cf - Package.swift Sources Plugins Tests | tar -xf - -C "$work/package"
cd "$work/package"

# Builds one target of the copy; its output goes to $work/last.log. (.ci/run's `swift` runs a
# build that dies of a signal once more.)
build() {
    swift build --scratch-path "$work/build" --target "$1" \
        --explicit-target-dependency-import-check error > "$work/last.log" 2>&1
}

build MDGenMustache || { cat "$work/last.log"; fail "the stages do not build as they are"; }
echo "MDGenSyntax and MDGenMustache build, importing only their dependencies"

# `stage` imports `forbidden`, which comes later in the pipeline or beside it.
for pair in MDGenSyntax:MDGenModel MDGenSyntax:MDGenCore MDGenModel:MDGenCore \
    MDGenMustache:MDGenModel; do
    stage=${pair%%:*}
    forbidden=${pair##*:}
    probe=Sources/$stage/StageCheck.swift
    echo "import $forbidden" > "$probe"
    status=0
    build "$stage" || status=$?
    rm "$probe"
    [ "$status" -ne 0 ] || fail "$stage builds while it imports $forbidden"
    grep -qF "Target $stage imports another target ($forbidden) in the package without declaring it a dependency" \
        "$work/last.log" || { cat "$work/last.log"; fail "$stage: no import check error for $forbidden"; }
    echo "$stage importing $forbidden does not build"
done
