"""Stand-ins for rules_swift's `swift_library` and `swift_test`, which this example cannot fetch.

They run `swiftc` directly (from `@local_swiftc`, see tools/local_swiftc.bzl) with the
attributes rules_swift would take. The example's WORKSPACE names this folder
`@build_bazel_rules_swift`, and swift_library.bzl and swift_test.bzl beside this file stand where
rules_swift has them, so that the example's BUILD files, and mdgen's `@mdgen//bazel:swift.bzl`,
load them exactly as from rules_swift: drop the `local_repository` and they are real. Compared with
rules_swift they do the minimum: Linux, one object per module, no C interop, no toolchain
configuration. Generated code is compiled in the Swift 6 language mode with warnings as errors,
as mdgen promises it compiles.
"""

SwiftcModuleInfo = provider(
    doc = "A module compiled by `swiftc_library`.",
    fields = {
        "swiftmodules": "depset of the .swiftmodule files of the module and its dependencies",
        "objects": "depset of the object files to link, the module's and its dependencies'",
    },
)

# Every compile gets a module cache of its own, deleted afterwards: the action writes nothing
# but its declared outputs, and no two actions share state. `$1` is the compiler.
_COMPILE = """set -eu
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
compiler=$1
shift
"$compiler" -module-cache-path "$cache" "$@"
"""

_COMMON_FLAGS = ["-swift-version", "6", "-warnings-as-errors"]

def _dependencies(deps):
    swiftmodules = depset(transitive = [dep[SwiftcModuleInfo].swiftmodules for dep in deps])
    objects = depset(transitive = [dep[SwiftcModuleInfo].objects for dep in deps])
    return swiftmodules, objects

def _compile(ctx, arguments, inputs, outputs, mnemonic, message):
    ctx.actions.run_shell(
        command = _COMPILE,
        arguments = [ctx.executable._swiftc.path, arguments],
        inputs = depset(inputs, transitive = [ctx.attr._swiftc[DefaultInfo].files]),
        outputs = outputs,
        mnemonic = mnemonic,
        progress_message = message,
        # The compiler's driver finds `clang` for linking on PATH, and nothing else there.
        env = {"PATH": "/usr/bin:/bin"},
    )

def _swiftc_library_impl(ctx):
    module_name = ctx.attr.module_name or ctx.label.name
    swiftmodule = ctx.actions.declare_file("%s.swiftc/%s.swiftmodule" % (ctx.label.name, module_name))
    obj = ctx.actions.declare_file("%s.swiftc/%s.o" % (ctx.label.name, module_name))
    swiftmodules, objects = _dependencies(ctx.attr.deps)
    args = ctx.actions.args()
    args.add_all(_COMMON_FLAGS)
    args.add_all(["-parse-as-library", "-whole-module-optimization", "-enable-testing"])
    args.add("-module-name", module_name)
    args.add_all(swiftmodules, map_each = _include_directory, uniquify = True)
    args.add("-emit-module-path", swiftmodule)
    args.add("-emit-object")
    args.add("-o", obj)
    args.add_all(ctx.files.srcs)
    _compile(
        ctx,
        args,
        ctx.files.srcs + swiftmodules.to_list(),
        [swiftmodule, obj],
        "SwiftcCompile",
        "Compiling Swift module %s (swiftc stand-in)" % module_name,
    )
    return [
        DefaultInfo(files = depset([swiftmodule, obj])),
        SwiftcModuleInfo(
            swiftmodules = depset([swiftmodule], transitive = [swiftmodules]),
            objects = depset([obj], transitive = [objects]),
        ),
    ]

def _include_directory(swiftmodule):
    return "-I" + swiftmodule.dirname

def _swiftc_test_impl(ctx):
    executable = ctx.actions.declare_file(ctx.label.name)
    swiftmodules, objects = _dependencies(ctx.attr.deps)
    args = ctx.actions.args()
    args.add_all(_COMMON_FLAGS)
    args.add("-module-name", ctx.attr.module_name or ctx.label.name)
    args.add_all(swiftmodules, map_each = _include_directory, uniquify = True)

    args.add("-o", executable)
    args.add_all(ctx.files.srcs)
    args.add_all(objects)
    _compile(
        ctx,
        args,
        ctx.files.srcs + swiftmodules.to_list() + objects.to_list(),
        [executable],
        "SwiftcLink",
        "Compiling and linking Swift test %s (swiftc stand-in)" % ctx.label.name,
    )
    return [DefaultInfo(executable = executable)]

_SWIFTC = attr.label(
    default = Label("@local_swiftc//:swiftc"),
    executable = True,
    cfg = "exec",
    allow_single_file = True,
)

swift_library = rule(
    implementation = _swiftc_library_impl,
    doc = "Compiles `srcs` into a module that `deps` of other targets import, as `swift_library` does.",
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"], mandatory = True),
        "deps": attr.label_list(providers = [SwiftcModuleInfo]),
        "module_name": attr.string(doc = "The module's name; the target's name by default."),
        "_swiftc": _SWIFTC,
    },
)

swift_test = rule(
    implementation = _swiftc_test_impl,
    test = True,
    doc = "Compiles `srcs` (with a `main.swift`) and links them with `deps` into a test " +
          "executable, which passes when it exits with 0, as `swift_test` does.",
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"], mandatory = True),
        "deps": attr.label_list(providers = [SwiftcModuleInfo]),
        "module_name": attr.string(doc = "The module's name; the target's name by default."),
        "_swiftc": _SWIFTC,
    },
)
