import WaypointRx
import WaypointTesting

extension TestScheduler {
    /// A new observer subscribed to `source` at tick `subscribed` and disposed at `disposed`: for
    /// tests with several subscribers of one shared sequence.
    func record<Source: ObservableConvertibleType>(
        _ source: Source,
        subscribed: TestTime,
        disposed: TestTime = TestScheduler.defaultDisposed
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        var subscription: Disposable?
        scheduleAt(subscribed) { subscription = source.asObservable().subscribe(observer) }
        scheduleAt(disposed) {
            subscription?.dispose()
            subscription = nil
        }
        return observer
    }

    /// Calls `connect()` at tick `connected` and disposes the connection at `disconnected`.
    func connect<Source: ConnectableObservableType>(
        _ source: Source,
        at connected: TestTime,
        disconnectAt disconnected: TestTime = TestScheduler.defaultDisposed
    ) {
        var connection: Disposable?
        scheduleAt(connected) { connection = source.connect() }
        scheduleAt(disconnected) {
            connection?.dispose()
            connection = nil
        }
    }
}
