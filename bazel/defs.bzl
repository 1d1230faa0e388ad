"""Bazel rules for mdgen: typed multicast delegates generated from `.mdgen` files.

`mdgen_sources` runs mdgen as one action whose outputs are declared from the inputs' names, so
that its files can go straight into `swift_library(srcs = [...])`. The action reads only its
declared inputs (the `.mdgen` files, the tool, and the optional `mdgen.json` and templates),
writes only its declared outputs, and gives the same bytes in every checkout and on every
machine, which is what lets a remote cache serve one machine's result to all.

See Documentation/Bazel.md in the mdgen repository.
"""

_SUPPORT_FILE = "MDGenSupport.swift"
_SPY_SUPPORT_FILE = "MDGenSpySupport.swift"

def _escaped(component):
    # As OutputNaming.escaped in Sources/MDGenCore/Generator/OutputNaming.swift: `%` first,
    # so that the `%` of `%2B` is not escaped again.
    return component.replace("%", "%25").replace("+", "%2B")

def mdgen_output_name(relative_path, spies = False):
    """The name mdgen gives the output of an input at `relative_path`.

    The same function as `OutputNaming` in mdgen's sources: `Download.mdgen` gives
    `Download.mdgen.swift`, `Screens/Download.mdgen` gives `Screens+Download.mdgen.swift`, and
    spies are named `Download.mdgen.spies.swift`.

    Args:
      relative_path: the input's path inside its package, with `/` separators.
      spies: whether the output is the file of spies.

    Returns:
      The output file's name, which never contains a `/`.
    """
    components = [c for c in relative_path.split("/") if c and c != "."]
    stem = "+".join([_escaped(c) for c in components])
    return stem + (".spies.swift" if spies else ".swift")

def _join(*parts):
    return "/".join([part for part in parts if part])

def _package_directory(file):
    """The execution-root-relative folder of the package that owns `file`."""
    return _join(file.root.path, file.owner.workspace_root, file.owner.package)

def _relative_path(file, directory):
    if directory == "":
        return file.path
    if not file.path.startswith(directory + "/"):
        fail("'%s' is not inside '%s'" % (file.path, directory))
    return file.path[len(directory) + 1:]

def _inputs_directory(ctx, srcs):
    """The one folder every `.mdgen` input is named relative to (mdgen's `--relative-to`).

    It is the folder of the package that owns the inputs, in the tree they live in (the source
    tree, or the output tree for generated `.mdgen` files). All inputs must share it, since one
    run of mdgen names its outputs after the inputs' paths inside one folder.
    """
    directories = {}
    for file in srcs:
        directories[_package_directory(file)] = file
    if len(directories) > 1:
        fail(
            "the srcs of %s come from more than one package or tree (%s): mdgen names its " %
            (ctx.label, ", ".join(["'%s' from '%s'" % (f.short_path, d) for d, f in directories.items()])) +
            "outputs after the inputs' paths inside one folder, so give one target the .mdgen " +
            "files of one package",
            attr = "srcs",
        )
    return directories.keys()[0]

def _staged_templates(ctx):
    """The templates, linked into a folder of their own that holds nothing else.

    mdgen's `--templates` reads every `*.mustache` file in a folder: linking the declared
    templates into a fresh folder makes what it reads exactly what the action declares, with
    or without a sandbox.
    """
    staged = []
    names = {}
    for template in ctx.files.templates:
        if template.basename in names:
            fail("two templates are named '%s'" % template.basename, attr = "templates")
        names[template.basename] = True
        link = ctx.actions.declare_file("%s.templates/%s" % (ctx.label.name, template.basename))
        ctx.actions.symlink(output = link, target_file = template)
        staged.append(link)
    return staged

