import Waypoint

/// The app's state: the route on screen, made of `Screen`s, and who is signed in. One store
/// holds it for both variants of the app (UIKit and SwiftUI).
public struct AppState: HasTypedRoute, Sendable {
    /// The route's segment type.
    public typealias Segment = Screen
    /// The route the app shows (`typedRoute` reads it as `Screen`s).
    public var navigationState = NavigationState()
    /// The signed-in user's name; `nil` when signed out.
    public var signedInUser: String?

    /// A signed-out app on its empty route (the tab bar shows its first tab).
    public init() {}
}

/// What the login sheet dispatches.
public enum SessionAction: Action {
    /// `name` signed in.
    case signedIn(String)
    /// The user signed out.
    case signedOut
}

/// The app's reducer: navigation actions go to Waypoint's reducer, session actions set the user.
public func appReducer(action: Action, state: AppState?) -> AppState {
    var state = state ?? AppState()
    state.navigationState = NavigationReducer.handleAction(action, state: state.navigationState)
    switch action as? SessionAction {
    case .signedIn(let name)?: state.signedInUser = name
    case .signedOut?: state.signedInUser = nil
    case nil: break
    }
    return state
}

/// The app's store, signed out on the empty route.
public func makeStore() -> Store<AppState> {
    Store(reducer: appReducer, state: AppState())
}
