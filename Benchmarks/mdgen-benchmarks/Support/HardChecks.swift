/// The properties the benchmark asserts, as opposed to the timings it only reports: each is
/// deterministic enough to fail a CI run when it breaks.
struct HardChecks {
    /// One asserted property and what was measured.
    struct Result {
        let property: String
        let passed: Bool
        let measured: String
    }

    private(set) var results: [Result] = []

    /// Whether every property checked so far holds.
    var allPassed: Bool {
        results.allSatisfy(\.passed)
    }

    /// Records whether `property` holds, with the measurement that shows it.
    mutating func expect(_ passed: Bool, _ property: String, measured: String) {
        results.append(Result(property: property, passed: passed, measured: measured))
    }

    /// The checks as a table.
    var table: Table {
        Table(
            title: "Hard properties (asserted: a failure makes the run exit non-zero)",
            headers: ["property", "measured", "result"],
            rows: results.map { [$0.property, $0.measured, $0.passed ? "pass" : "FAIL"] })
    }
}
