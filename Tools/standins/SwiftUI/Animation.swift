// Animations and transactions as the iOS 18.0 SDK's SwiftUICore interface declares them, with
// Apple's documented semantics the glue must respect: `withAnimation(_:completionCriteria:_:
// completion:)` (iOS 17) "will always be fired exactly one time. If no animations are created by
// the changes in `body`, then the callback will be called immediately after `body`" — and a
// NavigationStack push or a sheet is not a SwiftUI animation. See View.swift.

/// `Animation`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Animation: Equatable, Sendable {
    /// `Animation.default`.
    public static var `default`: Animation { standIn() }

    public static func == (lhs: Animation, rhs: Animation) -> Bool { standIn() }
}

/// `AnimationCompletionCriteria` (iOS 17).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria()
    /// The animation is finished and removed.
    public static let removed = AnimationCompletionCriteria()
    private init() {}
}

/// `withAnimation(_:_:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    standIn()
}

/// `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): `completion` runs once the
/// animations the change created completed — at once when it created none.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    standIn()
}

/// `Transaction`: the context of one state change.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Transaction {
    /// An empty transaction.
    public init() { standIn() }
    /// A transaction with `animation`.
    public init(animation: Animation?) { standIn() }
    /// The animation of the change, `nil` for none.
    public var animation: Animation? {
        get { standIn() }
        set { standIn() }
    }
    /// Whether views disable their own (implicit) animations for this change.
    public var disablesAnimations: Bool {
        get { standIn() }
        set { standIn() }
    }
}

/// `withTransaction(_:_:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    standIn()
}
