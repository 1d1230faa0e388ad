"""The stand-in's `swift_library`, where rules_swift has its own (see swiftc.bzl)."""

load(":swiftc.bzl", _swift_library = "swift_library")

swift_library = _swift_library
