import Foundation

/// What a `TransferDelegate` hears about.
public final class Transfer: Sendable {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

/// How a conflict is resolved.
public enum Resolution: Sendable, Equatable {
    case retry, skip, replace
}

/// What `validate(_:)` throws.
public struct TransferError: Error, Equatable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// An object that spies compare by identity, through optionals and collections.
public final class Item: Sendable {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

/// A page with text anyone holding it may change: a class that is not `Sendable`, which only a
/// spy that stays in one isolation domain (main-actor or single-domain) may record.
public final class Page {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }
}
