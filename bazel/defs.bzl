"""Bazel rules for mdgen: typed multicast delegates generated from `.mdgen` files.

`mdgen_sources` runs mdgen as one action whose outputs are declared from the inputs' names, so
that its files can go straight into `swift_library(srcs = [...])`. The action reads only its
declared inputs (the `.mdgen` files, the tool, and the optional `mdgen.json` and templates),
writes only its declared outputs, and gives the same bytes in every checkout and on every
machine, which is what lets a remote cache serve one machine's result to all.

The tool comes from the registered toolchain of type `@mdgen//bazel:toolchain_type`
(`mdgen_toolchain`), registered once per workspace, as rules_proto and rules_swift do with
their compilers. `mdgen_swift_library` and `mdgen_swift_test` wrap a `swift_library` or a
`swift_test` around the generated files; `@mdgen//bazel:swift.bzl` binds them to rules_swift's.

See Documentation/Bazel.md in the mdgen repository.
"""

# The label, resolved in this repository whatever the workspace names it.
_TOOLCHAIN_TYPE = str(Label("//bazel:toolchain_type"))

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

MdgenConfigInfo = provider(
    doc = "An `mdgen.json` and the templates its `templates` key names (`mdgen_config`).",
    fields = {
        "config": "File: the mdgen.json",
        "templates": "list of File: the `*.mustache` files in the folder its `templates` key names",
    },
)

def _mdgen_config_impl(ctx):
    return [
        MdgenConfigInfo(config = ctx.file.src, templates = ctx.files.templates),
        DefaultInfo(files = depset([ctx.file.src])),
    ]

mdgen_config = rule(
    implementation = _mdgen_config_impl,
    doc = """An `mdgen.json` with the templates it names, for the `config` of `mdgen_sources`.

Bazel cannot read the JSON, so the templates its `templates` key names are declared here: the
`*.mustache` files of that folder. The action sees the configuration and these templates, at
the same paths relative to each other as in the source tree, and nothing else: a template left
out here is one mdgen does not find, with or without a sandbox.
""",
    attrs = {
        "src": attr.label(
            allow_single_file = [".json"],
            mandatory = True,
            doc = "The `mdgen.json`.",
        ),
        "templates": attr.label_list(
            allow_files = [".mustache"],
            doc = "The `*.mustache` files of the folder that the configuration's `templates` " +
                  "key names, such as `glob([\"Templates/*.mustache\"])`.",
        ),
    },
)

def _mdgen_toolchain_impl(ctx):
    return [platform_common.ToolchainInfo(
        mdgen = ctx.attr.mdgen[DefaultInfo].files_to_run,
    )]

mdgen_toolchain = rule(
    implementation = _mdgen_toolchain_impl,
    doc = """The mdgen binary that `mdgen_sources` runs, as a toolchain.

Wrap it in a `toolchain(toolchain_type = "@mdgen//bazel:toolchain_type")` and register that
once (`register_toolchains` in WORKSPACE or MODULE.bazel). `@mdgen//bazel:from_source` builds
mdgen from its sources with rules_swift; `mdgen_prebuilt` (`@mdgen//bazel:repositories.bzl`)
declares a release binary's toolchain; any executable file or rule will do.
""",
    attrs = {
        "mdgen": attr.label(
            mandatory = True,
            executable = True,
            cfg = "exec",
            allow_files = True,
            doc = "The mdgen binary.",
        ),
    },
)

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

