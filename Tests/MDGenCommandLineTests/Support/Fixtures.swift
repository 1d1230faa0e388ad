/// `.mdgen` texts the command-line tests feed to mdgen.
enum Fixtures {
    /// A valid description: one protocol, a required and an optional method.
    static let kettle = """
        /// Hears about a kettle.
        protocol KettleDelegate {
            /// The water boiled.
            func kettleDidBoil(_ kettle: Kettle)

            optional func kettle(_ kettle: Kettle, didReach temperature: Int)
        }

        """

    /// Another valid description, to tell outputs apart.
    static let doorbell = """
        protocol DoorbellDelegate {
            func doorbellDidRing(_ doorbell: Doorbell)
        }

        """

    /// A valid description that draws a warning (`@objc` is dropped on Linux).
    static let withWarning = """
        protocol LampDelegate {
            @objc func lampDidTurnOn(_ lamp: Lamp)
        }

        """

    /// An invalid description: protocols cannot have property requirements here. The error
    /// is on line 2.
    static let invalid = """
        protocol GaugeDelegate {
            var reading: Int { get }
        }

        """

    /// A hand-written Swift file, which mdgen must never overwrite.
    static let handWritten = """
        // My own code, not generated.
        struct Kettle {}

        """
}
