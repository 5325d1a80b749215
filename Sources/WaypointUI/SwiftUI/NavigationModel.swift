#if canImport(Observation)
import Observation
import WaypointRouter
import WaypointRx

/// What one SwiftUI `NavigationStack` shows, as observable state: the path of destinations pushed
/// above its root, and the sheet or full-screen cover it presents (each a `NavigationModel` of
/// its own). Bind `NavigationStack(path: $model.path)`, `.sheet(item: $model.sheet)`,
/// `.fullScreenCover(item: $model.fullScreenCover)` and a popover's anchor view's
/// `.popover(item: $model[popoverAt: anchor])` to it, or use `RoutedNavigationStack`.
///
/// It is a stack container driven by a `StackRoutable` (`StackRoutable(navigation:presentation:)`):
/// the router's changes land here on the router's scheduler (the main thread, with
/// `MainScheduler`), and what the user does in SwiftUI — a back swipe, a back button, a sheet
/// swiped down — writes to the bindings, reaches the router as a user-made change, and the state
/// follows without running a transition. Writes that change nothing are ignored. On typed routes,
/// `NavigationLink(value:)` with the app's segment goes through the router: a typed stack
/// (`TypedNavigationStack`, or `TypedNavigationPath` bound to `NavigationStack(path:)`) hands the
/// path SwiftUI writes to `requestPath(_:)`. Destinations a link pushes on the untyped `path`
/// are not part of the route: navigate through the router instead.
///
/// Each change the router makes is applied through `apply` (`RoutedNavigationStack` wraps it in a
/// SwiftUI transaction, its animations disabled when the change is not animated). With
/// `reportsAppearance` set, as `RoutedNavigationStack` sets it, the change ends only when its
/// destination is on screen: the view reports `destinationAppeared(_:)` (a pushed destination, the
/// screen a pop goes back to, a sheet's root) or `modalDismissed()` (the sheet's or cover's
/// `onDismiss`). A push or a sheet is a UIKit transition, not a SwiftUI animation, so an
/// animation's completion would come at once; the router starts its next step only when the
/// screen changed, so a sheet presented right after a push waits for the push to end. Without
/// `reportsAppearance` (a headless model), and for a stack whose tab is not selected, a change
/// ends as soon as it is applied.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
public final class NavigationModel: StackContainer, ModalPresenter, DialogPresenter, Identifiable {
    /// The destination shown as the stack's root: `nil` for the app's root stack (its root view
    /// is the app's own), the modal's destination for a sheet or cover.
    public let root: NavigationDestination?
    @ObservationIgnored private(set) var rootScreen: NavigationDestination
    private var routedPath: [NavigationDestination] = []
    private var presented: NavigationModel?
    private var presentedStyle: ModalStyle?
    private var shownDialog: Dialog?
    /// What the shown dialog answers to.
    @ObservationIgnored private var dialogAnswer: ((DialogButton?) -> Void)?
    /// Told about every write the user made through a binding.
    @ObservationIgnored var userChanged: (() -> Void)?
    /// Told about a path a link asked for (see `requestPath(_:)`): the model and the path.
    @ObservationIgnored var pathRequested: ((NavigationModel, Route) -> Void)?
    /// Applies one router-made change: calls `change`, animated or not (inside a SwiftUI
    /// transaction, say). Copied into the models of sheets and covers when they are made.
    @ObservationIgnored public var apply: (_ change: () -> Void, _ animated: Bool) -> Void = { change, _ in change() }
    /// `true` when the views bound to the model report what appeared (`destinationAppeared(_:)`,
    /// `modalDismissed()`): a router-made change then ends when its destination is on screen.
    /// Copied into the models of sheets and covers when they are made.
    @ObservationIgnored public var reportsAppearance = false
    /// The scheduler the model waits on for what SwiftUI does not report — an alert or
    /// confirmation dialog coming on screen or leaving it — `nil` for no waiting. Use the
    /// router's scheduler (the model's changes happen there); `RoutedNavigationStack` sets
    /// `MainScheduler.instance` when it is `nil`. Copied into the models of sheets and covers
    /// when they are made.
    @ObservationIgnored public var scheduler: SchedulerType?
    /// How long a dialog takes to come on screen or leave it, for `scheduler`:
    /// `defaultDialogTransitionTime` unless the app sets another. Copied into the models of
    /// sheets and covers when they are made.
    @ObservationIgnored public var dialogTransitionTime: RxTimeInterval = NavigationModel.defaultDialogTransitionTime
    /// Half a second. SwiftUI reports neither the appearance nor the end of an alert or a
    /// confirmation dialog, which it shows through UIKit's alert controller (whose transitions
    /// take about a third of a second); waiting half a second covers them with a margin, and a
    /// longer wait only delays what comes next.
    public static let defaultDialogTransitionTime: RxTimeInterval = .milliseconds(500)
    /// `false` while the stack is not on screen (its tab is not selected): its changes end at once.
    @ObservationIgnored var isOnScreen: () -> Bool = { true }
    /// What the running router-made change waits for, and its completion.
    @ObservationIgnored private(set) var awaited: (event: AwaitedEvent, completion: ContainerCompletion)?

