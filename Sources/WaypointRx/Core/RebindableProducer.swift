/// An observable whose subscriptions run a handler, which its maker may replace while it alone
/// holds the observable (see `isSolelyReferenced(_:)`): one object that serves one step after
/// another of a run that makes an observable per step (the interceptor chain's `proceed`).
///
/// Like `Observable.make`, it trusts `handler` to obey the Rx grammar.
@usableFromInline
package final class RebindableProducer<Element>: Observable<Element> {
    /// What a subscription runs.
    @usableFromInline @exclusivity(unchecked)
    var handler: (AnyObserver<Element>) -> Disposable

    /// An observable whose subscriptions run `handler`.
    @inlinable
    package init(_ handler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.handler = handler
    }

    @usableFromInline
    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        handler(observer)
    }

    /// Makes subscriptions run `handler` from now on; only while nothing else holds this
    /// observable.
    @inlinable
    package func bind(_ handler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.handler = handler
    }

    /// Drops what the handler holds, until the next `bind`.
    @inlinable
    package func unbind() {
        handler = { _ in Disposables.create() }
    }
}
