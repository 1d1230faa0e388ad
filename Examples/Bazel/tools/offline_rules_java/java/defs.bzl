"""The rules of @rules_java that @bazel_tools loads, as Bazel's own native rules."""

def java_binary(**attributes):
    native.java_binary(**attributes)

def java_import(**attributes):
    native.java_import(**attributes)

def java_library(**attributes):
    native.java_library(**attributes)

def java_lite_proto_library(**attributes):
    native.java_lite_proto_library(**attributes)

def java_package_configuration(**attributes):
    native.java_package_configuration(**attributes)

def java_plugin(**attributes):
    native.java_plugin(**attributes)

def java_proto_library(**attributes):
    native.java_proto_library(**attributes)

def java_runtime(**attributes):
    native.java_runtime(**attributes)

def java_test(**attributes):
    native.java_test(**attributes)

def java_toolchain(**attributes):
    native.java_toolchain(**attributes)
