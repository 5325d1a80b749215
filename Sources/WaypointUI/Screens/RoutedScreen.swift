/// The screen of one typed route segment and how it comes on screen: what the closure of a typed
/// `ScreenFactory` returns for each case.
///
/// The screen is built only when the router shows the segment (`make` is an autoclosure), so the
/// factory can be asked how a segment comes on screen without building anything.
///
/// ```swift
/// case .post(let id): return .push(PostViewController(id: id))
/// case .compose: return .sheet(ComposeViewController())
/// ```
public struct RoutedScreen<Screen> {
    /// How the screen comes on screen.
    public let presentation: Presentation
    /// Builds the screen; throws what the app's screen code throws.
    let make: () throws -> Screen

    /// A screen shown as `presentation`, built by `make` when it is shown.
    public init(_ presentation: Presentation, _ make: @autoclosure @escaping () throws -> Screen) {
        self.presentation = presentation
        self.make = make
    }

    /// A screen pushed on the stack of the screen below it.
    public static func push(_ make: @autoclosure @escaping () throws -> Screen) -> RoutedScreen {
        RoutedScreen(.push, try make())
    }

    /// A screen presented modally in `style`, as the root of a stack of its own.
    public static func modal(_ style: ModalStyle, _ make: @autoclosure @escaping () throws -> Screen) -> RoutedScreen {
        RoutedScreen(.modal(style), try make())
    }

    /// A screen presented as a sheet, as the root of a stack of its own.
    public static func sheet(_ make: @autoclosure @escaping () throws -> Screen) -> RoutedScreen {
        RoutedScreen(.sheet, try make())
    }

    /// A screen presented full screen, as the root of a stack of its own.
    public static func fullScreen(_ make: @autoclosure @escaping () throws -> Screen) -> RoutedScreen {
        RoutedScreen(.fullScreen, try make())
    }
}
