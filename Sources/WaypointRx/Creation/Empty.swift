extension Observable {
    /// Completes at once, without elements.
    public static func empty() -> Observable<Element> {
        make { observer in
            observer.on(.completed)
            return Disposables.create()
        }
    }
}
