import Foundation

/// Converts between a virtual clock's units and real dates and intervals.
public protocol VirtualTimeConverterType: Sendable {
    /// A point on the virtual clock.
    associatedtype VirtualTimeUnit: Comparable & Sendable
    /// A span on the virtual clock.
    associatedtype VirtualTimeIntervalUnit: Sendable

    /// The date a virtual time stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time a date stands for.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The seconds a virtual interval stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval an interval stands for.
    func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
}
