extension Observable {
    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        make { observer in
            observer.on(.error(error))
            return Disposables.create()
        }
    }
}
