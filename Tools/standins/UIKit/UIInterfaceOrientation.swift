// UIInterfaceOrientation and UIInterfaceOrientationMask as the iOS 18.0 SDK's UIApplication.h
// declares them (`NS_ENUM(NSInteger, …)` and `NS_OPTIONS(NSUInteger, …)`, `API_UNAVAILABLE(tvos,
// watchos)`; an interface orientation's landscape sides are the device's swapped). See UIKit.swift.

/// `UIInterfaceOrientation`.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum UIInterfaceOrientation: Int, @unchecked Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3
}

/// `UIInterfaceOrientationMask`.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct UIInterfaceOrientationMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
