/// Replaceable global behaviour, for tests and diagnostics.
public enum Hooks {
    /// Receives an error that reached a subscription without an `onError` handler, with the call
    /// stack `customCaptureSubscriptionCallstack` returned (RxSwift's shape).
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Returns the call stack handed to `defaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    private static let handler = Locked<DefaultErrorHandler>({ callStack, error in
        if callStack.isEmpty {
            print("Unhandled error happened: \(error)")
        } else {
            print("Unhandled error happened: \(error)\n subscription called from:\n\(callStack.joined(separator: "\n"))")
        }
    })

    private static let captureCallStack = Locked<CustomCaptureSubscriptionCallstack>({ [] })

    /// Called with every error that reached `subscribe` without an `onError` handler (and with
    /// errors that have nowhere else to go, such as one thrown by `do(afterCompleted:)`). The
    /// default prints it. May be called on any thread.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handler.withLock { $0 } }
        set { handler.withLock { $0 = newValue } }
    }

    /// Supplies the call stack passed to `defaultErrorHandler`. The default returns an empty
    /// array; unlike RxSwift, it is called when the error is reported, not when subscribing
    /// (so that subscribing costs nothing extra).
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { captureCallStack.withLock { $0 } }
        set { captureCallStack.withLock { $0 = newValue } }
    }

    /// Hands `error` to `defaultErrorHandler` with the captured call stack.
    @usableFromInline
    static func reportUnhandled(_ error: Swift.Error) {
        defaultErrorHandler(customCaptureSubscriptionCallstack(), error)
    }
}
