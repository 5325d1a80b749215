/// A group of disposables disposed together. Disposables added after `dispose()` are disposed
/// at once.
public final class CompositeDisposable: Cancelable {
    /// Identifies one member, to remove it later.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private struct State {
        var members: [Int: Disposable] = [:]
        var nextKey = 0
        var disposed = false
    }

    private let state = Locked(State())

    /// An empty group.
    public init() {}

    /// A group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        state.withLock { $0.members = [0: disposable1, 1: disposable2]; $0.nextKey = 2 }
    }

    /// A group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        state.withLock { $0.members = [0: disposable1, 1: disposable2, 2: disposable3]; $0.nextKey = 3 }
    }

    /// A group of the given disposables.
    public init(disposables: [Disposable]) {
        state.withLock { state in
            for disposable in disposables {
                state.members[state.nextKey] = disposable
                state.nextKey += 1
            }
        }
    }

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// The number of members not yet removed or disposed.
    public var count: Int { state.withLock { $0.members.count } }

    /// Adds a member and returns its key, or disposes it at once and returns `nil` when the group
    /// is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> DisposeKey? in
            if state.disposed { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.members[key] = disposable
            return DisposeKey(value: key)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the member and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let member = state.withLock { $0.members.removeValue(forKey: disposeKey.value) }
        member?.dispose()
    }

    /// Disposes every member.
    public func dispose() {
        let members = state.withLock { state -> [Int: Disposable] in
            if state.disposed { return [:] }
            state.disposed = true
            defer { state.members = [:] }
            return state.members
        }
        for key in members.keys.sorted() { members[key]!.dispose() }
    }
}
