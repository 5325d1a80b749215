extension ObservableType {
    /// Runs side effects for each event and for the subscription's life, and passes every event on.
    ///
    /// `onNext`/`onError`/`onCompleted` run before the event is passed on, `afterNext`/
    /// `afterError`/`afterCompleted` after it. `onSubscribe` runs before subscribing to the
    /// source, `onSubscribed` after; `onDispose` runs once, after the source subscription was
    /// disposed (at a terminal event or on disposal; an observer that disposes at the terminal
    /// event, as `subscribe(onNext:…)` does, makes it run before `afterCompleted`/`afterError`;
    /// a source that ends while being subscribed makes it run after `onSubscribed`).
    /// An error thrown by a handler is sent instead of the event (by `afterNext`: after it) and
    /// ends the sequence, skipping the matching `after…` handler; one thrown by `afterError`/
    /// `afterCompleted`, when the sequence already ended, goes to `Hooks.defaultErrorHandler`.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            onSubscribe?()
            let sink = DoSink(observer, onDispose: onDispose)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                if sink.isStopped { return }
                switch event {
                case .next(let element):
                    do { try onNext?(element) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    sink.forwardNext(element)
                    do { try afterNext?(element) } catch {
                        sink.forwardTerminal(.error(error))
                    }
                case .error(let error):
                    do { try onError?(error) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    guard sink.forwardTerminalKeepingSubscription(event) else { return }
                    do { try afterError?(error) } catch { Hooks.reportUnhandled(error) }
                    sink.dispose()
                case .completed:
                    do { try onCompleted?() } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    guard sink.forwardTerminalKeepingSubscription(event) else { return }
                    do { try afterCompleted?() } catch { Hooks.reportUnhandled(error) }
                    sink.dispose()
                }
            }))
            onSubscribed?()
            sink.subscribed()
            return sink
        }
    }
}

/// A `do` subscription: can forward a terminal event before disposing, and runs `onDispose`;
/// when disposed while subscribing (the source ended at once), after `onSubscribed`, as RxSwift
/// does.
// @unchecked: `onDisposeAction` is immutable and called once; `phase` is behind its lock.
private final class DoSink<Element>: Sink<Element>, @unchecked Sendable {
    private enum Phase {
        case subscribing
        case disposedWhileSubscribing
        case subscribed
    }

    private let onDisposeAction: (() -> Void)?
    private let phase = Locked(Phase.subscribing)

    init(_ observer: AnyObserver<Element>, onDispose: (() -> Void)?) {
        onDisposeAction = onDispose
        super.init(observer)
    }

    /// Forwards a terminal event once, marking the sink stopped but leaving the disposal to the
    /// caller; returns whether it was forwarded.
    func forwardTerminalKeepingSubscription(_ event: Event<Element>) -> Bool {
        let (first, _) = flags.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
        if first { observer.on(event) }
        return first
    }

    /// The source subscription is set and `onSubscribed` ran: runs `onDispose` now if the sink
    /// was disposed meanwhile.
    func subscribed() {
        let deferred = phase.withLock { phase -> Bool in
            defer { phase = .subscribed }
            return phase == .disposedWhileSubscribing
        }
        if deferred { onDisposeAction?() }
    }

    override func onDispose() {
        let deferred = phase.withLock { phase -> Bool in
            guard phase == .subscribing else { return false }
            phase = .disposedWhileSubscribing
            return true
        }
        if !deferred { onDisposeAction?() }
    }
}
