/// Replaceable global behaviour, for tests and diagnostics.
public enum Hooks {
    /// Receives errors that reached a subscription without an `onError` handler.
    public typealias ErrorHandler = @Sendable (Swift.Error) -> Void

    private static let handler = Locked<ErrorHandler>({ error in
        print("Unhandled error happened: \(error)")
    })

    /// Called with every error that reached `subscribe` without an `onError` handler.
    /// The default prints it.
    public static var defaultErrorHandler: ErrorHandler {
        get { handler.withLock { $0 } }
        set { handler.withLock { $0 = newValue } }
    }
}
