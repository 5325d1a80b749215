/// An observable that is also an observer: events sent to its observer side are multicast to
/// everyone subscribed to its observable side.
public protocol SubjectType<Element>: ObservableType {
    /// The type of the observer side.
    associatedtype Observer: ObserverType

    /// The observer side, to send events into the subject.
    func asObserver() -> Observer
}
