extension Observable {
    /// Calls `observableFactory` for each subscription and subscribes to the observable it
    /// returns; a thrown error is sent as the sequence's error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        make { observer in
            let source: Observable<Element>
            do { source = try observableFactory() } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            return source.subscribe(observer)
        }
    }
}
