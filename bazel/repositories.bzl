"""A release binary of mdgen as a toolchain, for WORKSPACE files.

    load("@mdgen//bazel:repositories.bzl", "mdgen_prebuilt")

    mdgen_prebuilt(
        name = "mdgen_linux_x86_64",
        url = "https://github.com/<owner>/mdgen/releases/download/<version>/<asset>",
        sha256 = "<the release's checksum>",
        path = "<the binary's path in the archive; omit for a bare binary>",
        exec_compatible_with = ["@platforms//os:linux", "@platforms//cpu:x86_64"],
    )

    register_toolchains("@mdgen_linux_x86_64//:toolchain")

The repository downloads the binary (or the archive that holds it) once, checked against its
SHA-256, and declares an `mdgen_toolchain` of it with a `toolchain` for
`@mdgen//bazel:toolchain_type`: one per platform that runs mdgen, registered once. What it
declares is what a user writes by hand around an `http_file` or `http_archive`; see
Documentation/Bazel.md. The binary's bytes, not its URL, are part of every mdgen action's cache
key.
"""

_BUILD = """load("{defs}", "mdgen_toolchain")

# Declared by mdgen_prebuilt (@mdgen//bazel:repositories.bzl) for {url}.
exports_files(["mdgen"], visibility = ["//visibility:public"])

mdgen_toolchain(
    name = "mdgen_toolchain",
    mdgen = ":mdgen",
)

toolchain(
    name = "toolchain",
    exec_compatible_with = {exec_compatible_with},
    toolchain = ":mdgen_toolchain",
    toolchain_type = "{toolchain_type}",
    visibility = ["//visibility:public"],
)
"""

def _mdgen_prebuilt_impl(repository_ctx):
    attr = repository_ctx.attr
    if attr.path:
        repository_ctx.download_and_extract(
            url = attr.url,
            sha256 = attr.sha256,
            output = "archive",
            type = attr.type,
        )
        repository_ctx.symlink("archive/" + attr.path, "mdgen")
    else:
        repository_ctx.download(
            url = attr.url,
            output = "mdgen",
            sha256 = attr.sha256,
            executable = True,
        )
    repository_ctx.file("BUILD.bazel", _BUILD.format(
        defs = str(Label("//bazel:defs.bzl")),
        toolchain_type = str(Label("//bazel:toolchain_type")),
        url = attr.url,
        exec_compatible_with = repr(attr.exec_compatible_with),
    ))

mdgen_prebuilt = repository_rule(
    implementation = _mdgen_prebuilt_impl,
    doc = "A release binary of mdgen, and its toolchain as `@<name>//:toolchain`.",
    attrs = {
        "url": attr.string(
            mandatory = True,
            doc = "The release asset: the binary, or an archive of it.",
        ),
        "sha256": attr.string(
            mandatory = True,
            doc = "The asset's SHA-256, as the release lists it.",
        ),
        "path": attr.string(
            doc = "The binary's path inside the archive; empty for a bare binary.",
        ),
        "type": attr.string(
            doc = "The archive's type (`zip`, `tar.gz`, ...) if its URL does not say.",
        ),
        "exec_compatible_with": attr.string_list(
            doc = "The constraints of the platforms that can run this binary (its OS and CPU).",
        ),
    },
)
