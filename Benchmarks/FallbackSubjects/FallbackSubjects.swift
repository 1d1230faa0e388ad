// This target's only code is the multicast that the build plugin generates from
// FallbackTickDelegate.mdgen, compiled with `-D MDGEN_LOCKED_FLAGS` (see Package.swift): the
// lock-protected multicast as it runs on Apple systems without `Atomic`.
