"""An executable that says coverage is not available, standing for Bazel's coverage tools."""

def _unavailable_impl(ctx):
    executable = ctx.actions.declare_file(ctx.label.name)
    ctx.actions.write(
        executable,
        "#!/bin/sh\necho 'coverage tools are not available offline' >&2\nexit 1\n",
        is_executable = True,
    )
    return [DefaultInfo(executable = executable)]

unavailable = rule(implementation = _unavailable_impl, executable = True)