def _staged_configuration(ctx):
    """The configuration and its templates, linked into a folder of their own.

    The `mdgen.json` and the templates of its `mdgen_config` keep their paths relative to each
    other (their paths in the workspace, under the folder), so that the `templates` key finds
    exactly the declared templates there and nothing else, with or without a sandbox.
    Returns the linked configuration and every linked file.
    """
    if not ctx.attr.config:
        return None, []
    if MdgenConfigInfo in ctx.attr.config:
        info = ctx.attr.config[MdgenConfigInfo]
        config, templates = info.config, info.templates
    else:
        files = ctx.files.config
        if len(files) != 1 or not files[0].basename.endswith(".json"):
            fail("config takes an mdgen.json or an mdgen_config target", attr = "config")
        config, templates = files[0], []
    staged = []
    for file in [config] + templates:
        # short_path is `../<repository>/<path>` for a file of another repository.
        path = file.short_path
        path = path[3:] if path.startswith("../") else "_main/" + path
        link = ctx.actions.declare_file("%s.config/%s" % (ctx.label.name, path))
        ctx.actions.symlink(output = link, target_file = file)
        staged.append(link)
    return staged[0], staged

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
    config, staged = _staged_configuration(ctx)
    if config:
        args.add("--config", config)
        inputs += staged
    templates = _staged_templates(ctx)
    if templates:
        args.add("--templates", templates[0].dirname)
        inputs += templates
    args.add("--")
    args.add_all(srcs)

    ctx.actions.run(
        executable = ctx.toolchains[_TOOLCHAIN_TYPE].mdgen,
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
`swift_library`'s `srcs`. mdgen is the registered toolchain's (`mdgen_toolchain`).
""",
    toolchains = [_TOOLCHAIN_TYPE],
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
            allow_files = [".json"],
            doc = "An `mdgen.json` (`access`, `sendable`, `events`, `observers` for every " +
                  "protocol), or an `mdgen_config` target: one whose `templates` key names " +
                  "templates must be an `mdgen_config` that declares them.",
        ),
        "templates": attr.label_list(
            allow_files = [".mustache"],
            doc = "`*.mustache` files that replace the built-in templates of the same name; " +
                  "they replace the templates of `config` too.",
        ),
        "source_locations": attr.bool(
            default = False,
            doc = "Add `#sourceLocation` directives, so that compiler errors in generated " +
                  "declarations point at the `.mdgen` lines. Their paths are relative to the " +
                  "execution root, as the compiler's own paths are.",
        ),
    },
)

# The attributes of mdgen_sources that the macros pass on.
def _generation(name, mdgen_srcs, config, templates, access, source_locations, tags, **spies):
    mdgen_sources(
        name = name,
        srcs = mdgen_srcs,
        config = config,
        templates = templates,
        access = access,
        source_locations = source_locations,
        tags = tags,
        visibility = ["//visibility:private"],
        **spies
    )

def mdgen_swift_library(
        name,
        mdgen_srcs,
        srcs = [],
        config = None,
        templates = [],
        access = "",
        source_locations = False,
        swift_library = None,
        **kwargs):
    """A `swift_library` of the multicasts of `mdgen_srcs`, and of `srcs`.

    Declares `<name>.mdgen` (an `mdgen_sources` of `mdgen_srcs`) and the library `<name>`,
    whose sources are `srcs` and the generated files. Load it from `@mdgen//bazel:swift.bzl`,
    which passes rules_swift's `swift_library`; from here, pass the library rule yourself.

    Args:
      name: the library's name.
      mdgen_srcs: the `.mdgen` files, all from one package.
      srcs: the library's own Swift sources.
      config: an `mdgen.json` or an `mdgen_config`.
      templates: `*.mustache` files that replace the built-in templates.
      access: the access level of everything generated.
      source_locations: `#sourceLocation` directives in the generated files.
      swift_library: the rule that compiles the library: rules_swift's `swift_library`, or a
        rule with its attributes.
      **kwargs: the library rule's other attributes (`deps`, `module_name`, `visibility`, ...).
    """
    if swift_library == None:
        fail("mdgen_swift_library needs swift_library: load it from @mdgen//bazel:swift.bzl, " +
             "or pass the library rule")
    _generation(
        name + ".mdgen",
        mdgen_srcs,
        config,
        templates,
        access,
        source_locations,
        kwargs.get("tags"),
    )
    swift_library(name = name, srcs = srcs + [":%s.mdgen" % name], **kwargs)

def mdgen_swift_test(
        name,
        mdgen_srcs,
        srcs = [],
        testable_import = "",
        config = None,
        templates = [],
        access = "",
        swift_test = None,
        **kwargs):
    """A `swift_test` of `srcs` with the spies of the protocols of `mdgen_srcs`.

    Declares `<name>.spies` (an `mdgen_sources` of `mdgen_srcs` with `spies = True`) and the
    test `<name>`, whose sources are `srcs` and the spies. Load it from
    `@mdgen//bazel:swift.bzl`, which passes rules_swift's `swift_test`; from here, pass the test
    rule yourself.

    Args:
      name: the test's name.
      mdgen_srcs: the `.mdgen` files of the protocols to spy on, all from one package.
      srcs: the test's own Swift sources.
      testable_import: the module that declares the protocols, imported with `@testable`.
      config: an `mdgen.json` or an `mdgen_config`: the library's, so that the spies match.
      templates: `*.mustache` files that replace the built-in templates.
      access: the access level of the spies.
      swift_test: the rule that builds the test: rules_swift's `swift_test`, or a rule with
        its attributes.
      **kwargs: the test rule's other attributes (`deps`, `size`, `visibility`, ...).
    """
    if swift_test == None:
        fail("mdgen_swift_test needs swift_test: load it from @mdgen//bazel:swift.bzl, " +
             "or pass the test rule")
    _generation(
        name + ".spies",
        mdgen_srcs,
        config,
        templates,
        access,
        False,
        kwargs.get("tags"),
        spies = True,
        testable_import = testable_import,
        testonly = True,
    )
    swift_test(name = name, srcs = srcs + [":%s.spies" % name], **kwargs)