def _mdgen_sources_impl(ctx):
    if ctx.attr.testable_import and not ctx.attr.spies:
        fail("testable_import is for spies: set spies = True too", attr = "testable_import")

    # A file reached through two labels (itself and a filegroup) is one input, as for mdgen.
    srcs = {src.path: src for src in ctx.files.srcs}.values()
    directory = _inputs_directory(ctx, srcs)

    # Every output goes into one folder named after the target, so that two targets of a
    # package each have their own support file.
    support_name = _SPY_SUPPORT_FILE if ctx.attr.spies else _SUPPORT_FILE
    support = ctx.actions.declare_file("%s/%s" % (ctx.label.name, support_name))
    outputs = []
    owners = {}
    for src in srcs:
        name = mdgen_output_name(_relative_path(src, directory), spies = ctx.attr.spies)
        if name in owners:
            fail("'%s' and '%s' would both generate '%s'" % (owners[name], src.short_path, name))
        owners[name] = src.short_path
        outputs.append(ctx.actions.declare_file("%s/%s" % (ctx.label.name, name)))
    outputs.append(support)

    # Paths are relative to the execution root, where the action runs: the header, the
    # diagnostics and the `#sourceLocation` directives name `.mdgen` files as the workspace
    # does, never with the checkout's absolute path.
    args = ctx.actions.args()
    args.add("generate")
    args.add("--output", support.dirname)
    args.add("--relative-to", directory or ".")
    if ctx.attr.spies:
        args.add("--spies")
    if ctx.attr.testable_import:
        args.add("--testable-import", ctx.attr.testable_import)
    if ctx.attr.access:
        args.add("--access", ctx.attr.access)
    if ctx.attr.source_locations:
        args.add("--source-locations")
    inputs = list(srcs)
    if ctx.file.config:
        args.add("--config", ctx.file.config)
        inputs.append(ctx.file.config)
    templates = _staged_templates(ctx)
    if templates:
        args.add("--templates", templates[0].dirname)
        inputs += templates
    args.add("--")
    args.add_all(srcs)

    ctx.actions.run(
        executable = ctx.attr.tool[DefaultInfo].files_to_run,
        arguments = [args],
        inputs = inputs,
        outputs = outputs,
        mnemonic = "MDGen",
        progress_message = "Generating Swift from .mdgen files for %s" % ctx.label,
    )
    return [DefaultInfo(files = depset(outputs))]

mdgen_sources = rule(
    implementation = _mdgen_sources_impl,
    doc = """Generates Swift from `.mdgen` files with one run of mdgen.

Its outputs are `<name>.mdgen.swift` for each input (`Sub+<name>.mdgen.swift` for one in a
subfolder of its package) and `MDGenSupport.swift`; with `spies = True`, instead,
`<name>.mdgen.spies.swift` for each input and `MDGenSpySupport.swift`. They all go into a
folder named after the target, and are its default outputs: put the target in a
`swift_library`'s `srcs`.
""",
    attrs = {
        "srcs": attr.label_list(
            allow_files = [".mdgen"],
            allow_empty = False,
            mandatory = True,
            doc = "The `.mdgen` files, all from one package (or one rule's outputs).",
        ),
        "spies": attr.bool(
            default = False,
            doc = "Generate the protocols' spies (test doubles) instead of their multicasts.",
        ),
        "testable_import": attr.string(
            doc = "With `spies`: the module that declares the protocols, imported with `@testable`.",
        ),
        "access": attr.string(
            values = ["", "public", "package", "internal"],
            doc = "The access level of everything generated; by default each protocol's own.",
        ),
        "config": attr.label(
            allow_single_file = [".json"],
            doc = "An `mdgen.json`: `access`, `sendable`, `events`, `observers` for every " +
                  "protocol. Its `templates` key names a folder the action cannot see: use " +
                  "the `templates` attribute instead.",
        ),
        "templates": attr.label_list(
            allow_files = [".mustache"],
            doc = "`*.mustache` files that replace the built-in templates of the same name.",
        ),
        "source_locations": attr.bool(
            default = False,
            doc = "Add `#sourceLocation` directives, so that compiler errors in generated " +
                  "declarations point at the `.mdgen` lines. Their paths are relative to the " +
                  "execution root, as the compiler's own paths are.",
        ),
        "tool": attr.label(
            default = Label("//:mdgen"),
            executable = True,
            cfg = "exec",
            allow_files = True,
            doc = "The mdgen binary: by default built from mdgen's sources with rules_swift; " +
                  "any executable file or rule will do, such as a prebuilt release binary.",
        ),
    },
)
