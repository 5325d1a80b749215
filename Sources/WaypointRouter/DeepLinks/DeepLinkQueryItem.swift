/// One `name=value` pair of a link's query, percent-decoded. An item without `=` has the value
/// `""`.
public struct DeepLinkQueryItem: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The decoded name.
    public let name: String
    /// The decoded value.
    public let value: String

    /// A query item `name=value`, both already percent-decoded.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name=value`.
    public var description: String { "\(name)=\(value)" }
}