    /// The event that ends a router-made change.
    enum AwaitedEvent: Equatable {
        /// The destination appeared.
        case appearance(NavigationDestination)
        /// The presented sheet or cover was dismissed.
        case dismissal
    }

    /// The model of an app's root `NavigationStack`.
    public init() {
        root = nil
        rootScreen = NavigationDestination(segment: "")
    }

    /// The model of a sheet or cover whose root shows `root`.
    public init(root: NavigationDestination) {
        self.root = root
        rootScreen = root
    }

    /// The destinations pushed above the root, bottom to top: `NavigationStack(path:)`'s binding.
    /// A write is a user-made change (SwiftUI writes it on a back swipe or the back button).
    public var path: [NavigationDestination] {
        get { routedPath }
        set {
            guard newValue != routedPath else { return }
            routedPath = newValue
            userChanged?()
        }
    }

    /// The model of the presented sheet: `.sheet(item:)`'s binding (every style but the
    /// full-screen ones: a page, form or custom sheet is a sheet in SwiftUI, and so is a popover
    /// whose anchor no view on screen declares). SwiftUI writes `nil` when the user swipes the
    /// sheet down, a user-made change; other writes are ignored.
    public var sheet: NavigationModel? {
        get { presentedStyle.map(modifier) == .sheet ? presented : nil }
        set { userDismissed({ $0 == .sheet }, unless: newValue) }
    }

    /// The model of the presented full-screen cover (`.fullScreen`, `.overFullScreen`):
    /// `.fullScreenCover(item:)`'s binding, as `sheet`.
    public var fullScreenCover: NavigationModel? {
        get { presentedStyle.map(modifier) == .cover ? presented : nil }
        set { userDismissed({ $0 == .cover }, unless: newValue) }
    }

    /// The model of the popover presented from `anchor` (a `ModalStyle.popover(from:)` modal,
    /// while a view on screen declares `anchor`, see `anchorAppeared(_:)`): the binding of
    /// `.popover(item:)` on that view, which `routedAnchor(_:)` attaches. SwiftUI writes `nil`
    /// when the user dismisses the popover (a tap outside it, or a swipe-down of the sheet it
    /// adapts to in compact width), a user-made change; other writes are ignored.
    public subscript(popoverAt anchor: PresentationAnchor) -> NavigationModel? {
        get { presentedStyle.map(modifier) == .popover(anchor) ? presented : nil }
        set { userDismissed({ $0 == .popover(anchor) }, unless: newValue) }
    }

    /// How many views declare each anchor now (a view counts from its `onAppear` to its
    /// `onDisappear`).
    private var anchorViews: [PresentationAnchor: Int] = [:]

