"""The stand-in's `swift_test`, where rules_swift has its own (see swiftc.bzl)."""

load(":swiftc.bzl", _swift_test = "swift_test")

swift_test = _swift_test
