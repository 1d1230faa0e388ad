"""A repository that stands for the Swift toolchain of this machine.

rules_swift finds and configures the toolchain itself; where it cannot be had (this example
builds offline), `local_swiftc` gives the stand-in rules of `swiftc.bzl` a compiler as a file
label: a script that runs the `swiftc` found on `PATH` (or named by `SWIFTC`), and whose text
names that compiler's path and version. The script is an input of every compile action, so a
cache never serves one compiler's output for another's.
"""

def _local_swiftc_impl(repository_ctx):
    swiftc = repository_ctx.os.environ.get("SWIFTC") or repository_ctx.which("swiftc")
    if not swiftc:
        fail("no swiftc on PATH: install a Swift toolchain, or set SWIFTC to its swiftc")
    version = repository_ctx.execute([swiftc, "--version"])
    if version.return_code != 0:
        fail("'%s --version' failed: %s" % (swiftc, version.stderr))
    description = "\n".join(["# " + line for line in version.stdout.strip().splitlines()])
    repository_ctx.file(
        "swiftc",
        "#!/bin/sh\n%s\nexec '%s' \"$@\"\n" % (description, swiftc),
        executable = True,
    )
    repository_ctx.file("BUILD.bazel", 'exports_files(["swiftc"])\n')

local_swiftc = repository_rule(
    implementation = _local_swiftc_impl,
    environ = ["SWIFTC", "PATH"],
    doc = "Exposes the machine's swiftc as `@<name>//:swiftc`.",
)