    /// The anchors views on screen declare now.
    var declaredAnchors: Set<PresentationAnchor> { Set(anchorViews.keys) }

    /// Tells the model that a view marked as `anchor` appeared (its `onAppear`, as
    /// `routedAnchor(_:)` reports it): a popover from `anchor` is shown from that view, through
    /// `self[popoverAt: anchor]`, instead of as a sheet, and a confirmation dialog pointing from
    /// `anchor` through `self[confirmationDialogAt: anchor]` instead of from the stack.
    public func anchorAppeared(_ anchor: PresentationAnchor) {
        anchorViews[anchor, default: 0] += 1
    }

    /// Tells the model that a view marked as `anchor` disappeared (its `onDisappear`): once no
    /// view declares `anchor`, a popover from it is shown as a sheet (and a confirmation dialog
    /// from the stack).
    public func anchorDisappeared(_ anchor: PresentationAnchor) {
        guard let count = anchorViews[anchor] else { return }
        anchorViews[anchor] = count > 1 ? count - 1 : nil
    }

    /// The style this model's stack is presented in (`nil` for the app's root stack): what the
    /// sheet's view applies (`presentationDetents`).
    public private(set) var presentationStyle: ModalStyle?

    private var shownDetent: SheetDetent.Identifier?
    /// Told about the detent the user dragged a sheet to (set by the root routable, shared by the
    /// sheets and covers).
    @ObservationIgnored var detentChanged: ((NavigationModel, SheetDetent.Identifier) -> Void)?

    /// The detent this sheet rests at (its `presentationStyle`'s detents; `nil` without any):
    /// `presentationDetents(_:selection:)`'s binding. It opens at the style's `selectedDetent`
    /// (the first detent when `nil`); SwiftUI writes it when the user drags the sheet, a change
    /// the root routable sends to the store as `SheetDetentChanged`. Writes of a detent the style
    /// does not have, or of the one shown, are ignored.
    public var selectedDetent: SheetDetent.Identifier? {
        get { shownDetent }
        set {
            guard let newValue, newValue != shownDetent, presentationStyle?.detents.contains(where: { $0.identifier == newValue }) == true else { return }
            shownDetent = newValue
            detentChanged?(self, newValue)
        }
    }

    /// Which SwiftUI modifier shows a modal.
    private enum Modifier: Equatable {
        case sheet, cover
        /// `.popover(item:)` on the view declaring the anchor.
        case popover(PresentationAnchor)
    }

    /// The modifier that shows a modal of `style` now: a popover's is its anchor's view while one
    /// declares it; otherwise a sheet shows it.
    private func modifier(_ style: ModalStyle) -> Modifier {
        if style.kind == .popover, let anchor = style.anchor, anchorViews[anchor] != nil { return .popover(anchor) }
        return style.coversScreen ? .cover : .sheet
    }

    /// The presented sheet or cover, for a platform without full-screen covers (macOS): bind
    /// `.sheet(item:)` to it there, and a full-screen modal shows as a sheet (a popover whose
    /// anchor a view declares is that view's, as everywhere). SwiftUI writes `nil` when the user
    /// dismisses it, a user-made change; other writes are ignored.
    public var modal: NavigationModel? {
        get { presentedStyle.map(modifier).map(Self.isSheetOrCover) == true ? presented : nil }
        set { userDismissed(Self.isSheetOrCover, unless: newValue) }
    }

    private static func isSheetOrCover(_ modifier: Modifier) -> Bool {
        modifier == .sheet || modifier == .cover
    }

    /// Whether the stack shows an alert: `.alert(_:isPresented:actions:message:)`'s binding, its
    /// title, message and buttons those of `presentedDialog`. SwiftUI writes `false` after a
    /// button's action ran (`answerDialog(_:)`); a `false` written before any answer is a
    /// dismissal without one, answered as the dialog's cancel button. Other writes are ignored.
    public var isShowingAlert: Bool {
        get { shownDialog?.style == .alert }
        set { if !newValue, shownDialog?.style == .alert { closeDialog(answering: shownDialog?.cancelButton) } }
    }

