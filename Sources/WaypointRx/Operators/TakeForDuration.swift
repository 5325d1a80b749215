extension ObservableType {
    /// Passes on the source's events for `duration` on `scheduler` after subscription, then
    /// completes and ends the source subscription. With `.never`, everything passes.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = TakeForDurationSink(observer)
            sink.timer.schedule(sink, after: duration, on: scheduler, generation: 0)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                sink.synchronized { sink.emit(event) }
            }))
            return sink
        }
    }
}

/// Completes when its timer fires.
// @unchecked: no state of its own besides the thread-safe timer slot.
private final class TakeForDurationSink<Element>: SynchronizedSink<Element>, ScheduledTarget, @unchecked Sendable {
    let timer = TimerSlot()

    func scheduledActionFired(_ token: Int) {
        synchronized { emit(.completed) }
    }

    override func onDispose() {
        timer.dispose()
    }
}
