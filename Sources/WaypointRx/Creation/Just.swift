extension Observable {
    /// Emits `element`, then completes.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element)
    }

    /// Emits `element` on `scheduler`, then completes in a second scheduled step (as RxSwift does).
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        scheduledSequence([element], scheduler: scheduler)
    }
}

extension Observable {
    /// `self` if it is a `just` (an element, then completion, at subscription), so that an
    /// operator can take the element without subscribing; `nil` otherwise.
    @inlinable
    var justProducer: JustProducer<Element>? {
        // `JustProducer` is final: comparing the exact class is enough, and cheaper than a cast.
        if ObjectIdentifier(type(of: self)) == ObjectIdentifier(JustProducer<Element>.self) {
            return unsafeDowncast(self, to: JustProducer<Element>.self)
        }
        return nil
    }
}

/// `just`'s observable: the element is stored in the observable itself, so creating one is a
/// single allocation (a closure would need a second one for its captured element).
@usableFromInline
final class JustProducer<Element>: Observable<Element> {
    @usableFromInline
    let element: Element
    /// Delivers the two events. Made where `just` is called, so it is compiled for the concrete
    /// element type there (no generic metadata lookup per subscription); it captures nothing,
    /// so it costs no allocation.
    @usableFromInline
    let deliver: (Element, AnyObserver<Element>) -> Void

    @inlinable
    init(_ element: Element) {
        self.element = element
        self.deliver = { element, observer in
            observer.on(.next(element))
            observer.on(.completed)
        }
    }

    @usableFromInline
    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        deliver(element, observer)
        return Disposables.create()
    }
}
