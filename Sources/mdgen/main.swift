import MDGenCommandLine
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let console = Console.standard(environment: ProcessInfo.processInfo.environment)
exit(Tool.run(Array(CommandLine.arguments.dropFirst()), console: console).rawValue)
