import Foundation

/// What the numbers were measured on, for the report's header.
enum Machine {
    /// Cores, CPU model, Swift version and operating system, one line.
    static func summary(swiftc: URL?) -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let swift =
            swiftc.flatMap { Tools.output($0, ["--version"]) }?
            .split(separator: "\n").first.map(String.init) ?? "Swift version unknown"
        return "\(cores) cores, \(cpuModel), \(swift), \(operatingSystem)"
    }

    /// The load average over the last minute, from `/proc/loadavg`.
    static var loadAverage: String {
        let loadAverages = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return loadAverages.split(separator: " ").first.map(String.init) ?? "unknown"
    }

    /// The CPU model from `/proc/cpuinfo`.
    private static var cpuModel: String {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    }

    private static var operatingSystem: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "Linux \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
}
