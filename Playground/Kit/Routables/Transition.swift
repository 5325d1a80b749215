/// A transition of the headless screens.
enum Transition {
    case tabSwitch, push, present

    /// The transition that shows (or removes) a screen presented this way.
    init(_ presentation: Presentation) {
        switch presentation {
        case .tab: self = .tabSwitch
        case .push: self = .push
        case .modal: self = .present
        }
    }
}
