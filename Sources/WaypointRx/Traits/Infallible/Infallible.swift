/// A type that can be turned into an `Infallible`: a sequence that never fails.
public protocol InfallibleType<Element>: ObservableConvertibleType {
    /// The sequence as an `Infallible`.
    func asInfallible() -> Infallible<Element>
}

/// A sequence that never fails: `next* completed?`. UI bindings and state streams use it so that
/// subscribers need no error handling.
///
/// Build one with `Infallible.create`, `Infallible.just`, `of`, `from`, … or from an observable
/// with `asInfallible(onErrorJustReturn:)`, `asInfallible(onErrorFallbackTo:)` or
/// `asInfallible(onErrorRecover:)`. Its operators take closures that cannot throw and return
/// infallibles again; `asObservable()` gives all of `Observable`'s operators.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, which the caller guarantees never sends an error.
    @usableFromInline
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// Returns `self`.
    public func asInfallible() -> Infallible<Element> { self }

    /// The sequence as an observable (which never sends `.error`).
    public func asObservable() -> Observable<Element> { source }
}

// @unchecked: the wrapped observable is an immutable description.
extension Infallible: @unchecked Sendable where Element: Sendable {}

/// What an `Infallible.create` closure sends: an element or the completion.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element; any number of them may come before `.completed`.
    case next(Element)
    /// The end of the sequence.
    case completed
}

extension InfallibleEvent: Equatable where Element: Equatable {}
extension InfallibleEvent: Sendable where Element: Sendable {}