    /// Whether the stack shows a confirmation dialog: `.confirmationDialog(_:isPresented:…)`'s
    /// binding, as `isShowingAlert` (a tap outside the dialog writes `false` with no answer). A
    /// confirmation dialog whose anchor a view on screen declares is that view's instead
    /// (`self[confirmationDialogAt:]`).
    public var isShowingConfirmationDialog: Bool {
        get { shownDialog?.style == .confirmationDialog && anchoredDialog == nil }
        set {
            if !newValue, shownDialog?.style == .confirmationDialog, anchoredDialog == nil {
                closeDialog(answering: shownDialog?.cancelButton)
            }
        }
    }

    /// Whether the view that declares `anchor` shows the confirmation dialog (one whose
    /// `Dialog.anchor` is `anchor`, while a view on screen declares it): the binding of the
    /// `.confirmationDialog` that `routedAnchor(_:)` attaches to that view, so that in regular
    /// width it points from there. Written as `isShowingConfirmationDialog` is.
    public subscript(confirmationDialogAt anchor: PresentationAnchor) -> Bool {
        get { anchoredDialog == anchor }
        set { if !newValue, anchoredDialog == anchor { closeDialog(answering: shownDialog?.cancelButton) } }
    }

    /// The anchor of the shown confirmation dialog, when a view on screen declares it.
    private var anchoredDialog: PresentationAnchor? {
        guard let dialog = shownDialog, dialog.style == .confirmationDialog, let anchor = dialog.anchor,
              anchorViews[anchor] != nil else { return nil }
        return anchor
    }

    /// The user tapped `button` of the shown dialog (its `Button`'s action): the dialog closes
    /// and the answer reaches the router once it left the screen (`dialogTransitionTime` later
    /// on `scheduler`), so a navigation the answer leads to starts on a screen that is free.
    /// Ignored when no dialog waits for an answer.
    public func answerDialog(_ button: DialogButton) {
        closeDialog(answering: button)
    }

    /// Closes the dialog the user answered with `button`, and answers once it left the screen.
    private func closeDialog(answering button: DialogButton?) {
        guard shownDialog != nil, let answer = dialogAnswer else { return }
        shownDialog = nil
        dialogAnswer = nil
        afterDialogTransition { answer(button) }
    }

    /// Calls `action` once the dialog shown or closed now came or went: `dialogTransitionTime`
    /// later on `scheduler`, or at once without a scheduler or while the stack is off screen.
    /// SwiftUI reports neither, whether or not the change was animated.
    private func afterDialogTransition(_ action: @escaping () -> Void) {
        guard let scheduler, isOnScreen() else { return action() }
        // The scheduler runs the action on the model's thread; the lock only carries it across
        // the scheduler's `@Sendable` boundary and lets it run once.
        let pending = Locked<(() -> Void)?>(action)
        _ = scheduler.scheduleRelative(dialogTransitionTime) {
            let action = pending.withLock { action -> (() -> Void)? in
                defer { action = nil }
                return action
            }
            action?()
        }
    }

    /// Asks the root routable about changes the user asks for (set by its initializer, shared
    /// by the sheets and covers).
    @ObservationIgnored var userChanges: NavigationModelUserChanges?

    /// `true` when a user-change guard of the router checks going back one screen on this stack
    /// (`UserChangeGuard`). SwiftUI cannot ask before its back swipe: `RoutedNavigationStack`
    /// hides the back button then (`navigationBarBackButtonHidden`, which also turns the swipe
    /// off); draw a button of your own that calls `goBack()`.
    public var guardsBack: Bool {
        // Read through the path, so that views follow it.
        _ = routedPath.count
        return userChanges?.guardsPop(self) ?? false
    }

