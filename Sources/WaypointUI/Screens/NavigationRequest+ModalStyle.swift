import WaypointRouter

extension NavigationRequest {
    /// Presents the destination's own segment in `style` instead of the style its registration
    /// gives: a form sheet on this request only, a popover pointing from the cell the user tapped
    /// (`.popover(from: "cell/3")`), the app's own transition.
    ///
    /// Only the modal this navigation presents for the destination's last segment takes it: the
    /// registration still decides whether a segment is pushed, presented or a dialog (a pushed
    /// segment stays pushed), modals below the destination keep their registered styles, and a
    /// modal already on screen keeps the style it was presented in. The style is the request's
    /// transition value (`transitioningDelegate(_:)`), so it replaces one set there; the state
    /// keeps it for the destination's route (`NavigationState.segmentTransitions`) while that route
    /// stays, and saves it with the route: a restored route presents the modal in it again
    /// (the container routables register `ModalStyle` with `router.restoration` when they connect).
    @discardableResult public func presented(as style: ModalStyle) -> NavigationRequest {
        transitioningDelegate(style)
    }
}
