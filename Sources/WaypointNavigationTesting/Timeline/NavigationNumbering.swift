import WaypointRouter

/// Numbers navigations in the order the events first mention them — `#1`, `#2`, … — so that
/// timelines do not depend on the process-wide `NavigationID` counter.
public struct NavigationNumbering: Sendable {
    private var numbers: [NavigationID: Int] = [:]

    /// An empty numbering.
    public init() {}

    /// The number of `id`, giving it the next number when it is new.
    public mutating func number(of id: NavigationID) -> Int {
        if let number = numbers[id] { return number }
        let number = numbers.count + 1
        numbers[id] = number
        return number
    }

    /// The id that got `number`, if any.
    public func id(numbered number: Int) -> NavigationID? {
        numbers.first { $0.value == number }?.key
    }
}
