/// Decodes a value from a `SegmentValue` through its `Decodable` conformance: a segment's text or
/// a link's parameters become the app's typed value, and a value of the wrong shape or type is a
/// `DecodingError` naming where.
struct SegmentDecoder {
    /// `Value` decoded from `tree`.
    static func decode<Value: Decodable>(_ type: Value.Type, from tree: SegmentValue) throws -> Value {
        try decode(type, from: tree, codingPath: [])
    }

    fileprivate static func decode<Value: Decodable>(_ type: Value.Type, from tree: SegmentValue, codingPath: [CodingKey]) throws -> Value {
        if let scalar = try scalar(type, from: tree, codingPath: codingPath) { return scalar }
        return try Value(from: NodeDecoder(tree: tree, codingPath: codingPath))
    }

    /// A short reason for a decoding error, naming the field.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func field(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.dropFirst().map { key in key.intValue.map(String.init) ?? key.stringValue }
            return keys.isEmpty ? "" : "field \(keys.joined(separator: ".")): "
        }
        switch error {
        case .dataCorrupted(let context): return field(context) + context.debugDescription
        case .typeMismatch(_, let context): return field(context) + context.debugDescription
        case .keyNotFound(let key, let context): return field(context) + "no value for \(key.stringValue)"
        case .valueNotFound(_, let context): return field(context) + context.debugDescription
        @unknown default: return String(describing: error)
        }
    }

    /// `tree` as a scalar of type `Value`, `nil` when `Value` is not a scalar type.
    fileprivate static func scalar<Value>(_ type: Value.Type, from tree: SegmentValue, codingPath: [CodingKey]) throws -> Value? {
        func text() throws -> String {
            guard case .scalar(let text, _) = tree else {
                throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(type), found \(tree.text)"))
            }
            return text
        }
        func parsed<T>(_ make: (String) -> T?) throws -> Value {
            let text = try text()
            guard let value = make(text) as? Value else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\"\(text)\" is not a valid \(type)"))
            }
            return value
        }
        switch type {
        case is String.Type: return try text() as? Value
        case is Bool.Type:
            return try parsed { text -> Bool? in text == "true" ? true : text == "false" ? false : nil }
        case is Int.Type: return try parsed { Int($0) }
        case is Double.Type: return try parsed { Double($0) }
        case is Float.Type: return try parsed { Float($0) }
        case is Int8.Type: return try parsed { Int8($0) }
        case is Int16.Type: return try parsed { Int16($0) }
        case is Int32.Type: return try parsed { Int32($0) }
        case is Int64.Type: return try parsed { Int64($0) }
        case is UInt.Type: return try parsed { UInt($0) }
        case is UInt8.Type: return try parsed { UInt8($0) }
        case is UInt16.Type: return try parsed { UInt16($0) }
        case is UInt32.Type: return try parsed { UInt32($0) }
        case is UInt64.Type: return try parsed { UInt64($0) }
        default: return nil
        }
    }
}

private struct NodeDecoder: Decoder {
    let tree: SegmentValue
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .keyed(let fields) = tree else {
            throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath, debugDescription: "expected fields or a case, found \(tree.text)"))
        }
        return KeyedDecodingContainer(KeyedNodeContainer<Key>(fields: fields, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .unkeyed(let items) = tree else {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "expected a list, found \(tree.text)"))
        }
        return UnkeyedNodeContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        SingleNodeContainer(tree: tree, codingPath: codingPath)
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [SegmentValue.Field]
    let codingPath: [CodingKey]

    var allKeys: [Key] { fields.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { fields.contains { $0.key == key.stringValue } }

    private func value(_ key: Key) throws -> SegmentValue {
        guard let field = fields.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
        }
        return field.value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try value(key) == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try SegmentDecoder.decode(type, from: value(key), codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try NodeDecoder(tree: value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try NodeDecoder(tree: value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        NodeDecoder(tree: fields.first { $0.key == "super" }?.value ?? .keyed([]), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        NodeDecoder(tree: try value(key), codingPath: codingPath + [key])
    }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) {
        intValue = index
        stringValue = "\(index)"
    }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.init(intValue) }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let items: [SegmentValue]
    let codingPath: [CodingKey]
    var currentIndex = 0

    init(items: [SegmentValue], codingPath: [CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ type: T.Type) throws -> (SegmentValue, [CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the list has no more items"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (item, path) = try next(type)
        return try SegmentDecoder.decode(type, from: item, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (item, path) = try next([String: Any].self)
        return try NodeDecoder(tree: item, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let (item, path) = try next([Any].self)
        return try NodeDecoder(tree: item, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        let (item, path) = try next(Any.self)
        return NodeDecoder(tree: item, codingPath: path)
    }
}

private struct SingleNodeContainer: SingleValueDecodingContainer {
    let tree: SegmentValue
    let codingPath: [CodingKey]

    func decodeNil() -> Bool { tree == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try SegmentDecoder.decode(type, from: tree, codingPath: codingPath)
    }
}
