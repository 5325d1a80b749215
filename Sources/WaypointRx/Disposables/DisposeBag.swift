/// Collects disposables and disposes them all when the bag is deallocated.
///
/// To cancel everything, replace the bag: `bag = DisposeBag()`.
public final class DisposeBag: Sendable {
    private struct State {
        var disposables: [Disposable] = []
        var disposed = false
    }

    private let state = Locked(State())

    /// An empty bag.
    public init() {}

    /// Adds a disposable; in a bag that is being deallocated it is disposed at once.
    public func insert(_ disposable: Disposable) {
        let accepted = state.withLock { state -> Bool in
            if state.disposed { return false }
            state.disposables.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every disposable of `disposables`, in order.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// Adds the disposables the builder lists: `bag.insert { a.subscribe(); b.subscribe() }`.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// A bag holding the disposables the builder lists:
    /// `DisposeBag { a.subscribe(); b.subscribe() }`.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Collects the disposables listed in a `DisposeBag { … }` or `insert { … }` block.
    @resultBuilder
    public enum DisposableBuilder {
        /// The listed disposables, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }

    deinit {
        let disposables = state.withLock { state -> [Disposable] in
            state.disposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        for disposable in disposables { disposable.dispose() }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
