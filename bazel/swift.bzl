"""mdgen's macros bound to rules_swift: load("@mdgen//bazel:swift.bzl", "mdgen_swift_library").

`mdgen_swift_library` and `mdgen_swift_test` of `defs.bzl`, with rules_swift's `swift_library`
and `swift_test`. Loading this file needs rules_swift in the workspace, as
`@build_bazel_rules_swift` (its name in rules_swift's own setup, and mdgen's MODULE.bazel's
`repo_name`). See Documentation/Bazel.md.
"""

load("@build_bazel_rules_swift//swift:swift_library.bzl", "swift_library")
load("@build_bazel_rules_swift//swift:swift_test.bzl", "swift_test")
load(
    ":defs.bzl",
    _mdgen_swift_library = "mdgen_swift_library",
    _mdgen_swift_test = "mdgen_swift_test",
)

def mdgen_swift_library(name, mdgen_srcs, **kwargs):
    """rules_swift's `swift_library` of `srcs` and the multicasts of `mdgen_srcs`.

    See `mdgen_swift_library` in defs.bzl for the arguments.

    Args:
      name: the library's name.
      mdgen_srcs: the `.mdgen` files, all from one package.
      **kwargs: `srcs`, mdgen's options and `swift_library`'s attributes.
    """
    _mdgen_swift_library(
        name = name,
        mdgen_srcs = mdgen_srcs,
        swift_library = swift_library,
        **kwargs
    )

def mdgen_swift_test(name, mdgen_srcs, **kwargs):
    """rules_swift's `swift_test` of `srcs` and the spies of the protocols of `mdgen_srcs`.

    See `mdgen_swift_test` in defs.bzl for the arguments.

    Args:
      name: the test's name.
      mdgen_srcs: the `.mdgen` files of the protocols to spy on.
      **kwargs: `srcs`, `testable_import`, mdgen's options and `swift_test`'s attributes.
    """
    _mdgen_swift_test(name = name, mdgen_srcs = mdgen_srcs, swift_test = swift_test, **kwargs)
