extension Observable {
    /// For each subscription, creates a resource with `resourceFactory` and subscribes to the
    /// observable `observableFactory` makes from it; the resource is disposed when the
    /// subscription ends (after the source subscription). A thrown error is sent as the
    /// sequence's error (and a resource already created is disposed).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        make { observer in
            let resource: Resource
            do { resource = try resourceFactory() } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            let sink = UsingSink(observer, resource: resource)
            let source: Observable<Element>
            do { source = try observableFactory(resource) } catch {
                sink.forwardTerminal(.error(error))
                return sink
            }
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.forward(event) }))
            return sink
        }
    }
}

/// A `using` subscription: disposes the resource after the source subscription.
// @unchecked: `resource` is immutable and Sendable.
private final class UsingSink<Element>: Sink<Element>, @unchecked Sendable {
    private let resource: Disposable

    init(_ observer: AnyObserver<Element>, resource: Disposable) {
        self.resource = resource
        super.init(observer)
    }

    override func onDispose() {
        resource.dispose()
    }
}
