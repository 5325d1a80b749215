import Waypoint

/// Numbers navigations in the order the app first sees them (`#1`, `#2`, …), so that the output
/// is the same on every run even though `NavigationID`s are unique in the whole process.
final class DisplayIDs: Sendable {
    private let numbers = Locked<[NavigationID: Int]>([:])

    /// The display number of `id`, given on first sight.
    func number(of id: NavigationID) -> Int {
        numbers.withLock { numbers in
            if let number = numbers[id] { return number }
            let number = numbers.count + 1
            numbers[id] = number
            return number
        }
    }

    /// `#3`.
    func name(of id: NavigationID) -> String { "#\(number(of: id))" }
}
