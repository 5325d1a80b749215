#if canImport(Observation)
/// How the navigation models of one tree ask their root routable about a change the user asks
/// for through a control the app draws (SwiftUI cannot ask before a back swipe or a swipe-down:
/// a guarded one is disabled, and the app's button asks instead). Shared by the tree's models;
/// each answers as if nothing guarded the change once the routable is gone.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class NavigationModelUserChanges {
    let guardsPop: (NavigationModel) -> Bool
    let guardsDismissal: (NavigationModel) -> Bool
    let attemptPop: (NavigationModel) -> Void
    let attemptDismiss: (NavigationModel) -> Void

    init<Root: UserChangeAsking>(asking root: Root) where Root.Stack == NavigationModel {
        guardsPop = { [weak root] model in root?.guardsPop(model) ?? false }
        guardsDismissal = { [weak root] model in root?.guardsDismissal(of: model) ?? false }
        attemptPop = { [weak root] model in root?.attemptPop(model) }
        attemptDismiss = { [weak root] model in root?.attemptDismiss(model) }
    }
}
#endif
