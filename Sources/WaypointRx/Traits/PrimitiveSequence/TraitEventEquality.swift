extension MaybeEvent: Equatable where Element: Equatable {
    /// Two outcomes are equal when they are the same case with equal elements; two errors are
    /// equal when their descriptions are (as for `Event`).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let l), .success(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Two outcomes are equal when they are the same case; two errors are equal when their
    /// descriptions are (as for `Event`).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}

/// Compares two `SingleEvent`s: equal results, or errors with equal descriptions (as for
/// `Event`). `SingleEvent` is `Result<Element, Error>`, which cannot be `Equatable` because
/// `Error` is not; this operator gives it `==` all the same.
public func == <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let l), .success(let r)): return l == r
    case (.failure(let l), .failure(let r)): return errorsAreEqual(l, r)
    default: return false
    }
}

/// The negation of `==` for `SingleEvent`s.
public func != <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    !(lhs == rhs)
}