    /// `true` when a user-change guard of the router checks dismissing this sheet or cover.
    /// SwiftUI cannot ask before a swipe-down: `RoutedNavigationStack` disables it then
    /// (`interactiveDismissDisabled`); draw a close button that calls `close()`.
    public var guardsDismissal: Bool {
        userChanges?.guardsDismissal(self) ?? false
    }

    /// The user asks to go back one screen on this stack (a back button the app draws): the
    /// router's user-change guards are asked, and once they allow it the router pops the screen.
    public func goBack() {
        userChanges?.attemptPop(self)
    }

    /// The user asks to dismiss this sheet or cover (a close button the app draws): the router's
    /// user-change guards are asked, and once they allow it the router dismisses it.
    public func close() {
        userChanges?.attemptDismiss(self)
    }

    /// Tells the model that `destination` appeared on screen (its view's `onAppear`), the root
    /// destination included: the router-made change waiting for it ends.
    public func destinationAppeared(_ destination: NavigationDestination) {
        guard let awaited, awaited.event == .appearance(destination) else { return }
        self.awaited = nil
        awaited.completion()
    }

    /// Tells the model that a destination showing `segment` appeared on screen (a typed stack's
    /// destination view, which knows its segment and not its `NavigationDestination`): the
    /// router-made change waiting for the top destination to appear ends when that is `segment`.
    public func destinationAppeared(segment: RouteElementIdentifier) {
        guard let awaited, case .appearance(let destination) = awaited.event, destination.segment == segment else { return }
        self.awaited = nil
        awaited.completion()
    }

    /// Asks the router for this stack to show `path` above its root: what SwiftUI writes to a
    /// typed path when the user taps a `NavigationLink(value:)`. A `path` that only removes
    /// screens from the top is the user going back, as a write to `path` is; any other goes
    /// through the router as a navigation to the route up to this stack's root followed by
    /// `path` (its guards run, the store's route changes, then the stack follows) and changes
    /// nothing here until the router shows it.
    public func requestPath(_ path: Route) {
        let current = routedPath.map(\.segment)
        guard path != current else { return }
        if path.count < current.count, Array(current.prefix(path.count)) == path {
            self.path = Array(routedPath.prefix(path.count))
        } else {
            pathRequested?(self, path)
        }
    }

    /// Tells the model that its sheet or cover was dismissed (the modifier's `onDismiss`): a
    /// router-made dismissal waiting for it ends.
    public func modalDismissed() {
        guard let awaited, awaited.event == .dismissal else { return }
        self.awaited = nil
        awaited.completion()
    }

    /// Takes away the sheet or cover and the dialog shown over the stack, without an answer: the
    /// user replaced what they were shown over (a split view's selection made while a sheet lets
    /// the columns behind it be reached). Not a user-made change of its own.
    func dropPresentations() {
        if presented != nil {
            presented = nil
            presentedStyle = nil
        }
        if shownDialog != nil {
            shownDialog = nil
            dialogAnswer = nil
        }
    }

    /// Shows `root` as the stack's root, with nothing pushed above it: a split view's detail
    /// stack showing another selection. Not a user-made change.
    func replaceRoot(with root: NavigationDestination) {
        rootScreen = root
        if !routedPath.isEmpty { routedPath = [] }
    }

    /// The screen the stack shows on top (its root when the path is empty).
    var top: NavigationDestination { routedPath.last ?? rootScreen }

    /// The user dismissed the modal, when the modifier showing it now is one `shownBy` accepts.
    private func userDismissed(_ shownBy: (Modifier) -> Bool, unless newValue: NavigationModel?) {
        guard newValue == nil, presented != nil, let style = presentedStyle, shownBy(modifier(style)) else { return }
        presented = nil
        presentedStyle = nil
        userChanged?()
    }

    // MARK: StackContainer

    /// The root and the path.
    public var screens: [NavigationDestination] { [rootScreen] + routedPath }

    /// Appends `screen` to the path; ends when `screen` appeared.
    public func pushScreen(_ screen: NavigationDestination, animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { $0.routedPath.append(screen) }
    }

