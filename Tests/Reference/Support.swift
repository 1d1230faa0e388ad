// The types the reference fixtures mention, so the references compile as they are.
import Foundation

public final class Download: Sendable {}
public final class Subject: Sendable {}
@MainActor final class Screen {}
package final class SyncEngine: Sendable {}
package struct Record: Sendable, Equatable {}
package struct SyncError: Error {}
final class Item: Sendable {}
public final class Player: Sendable {}
@MainActor final class Navigator {}
final class Counter: Sendable {}
