extension ObservableType {
    /// The sequence as a `Maybe`: its only element when it completes, completion when it
    /// completes empty, `RxError.moreThanOneElement` as soon as a second element arrives.
    public func asMaybe() -> Maybe<Element> {
        let source = asObservable()
        return Maybe(raw: Observable.make { observer in
            let sink = OnlyElementSink(observer, failsWhenEmpty: false)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        })
    }
}
