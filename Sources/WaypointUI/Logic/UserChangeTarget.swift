import WaypointRouter

/// Where a change the user is about to make on a stack leads: the route the containers would
/// show after it, worked out from what the routable put on screen.
enum UserChangeTarget {
    /// After a back swipe (or the back button) on the stack of `found`: its top entry goes.
    /// `nil` when the stack shows nothing above its root, or presents a modal (UIKit takes no
    /// back swipe under a modal).
    static func pop<Stack>(_ found: (record: StackRecord<Stack>, prefix: Route)?) -> Route? {
        guard let (record, prefix) = found, !record.entries.isEmpty, record.modal == nil else { return nil }
        return prefix + record.entries.dropLast().map(\.segment)
    }

    /// The route of the sheet whose stack is `modal`, which `found` presents: up to and including
    /// its segment. `nil` when `found` does not present it.
    static func sheet<Stack>(_ modal: Stack, _ found: (record: StackRecord<Stack>, prefix: Route)?) -> Route? {
        guard let (record, prefix) = found, let presented = record.modal, presented.record.stack === modal else { return nil }
        return prefix + record.entries.map(\.segment) + [presented.segment]
    }

    /// After the modal `found` presents was dismissed: the presenter's stack shows its entries.
    static func dismiss<Stack>(_ found: (record: StackRecord<Stack>, prefix: Route)?) -> Route? {
        guard let (record, prefix) = found else { return nil }
        return prefix + record.entries.map(\.segment)
    }
}
