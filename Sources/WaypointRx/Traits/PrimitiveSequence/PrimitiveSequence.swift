/// An observable with a guaranteed shape, tagged by `Trait`: `Single` (one element or an error),
/// `Maybe` (one element, nothing or an error) and `Completable` (completion or an error).
///
/// Values are immutable descriptions, as `Observable`s are; every constructor and operator of a
/// trait keeps its shape, so observers can rely on it. Subscribing runs the sequence anew.
public struct PrimitiveSequence<Trait, Element> {
    /// Obeys the trait's shape (every constructor guarantees it).
    let source: Observable<Element>

    /// Wraps an observable that already has the trait's shape.
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// A type that is a `PrimitiveSequence`: lets extensions constrain `Trait`
/// (`extension PrimitiveSequenceType where Trait == SingleTrait`), as in RxSwift.
public protocol PrimitiveSequenceType<Trait, Element> {
    /// The shape: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the element.
    associatedtype Element

    /// The sequence itself.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an `Observable` with the trait's shape.
    public func asObservable() -> Observable<Element> { source }
}
