/// An observer that binds elements to an object, as RxCocoa's `Binder`: each element is handed
/// to `binding` together with the target on a scheduler (the main scheduler unless one is
/// given), and the target is held weakly — once it is gone, elements are ignored.
///
/// A binding's source must not fail: an error is a programmer error. RxCocoa stops a debug build
/// there; Waypoint never crashes on bad input, so the error goes to `Hooks.defaultErrorHandler`
/// (which prints it; set it to fail your tests or to log) and nothing reaches the target. A
/// completion is ignored.
///
/// ```swift
/// let title = Binder(label) { label, text in label.text = text }   // on the main scheduler
/// viewModel.title.bind(to: title).disposed(by: bag)
/// ```
public struct Binder<Value: Sendable>: ObserverType, Sendable {
    /// The element type.
    public typealias Element = Value

    private let binding: @Sendable (Event<Value>) -> Void

    /// Binds on `scheduler`: `binding(target, element)` runs there for each element.
    public init<Target: AnyObject & Sendable>(
        _ target: Target,
        scheduler: ImmediateSchedulerType,
        binding: @escaping @Sendable (Target, Value) -> Void
    ) {
        self.binding = Binder.handler { [weak target] value in
            _ = scheduler.schedule(value) { [weak target] value in
                if let target { binding(target, value) }
                return Disposables.create()
            }
        }
    }

    /// Binds on the main scheduler (`MainScheduler.instance`: at once when the element arrives on
    /// the main thread, else queued on the main queue), with a main-actor `binding`, so a view or
    /// view controller can be updated directly.
    public init<Target: AnyObject & Sendable>(
        _ target: Target,
        binding: @escaping @MainActor @Sendable (Target, Value) -> Void
    ) {
        self.binding = Binder.handler { [weak target] value in
            _ = MainScheduler.instance.schedule(value) { [weak target] value in
                guard let target else { return Disposables.create() }
                // `MainScheduler` runs its work on the main thread.
                MainActor.assumeIsolated { binding(target, value) }
                return Disposables.create()
            }
        }
    }

    /// What the binder does per event: `next` elements go to `bind`, an error to the default
    /// error handler, a completion nowhere.
    private static func handler(_ bind: @escaping @Sendable (Value) -> Void) -> @Sendable (Event<Value>) -> Void {
        { event in
            switch event {
            case .next(let value): bind(value)
            case .error(let error): Hooks.reportUnhandled(error)
            case .completed: break
            }
        }
    }

    /// Binds `.next` elements; reports an error; ignores a completion.
    public func on(_ event: Event<Value>) {
        binding(event)
    }
}
