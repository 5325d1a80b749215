extension ObservableType {
    /// A connectable observable that sends the source's events through `subject`: `connect()`
    /// subscribes `subject` to the source, and subscribers subscribe to `subject`.
    ///
    /// The same subject serves every connection, so after the source ended, later subscribers
    /// get what the subject gives a late subscriber (its terminal event, a replay buffer).
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable observable that sends the source's events through a subject made by
    /// `makeSubject`: one subject per connection. When a connection ends (disposed, or the source
    /// sent a terminal event) the subject is dropped; later subscribers and the next `connect()`
    /// use a new one.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(source: asObservable(), makeSubject: makeSubject)
    }
}
