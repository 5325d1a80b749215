/// A routable that receives the data a navigation carries to it (CoreNavigation's
/// `DataReceivable`): when a navigation with `passData(_:)` reaches this routable's screen, the
/// router calls `didReceiveData(_:)` before reporting the navigation completed. Data of another
/// type fails the navigation with `RoutingError.dataTypeMismatch`.
public protocol DataReceivable: AnyObject {
    /// The type of data the screen expects.
    associatedtype DataType

    /// Receives the data.
    func didReceiveData(_ data: DataType)
}

extension DataReceivable {
    /// Hands over `data` when it has the expected type; `false` otherwise.
    func receive(_ data: RouteData) -> Bool {
        guard let typed = data.value(as: DataType.self) else { return false }
        didReceiveData(typed)
        return true
    }

    var expectedTypeName: String { String(reflecting: DataType.self) }
}

/// A routable that stands for another object, such as a container routable for its screen: when
/// the routable itself is not `DataReceivable`, the router hands the data of the route it shows to
/// `routedContent` if that is `DataReceivable`.
public protocol ContentRoutable: Routable {
    /// The object the routable stands for (a view controller).
    var routedContent: AnyObject { get }
}
