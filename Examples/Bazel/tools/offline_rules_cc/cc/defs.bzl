"""The rules of @rules_cc that @bazel_tools loads, as Bazel's own native rules."""

def cc_binary(**attributes):
    native.cc_binary(**attributes)

def cc_import(**attributes):
    native.cc_import(**attributes)

def cc_library(**attributes):
    native.cc_library(**attributes)

def cc_proto_library(**attributes):
    native.cc_proto_library(**attributes)

def cc_test(**attributes):
    native.cc_test(**attributes)

def cc_toolchain(**attributes):
    native.cc_toolchain(**attributes)

def cc_toolchain_suite(**attributes):
    native.cc_toolchain_suite(**attributes)

def fdo_prefetch_hints(**attributes):
    native.fdo_prefetch_hints(**attributes)

def fdo_profile(**attributes):
    native.fdo_profile(**attributes)

def objc_import(**attributes):
    native.objc_import(**attributes)

def objc_library(**attributes):
    native.objc_library(**attributes)
