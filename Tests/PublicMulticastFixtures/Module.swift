// A library whose generated multicast is used from another module (MulticastTests), without
// `@testable`: it proves the generated declarations are public and usable.
