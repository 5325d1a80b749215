extension Observable {
    /// Emits `initialState`, then `iterate(state)` repeatedly, for as long as `condition` holds;
    /// then completes. A thrown error ends the sequence with that error.
    ///
    /// The states are sent in a loop once the subscription is wired up, checking before each
    /// step whether the subscription was disposed (`iterate` is not called after disposal).
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let sink = Sink(observer)
            SubscriptionTrampoline.start {
                var state = initialState
                var isFirst = true
                while !sink.isStopped {
                    do {
                        if !isFirst { state = try iterate(state) }
                        isFirst = false
                        if try !condition(state) {
                            sink.forwardTerminal(.completed)
                            return
                        }
                    } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    observer.on(.next(state))
                }
            }
            return sink
        }
    }

    /// `generate(initialState:condition:iterate:)` on `scheduler`: one scheduled step per state,
    /// and one for completion.
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> where Element: Sendable {
        make { observer in
            let sink = GenerateSink(observer, state: initialState, condition: condition, iterate: iterate)
            sink.setUpstream(scheduler.scheduleRecursive(true) { isFirst, recurse in
                if sink.step(isFirst: isFirst) { recurse(false) }
            })
            return sink
        }
    }
}

/// The state of a scheduled `generate`.
// @unchecked: `state` is only touched under `lock`; the closures are immutable and called outside the lock, by one scheduled step at a time.
private final class GenerateSink<Element>: Sink<Element>, @unchecked Sendable {
    private let lock = Locked(())
    private var state: Element
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element

    init(_ observer: AnyObserver<Element>, state: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
        super.init(observer)
    }

    /// Runs one step; returns whether to schedule another.
    func step(isFirst: Bool) -> Bool {
        if isStopped { return false }
        var current = lock.withLock { _ in state }
        do {
            if !isFirst {
                current = try iterate(current)
                let next = current
                lock.withLock { _ in state = next }
            }
            if try !condition(current) {
                forwardTerminal(.completed)
                return false
            }
        } catch {
            forwardTerminal(.error(error))
            return false
        }
        forwardNext(current)
        return true
    }
}
