/// The guard runs still waiting, by navigation: usually none or one, which is kept without
/// hashing its id; more live in a dictionary. Not thread-safe: `NavigationRegistry` keeps it under
/// its lock.
struct PendingRuns {
    /// The only run, while there is one and no other.
    private var single: (id: NavigationID, run: GuardRun)?
    /// The runs while there are more than one (or were: it may keep one).
    private var many: [NavigationID: GuardRun] = [:]

    var isEmpty: Bool { single == nil && many.isEmpty }

    var count: Int { single == nil ? many.count : 1 }

    /// The run of navigation `id`, if one waits.
    subscript(id: NavigationID) -> GuardRun? {
        if let single { return single.id == id ? single.run : nil }
        return many.isEmpty ? nil : many[id]
    }

    /// Records `run` as navigation `id`'s, replacing any it had.
    mutating func set(_ run: GuardRun, for id: NavigationID) {
        if let current = single {
            single = nil
            if current.id != id { many[current.id] = current.run }
            if many.isEmpty {
                single = (id, run)
            } else {
                many[id] = run
            }
        } else if many.isEmpty {
            single = (id, run)
        } else {
            many[id] = run
        }
    }

    /// Removes and returns the run of navigation `id`, if one waits.
    @discardableResult
    mutating func remove(_ id: NavigationID) -> GuardRun? {
        if let current = single {
            guard current.id == id else { return nil }
            single = nil
            return current.run
        }
        return many.isEmpty ? nil : many.removeValue(forKey: id)
    }

    /// Every waiting run with its navigation.
    var entries: [(NavigationID, GuardRun)] {
        if let single { return [(single.id, single.run)] }
        return many.map { ($0.key, $0.value) }
    }

    mutating func removeAll() {
        single = nil
        many = [:]
    }
}
