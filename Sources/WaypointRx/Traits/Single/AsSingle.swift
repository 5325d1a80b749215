extension ObservableType {
    /// The sequence as a `Single`: its only element when it completes, `RxError.noElements` if it
    /// completes empty, `RxError.moreThanOneElement` as soon as a second element arrives.
    public func asSingle() -> Single<Element> {
        let source = asObservable()
        return Single(raw: Observable.make { observer in
            let sink = OnlyElementSink(observer, failsWhenEmpty: true)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        })
    }
}
