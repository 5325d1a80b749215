import WaypointAtomicsC
import WaypointRx
#if _runtime(_ObjC)
import ObjectiveC
#endif

/// A store's record of one `StoreSubscriber`: a reference to the subscriber that does not keep it
/// alive, and its subscription.
///
/// The reference is not `weak`. A weak reference moves the subscriber's counts to a side table,
/// which makes every retain and release of the subscriber, anywhere in the app, take the
/// runtime's slow path — and the store retains and releases it around each delivery. Instead the
/// entry holds an unowned reference, which keeps the subscriber's memory allocated (not the
/// subscriber: it is deinitialized when its last strong reference goes, as before), and reaches
/// the subscriber by its address with the runtime's `swift_tryRetain`: one atomic
/// compare-and-exchange on the subscriber's own count that fails once its deinitialization has
/// begun. So a subscriber released on any thread, even during a delivery, is either retained for
/// the whole call to `newState` or not called at all, and its memory cannot be reused while the
/// entry exists. An Objective-C subscriber (on Apple platforms, a class descending from
/// `NSObject`) keeps its counts elsewhere: the entry holds it weakly.
@usableFromInline
// @unchecked: every stored property is set once, at init; the subscriber is reached through the runtime's atomic counts (or an atomic weak load); `subscription` is thread-safe.
final class SubscriberEntry: Disposable, @unchecked Sendable {
    /// The subscriber's address.
    @usableFromInline
    let address: UnsafeMutableRawPointer
    /// Whether the subscriber keeps the Swift runtime's counts (it is not an Objective-C object).
    @usableFromInline
    let usesSwiftCounts: Bool
    /// Keeps the subscriber's memory allocated while this entry exists, so that `address` can be
    /// asked whether the subscriber lives; never read. `nil` for an Objective-C subscriber.
    private unowned let memory: AnyObject?
    /// An Objective-C subscriber, `nil` for the others.
    @usableFromInline
    private(set) weak var objectiveCSubscriber: AnyObject?
    /// The identity of the subscriber, the key of the store's subscriber table.
    let key: ObjectIdentifier
    /// The subscription delivering to the subscriber, set once it exists.
    @usableFromInline
    let subscription = SingleAssignmentDisposable()

    init(_ subscriber: AnyStoreSubscriber) {
        let object = subscriber as AnyObject
        address = Unmanaged.passUnretained(object).toOpaque()
        key = ObjectIdentifier(object)
        usesSwiftCounts = Self.usesSwiftCounts(object)
        memory = usesSwiftCounts ? object : nil
        objectiveCSubscriber = usesSwiftCounts ? nil : object
    }

    /// Calls `body` with the subscriber, retained for the call, unless it was released (or is
    /// being deinitialized). `Subscriber` is the subscriber's class.
    @inlinable
    @inline(__always)
    func withSubscriber<Subscriber: AnyObject>(_: Subscriber.Type, _ body: (Subscriber) -> Void) {
        if usesSwiftCounts {
            guard waypoint_try_retain(address) else { return }
            body(Unmanaged<Subscriber>.fromOpaque(address).takeRetainedValue())
        } else if let subscriber = objectiveCSubscriber {
            body(unsafeDowncast(subscriber, to: Subscriber.self))
        }
    }

    /// `false` once the subscriber was released.
    var isAlive: Bool {
        var alive = false
        withSubscriber(AnyObject.self) { _ in alive = true }
        return alive
    }

    /// Ends the subscription.
    @usableFromInline
    func dispose() {
        subscription.dispose()
    }

    /// Whether `object` keeps the Swift runtime's counts: always, but on Apple platforms for an
    /// object whose class descends from an Objective-C root class (`NSObject`) rather than from
    /// Swift's.
    private static func usesSwiftCounts(_ object: AnyObject) -> Bool {
        #if _runtime(_ObjC)
        return rootClass(of: type(of: object)) == swiftRootClass
        #else
        return true
        #endif
    }

    #if _runtime(_ObjC)
    /// The root class of Swift's own classes, as the Objective-C runtime sees it.
    private static let swiftRootClass = rootClass(of: SubscriberEntry.self)

    private static func rootClass(of type: AnyClass) -> ObjectIdentifier {
        var root: AnyClass = type
        while let superclass = class_getSuperclass(root) { root = superclass }
        return ObjectIdentifier(root)
    }
    #endif
}
