/// A root container routable that asks the router's user-change guards before the user changes
/// its containers (`StackRoutable`, `TabBarRoutable`, `SplitRoutable`): what the UIKit and SwiftUI glue call.
protocol UserChangeAsking: AnyObject {
    associatedtype Stack: StackContainer & ModalPresenter
    func shouldPop(_ stack: Stack) -> Bool
    func shouldDismiss(_ modal: Stack) -> Bool
    func attemptPop(_ stack: Stack)
    func attemptDismiss(_ modal: Stack)
    func guardsPop(_ stack: Stack) -> Bool
    func guardsDismissal(of modal: Stack) -> Bool
    func userGestureBegan()
    func userGestureEnded()
}

extension StackRoutable: UserChangeAsking {}
extension TabBarRoutable: UserChangeAsking {}
extension SplitRoutable: UserChangeAsking {}
