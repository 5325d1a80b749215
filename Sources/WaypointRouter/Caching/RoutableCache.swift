import WaypointRx

/// The routables kept alive by requests with `keepAlive(within:cacheIdentifier:)`.
///
/// A routable asked to push a segment whose request carries a cache identifier finds the
/// instance built last time in `RoutingContext.cachedRoutable` while its lifetime lasts, and
/// should return it instead of building a new one.
// @unchecked: `entries` is only touched under `lock`.
public final class RoutableCache: @unchecked Sendable {
    private let lock = Locked(())
    private var entries: [String: (routable: Routable, generation: Int)] = [:]
    private var generation = 0

    init() {}

    /// The live routable cached under `identifier`.
    public func routable(for identifier: String) -> Routable? {
        var found: Routable?
        lock.withLock { _ in found = entries[identifier]?.routable }
        return found
    }

    /// The identifiers with a live entry.
    public var identifiers: [String] {
        var keys: [String] = []
        lock.withLock { _ in keys = entries.keys.sorted() }
        return keys
    }

    /// Caches `routable` under `identifier` until `lifetime` ends.
    func store(_ routable: Routable, for identifier: String, lifetime: Lifetime) {
        var entryGeneration = 0
        var replaced = false
        lock.withLock { _ in
            if let existing = entries[identifier], existing.routable === routable {
                replaced = true
                return
            }
            generation += 1
            entryGeneration = generation
            entries[identifier] = (routable, entryGeneration)
        }
        if replaced { return }
        let stored = entryGeneration
        lifetime.die { [weak self] in self?.remove(identifier, generation: stored) }
    }

    private func remove(_ identifier: String, generation: Int) {
        var removed: Routable?
        lock.withLock { _ in
            if entries[identifier]?.generation == generation {
                removed = entries.removeValue(forKey: identifier)?.routable
            }
        }
        _ = removed
    }

    /// Drops every entry.
    func removeAll() {
        var removed: [String: (routable: Routable, generation: Int)] = [:]
        lock.withLock { _ in
            removed = entries
            entries = [:]
        }
        _ = removed
    }
}
