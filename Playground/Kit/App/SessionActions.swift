import Waypoint

/// Someone signed in.
struct LogIn: Action {
    let user: UserProfile
}

/// The signed-in user signed out.
struct LogOut: Action {}
