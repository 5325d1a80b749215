/// Encodes a value into a `SegmentValue` through its `Encodable` conformance (for a route enum,
/// the conformance the compiler synthesizes).
struct SegmentEncoder {
    /// The tree of `value`.
    static func encode(_ value: some Encodable) throws -> SegmentValue {
        let root = Node()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        return try root.resolved()
    }

    /// A container being filled: the encoder hands out containers before they are filled.
    final class Node {
        enum Content {
            case empty
            case value(SegmentValue)
            case keyed([(String, Node)])
            case unkeyed([Node])
        }

        var content = Content.empty

        func resolved() throws -> SegmentValue {
            switch content {
            case .empty: return .keyed([])
            case .value(let value): return value
            case .keyed(let fields): return .keyed(try fields.map { SegmentValue.Field(key: $0.0, value: try $0.1.resolved()) })
            case .unkeyed(let items): return .unkeyed(try items.map { try $0.resolved() })
            }
        }

        /// The keyed field `key`, made on first use (a later value for the same key replaces it).
        func field(_ key: String) -> Node {
            var fields: [(String, Node)] = []
            if case .keyed(let existing) = content { fields = existing }
            let node = Node()
            if let index = fields.firstIndex(where: { $0.0 == key }) {
                fields[index].1 = node
            } else {
                fields.append((key, node))
            }
            content = .keyed(fields)
            return node
        }

        func makeKeyed() {
            if case .keyed = content { return }
            content = .keyed([])
        }

        func appendItem() -> Node {
            var items: [Node] = []
            if case .unkeyed(let existing) = content { items = existing }
            let node = Node()
            items.append(node)
            content = .unkeyed(items)
            return node
        }

        func makeUnkeyed() {
            if case .unkeyed = content { return }
            content = .unkeyed([])
        }
    }

    /// The scalar text of a value that encodes as one, or `nil`.
    static func scalar(_ value: some Encodable) -> SegmentValue? {
        switch value {
        case let value as String: return .scalar(value, quoted: true)
        case let value as Bool: return .scalar(value ? "true" : "false", quoted: false)
        case let value as Int: return .scalar(String(value), quoted: false)
        case let value as Double: return value.isFinite ? .scalar(value.description, quoted: false) : .scalar(value.description, quoted: true)
        case let value as Float: return value.isFinite ? .scalar(value.description, quoted: false) : .scalar(value.description, quoted: true)
        case let value as Int8: return .scalar(String(value), quoted: false)
        case let value as Int16: return .scalar(String(value), quoted: false)
        case let value as Int32: return .scalar(String(value), quoted: false)
        case let value as Int64: return .scalar(String(value), quoted: false)
        case let value as UInt: return .scalar(String(value), quoted: false)
        case let value as UInt8: return .scalar(String(value), quoted: false)
        case let value as UInt16: return .scalar(String(value), quoted: false)
        case let value as UInt32: return .scalar(String(value), quoted: false)
        case let value as UInt64: return .scalar(String(value), quoted: false)
        default: return nil
        }
    }
}

private struct NodeEncoder: Encoder {
    let node: SegmentEncoder.Node
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeKeyed()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        node.makeUnkeyed()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

/// Encodes `value` into `node`: scalars as text, anything else through its own `encode(to:)`.
private func encode(_ value: some Encodable, into node: SegmentEncoder.Node, codingPath: [CodingKey]) throws {
    if let scalar = SegmentEncoder.scalar(value) {
        node.content = .value(scalar)
    } else {
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: SegmentEncoder.Node
    let codingPath: [CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.field(key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try WaypointRouter.encode(value, into: node.field(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = node.field(key.stringValue)
        child.makeKeyed()
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let child = node.field(key.stringValue)
        child.makeUnkeyed()
        return UnkeyedNodeContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> Encoder { NodeEncoder(node: node.field("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> Encoder { NodeEncoder(node: node.field(key.stringValue), codingPath: codingPath + [key]) }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: SegmentEncoder.Node
    let codingPath: [CodingKey]
    var count: Int {
        if case .unkeyed(let items) = node.content { return items.count }
        return 0
    }

    mutating func encodeNil() throws { node.appendItem().content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try WaypointRouter.encode(value, into: node.appendItem(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = node.appendItem()
        child.makeKeyed()
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let child = node.appendItem()
        child.makeUnkeyed()
        return UnkeyedNodeContainer(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> Encoder { NodeEncoder(node: node.appendItem(), codingPath: codingPath) }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: SegmentEncoder.Node
    let codingPath: [CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try WaypointRouter.encode(value, into: node, codingPath: codingPath)
    }
}
