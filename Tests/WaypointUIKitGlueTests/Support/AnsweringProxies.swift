@_spi(Fakes) import UIKit
@testable import WaypointUI

// On Apple platforms the glue's proxies override `responds(to:)` with `answers(_:)` (Linux has no
// Objective-C runtime): here they give the fake UIKit the same answer.

extension PresentationControllerDelegateProxy: FakeRespondsToSelector {
    public func fakeResponds(to selector: String) -> Bool { answers(selector) }
}

extension NavigationControllerDelegateProxy: FakeRespondsToSelector {
    public func fakeResponds(to selector: String) -> Bool { answers(selector) }
}

extension TabBarControllerDelegateProxy: FakeRespondsToSelector {
    public func fakeResponds(to selector: String) -> Bool { answers(selector) }
}

@available(iOS 14.0, tvOS 14.0, *)
extension SplitViewControllerDelegateProxy: FakeRespondsToSelector {
    public func fakeResponds(to selector: String) -> Bool { answers(selector) }
}