    /// Cuts the path after `screen` (empties it for the root); ends when the new top appeared.
    public func popToScreen(_ screen: NavigationDestination, animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { model in
            if let index = model.routedPath.firstIndex(of: screen) {
                model.routedPath.removeSubrange((index + 1)...)
            } else {
                model.routedPath = []
            }
        }
    }

    /// Sets the path to `screens` after the root; ends when the new top appeared.
    public func setScreens(_ screens: [NavigationDestination], animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { $0.routedPath = Array(screens.dropFirst()) }
    }

    // MARK: ModalPresenter

    /// The presented sheet or cover.
    public var presentedModal: NavigationModel? { presented }

    /// Presents `modal` as a sheet or a full-screen cover; ends when its root appeared.
    public func presentModal(_ modal: NavigationModel, style: ModalStyle, animated: Bool, completion: @escaping ContainerCompletion) {
        // The sheet's own stack reports its root's appearance.
        perform(animated, completion, awaiting: .appearance(modal.rootScreen), on: modal) { model in
            model.presented = modal
            model.presentedStyle = style
            modal.presentationStyle = style
            modal.shownDetent = style.selectedDetent ?? style.detents.first?.identifier
        }
    }

    /// Dismisses the sheet or cover; ends when it was dismissed.
    public func dismissModal(animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion, awaiting: .dismissal) { model in
            model.presented = nil
            model.presentedStyle = nil
        }
    }

    /// Moves the presented sheet to `detent` (its `selectedDetent`, which
    /// `presentationDetents(_:selection:)` follows; not reported as the user's drag); ends once
    /// applied: SwiftUI reports nothing when a sheet comes to rest.
    public func selectSheetDetent(_ detent: SheetDetent.Identifier, animated: Bool, completion: @escaping ContainerCompletion) {
        perform(animated, completion) { $0.presented?.shownDetent = detent }
    }

    // MARK: DialogPresenter

    /// The alert or confirmation dialog shown over the stack's top screen.
    public var presentedDialog: Dialog? { shownDialog }

    /// Shows `dialog` (through `isShowingAlert` or `isShowingConfirmationDialog`); ends
    /// `dialogTransitionTime` later on `scheduler` (at once without one): SwiftUI reports no
    /// appearance of a dialog.
    public func presentDialog(_ dialog: Dialog, animated: Bool, answer: @escaping (DialogButton?) -> Void,
                              completion: @escaping ContainerCompletion) {
        apply({
            self.shownDialog = dialog
            self.dialogAnswer = answer
        }, animated)
        afterDialogTransition(completion)
    }

    /// Closes the dialog without an answer; ends `dialogTransitionTime` later on `scheduler` (at
    /// once without one): SwiftUI reports no dismissal of a dialog.
    public func dismissDialog(animated: Bool, completion: @escaping ContainerCompletion) {
        apply({
            self.shownDialog = nil
            self.dialogAnswer = nil
        }, animated)
        afterDialogTransition(completion)
    }

    /// Applies `change` and ends when `awaiting` happened (the new top appeared, by default), or
    /// at once when nothing will report it (no view reports appearances, the stack is off screen,
    /// or the change left the top as it was).
    private func perform(_ animated: Bool, _ completion: @escaping ContainerCompletion, awaiting: AwaitedEvent? = nil,
                         on waiter: NavigationModel? = nil, _ change: (NavigationModel) -> Void) {
        let topBefore = top
        apply({ change(self) }, animated)
        let event = awaiting ?? .appearance(top)
        guard reportsAppearance, isOnScreen(), event != .appearance(topBefore) else { return completion() }
        // A change the router gave up on (its completion never came) leaves no waiting behind.
        (waiter ?? self).awaited = (event, completion)
    }

    /// Waits for the top destination to appear (the stack was just shown: its tab selected), or
    /// ends at once when nothing will report it.
    func awaitTop(_ completion: @escaping ContainerCompletion) {
        guard reportsAppearance else { return completion() }
        awaited = (.appearance(top), completion)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackRoutable where Stack == NavigationModel {
    /// The root routable of a SwiftUI `NavigationStack` bound to `navigation`: every segment is
    /// pushed on its path, or presented as a sheet or a full-screen cover with a stack of its own,
    /// as `presentation` says. The destinations carry their route's data.
    ///
    /// A segment `presentation` shows as `.dialog` is the alert or confirmation dialog `dialog`
    /// gives for it (by default the `Dialog` that is its route data).
    ///
    /// User-made changes written to the model's bindings are reported to the router built with
    /// this routable as its root (or passed to `connect(to:)`).
    public convenience init(navigation: NavigationModel,
                            presentation: @escaping (RouteElementIdentifier) -> Presentation = { _ in .push },
                            dialog: @escaping (ScreenRequest) -> Dialog? = { $0.data(as: Dialog.self) }) {
        let screens = ScreenFactory<NavigationDestination>()
        screens.registerAll(presentation: presentation, dialog: dialog) { request in
            NavigationDestination(segment: request.segment, data: request.context.data)
        }
        self.init(navigation: navigation, screens: screens)
    }

    /// The root routable of a SwiftUI `NavigationStack` over the app's typed route: every
    /// `Segment` is pushed on the path or presented as a sheet or a full-screen cover, as
    /// `presentation` says (a `switch` over the cases). A segment that is not a `Segment` has no
    /// screen (`ContainerError.unknownScreen`). Links the user taps in a `TypedNavigationStack`
    /// over `navigation` (`NavigationLink(value:)` with a `Segment`) navigate through the router
    /// this routable is the root of.
    public convenience init<Segment: RouteSegment>(navigation: NavigationModel, routes: Segment.Type,
                                                   presentation: @escaping (Segment) -> Presentation) {
        self.init(navigation: navigation, screens: .destinations(of: routes, presentation: presentation))
    }

    private convenience init(navigation: NavigationModel, screens: ScreenFactory<NavigationDestination>) {
        self.init(stack: navigation, screens: screens) { [weak navigation] root, _ in
            NavigationModel(modalOf: root, over: navigation)
        }
        navigation.userChanged = { [weak self] in self?.containersDidChange() }
        navigation.detentChanged = { [weak self] model, detent in self?.sheetDetentDidChange(in: model, to: detent) }
        navigation.pathRequested = { [weak self] model, path in self?.requestPath(path, on: model) }
        navigation.userChanges = NavigationModelUserChanges(asking: self)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    /// The model of a sheet or cover showing `root`, presented by a stack whose settings and
    /// reports it shares with `presenter`.
    convenience init(modalOf root: NavigationDestination, over presenter: NavigationModel?) {
        self.init(root: root)
        userChanged = { [weak presenter] in presenter?.userChanged?() }
        pathRequested = { [weak presenter] model, path in presenter?.pathRequested?(model, path) }
        detentChanged = { [weak presenter] model, detent in presenter?.detentChanged?(model, detent) }
        userChanges = presenter?.userChanges
        if let presenter {
            apply = presenter.apply
            reportsAppearance = presenter.reportsAppearance
            scheduler = presenter.scheduler
            dialogTransitionTime = presenter.dialogTransitionTime
        }
    }
}

extension ScreenFactory where Screen == NavigationDestination {
    /// The destinations of every `Segment`, shown as `presentation` says; no other segment has one.
    static func destinations<Segment: RouteSegment>(of type: Segment.Type,
                                                    presentation: @escaping (Segment) -> Presentation) -> ScreenFactory {
        let screens = ScreenFactory()
        screens.register(Entry(
            matches: { (try? Segment(routeIdentifier: $0)) != nil },
            presents: { identifier in (try? Segment(routeIdentifier: identifier)).map(presentation) ?? .push },
            make: { request in NavigationDestination(segment: request.segment, data: request.context.data) }))
        return screens
    }
}
#endif
