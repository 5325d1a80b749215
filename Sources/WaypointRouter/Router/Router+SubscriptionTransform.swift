import WaypointRx
import WaypointStore

extension Router {
    /// A router whose navigation state `stateTransform` selects from the store's subscription,
    /// as ReSwift-Router's initializer takes it:
    /// `Router(store: store, rootRoutable: root) { $0.select { $0.navigationState } }`.
    ///
    /// The selection is read from each state on its own: skip conditions in `stateTransform`
    /// never drop a state (the router itself ignores a navigation state equal to the one before).
    /// Delivers on `scheduler`, by default `MainScheduler.instance`.
    public convenience init(
        store: Store<State>,
        rootRoutable: Routable,
        scheduler: SchedulerType = MainScheduler.instance,
        stepTimeout: RxTimeInterval = Router.defaultStepTimeout,
        guardTimeout: RxTimeInterval = Router.defaultGuardTimeout,
        gestureTimeout: RxTimeInterval = Router.defaultGestureTimeout,
        redirectLimit: Int = 5,
        stateTransform: @escaping (StoreSubscription<State>) -> StoreSubscription<NavigationState>
    ) {
        self.init(store: store, rootRoutable: rootRoutable, scheduler: scheduler, stepTimeout: stepTimeout,
                  guardTimeout: guardTimeout, gestureTimeout: gestureTimeout, redirectLimit: redirectLimit,
                  stateTransform: StoreSubscription.selection(of: stateTransform))
    }
}
