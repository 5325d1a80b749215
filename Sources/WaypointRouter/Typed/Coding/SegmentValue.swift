/// A route segment's value as its `Codable` encoding describes it: the tree between a typed
/// segment and its text (`post(id: 42)`), in both directions.
///
/// The text is canonical: one value has one text, and two different trees never print alike, so
/// the text can stand for the value wherever the router compares segments. Its grammar:
///
/// - a keyed container with one key whose value is keyed (an enum case) prints as
///   `name(fields)`, or `name` when the case has no payload;
/// - other keyed containers print as `(fields)`; a field is `label: value`, and the label is left
///   out for positional keys (`_0`, `_1`, … in their place: `post(42)`);
/// - unkeyed containers print as `[a, b]`, `nil` as `nil`;
/// - numbers and booleans print as themselves (`42`, `-1.5`, `true`), strings quoted with
///   escapes (`"a \"b\""`); labels and case names that are not identifiers are quoted too.
indirect enum SegmentValue: Equatable, Sendable {
    /// `nil`.
    case null
    /// A number or a boolean (`quoted == false`), or a string (`quoted == true`), as text.
    case scalar(String, quoted: Bool)
    /// A keyed container, fields in encoding order.
    case keyed([Field])
    /// An unkeyed container.
    case unkeyed([SegmentValue])

    /// One field of a keyed container.
    struct Field: Equatable, Sendable {
        var key: String
        var value: SegmentValue
    }

    // MARK: Printing

    /// The canonical text of this value.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null:
            output += "nil"
        case .scalar(let text, let quoted):
            if quoted { Self.writeQuoted(text, to: &output) } else { output += text }
        case .keyed(let fields):
            if fields.count == 1, case .keyed(let payload) = fields[0].value, Self.isIdentifier(fields[0].key) {
                output += fields[0].key
                if !payload.isEmpty {
                    output += "("
                    Self.write(payload, to: &output)
                    output += ")"
                }
            } else {
                output += "("
                Self.write(fields, to: &output)
                output += ")"
            }
        case .unkeyed(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", " }
                item.write(to: &output)
            }
            output += "]"
        }
    }

    private static func write(_ fields: [Field], to output: inout String) {
        for (index, field) in fields.enumerated() {
            if index > 0 { output += ", " }
            if field.key != "_\(index)" {
                if isIdentifier(field.key) { output += field.key } else { writeQuoted(field.key, to: &output) }
                output += ": "
            }
            field.value.write(to: &output)
        }
    }

    private static func writeQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || LinkComponents.isControl(scalar) {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// Whether `text` is a Swift-like identifier (letters, digits and `_`, not starting with a
    /// digit) other than the words `nil`, `true` and `false`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        guard text != "nil" && text != "true" && text != "false" else { return false }
        return text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
    }

    // MARK: Parsing

    /// Why a text is not a segment value.
    struct ParseError: Error, Equatable {
        let reason: String
    }

    /// The deepest nesting `parse` reads (containers within containers).
    static let maximumNesting = 32

    /// Parses the canonical text of a value (and the same text with other spacing).
    static func parse(_ text: String) throws(ParseError) -> SegmentValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        parser.skipSpaces()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func failure(_ reason: String) -> ParseError {
            ParseError(reason: "\(reason) at offset \(index)")
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        }

        mutating func expect(_ byte: UInt8) throws(ParseError) {
            skipSpaces()
            guard index < bytes.count, bytes[index] == byte else {
                throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
            }
            index += 1
        }

        mutating func value(depth: Int) throws(ParseError) -> SegmentValue {
            guard depth <= SegmentValue.maximumNesting else { throw failure("nested deeper than \(SegmentValue.maximumNesting) levels") }
            skipSpaces()
            guard index < bytes.count else { throw failure("expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return .scalar(try quoted(), quoted: true)
            case UInt8(ascii: "("):
                index += 1
                return .keyed(try fields(depth: depth + 1))
            case UInt8(ascii: "["):
                index += 1
                var items: [SegmentValue] = []
                skipSpaces()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .unkeyed(items)
                }
                while true {
                    items.append(try value(depth: depth + 1))
                    skipSpaces()
                    guard index < bytes.count else { throw failure("expected ']'") }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return .unkeyed(items) }
                    try expect(UInt8(ascii: ","))
                }
            default:
                let word = self.word()
                guard !word.isEmpty else { throw failure("expected a value") }
                switch word {
                case "nil": return .null
                case "true", "false": return .scalar(word, quoted: false)
                default: break
                }
                if let first = word.utf8.first, first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) {
                    return .scalar(word, quoted: false)
                }
                guard SegmentValue.isIdentifier(word) else { throw failure("\"\(word)\" is not a value") }
                // A case: `name` or `name(fields)`.
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                    index += 1
                    return .keyed([Field(key: word, value: .keyed(try fields(depth: depth + 1)))])
                }
                return .keyed([Field(key: word, value: .keyed([]))])
            }
        }

        /// Letters, digits and `_ . + -` (numbers and names).
        mutating func word() -> String {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                let isWordByte = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x5F || byte == 0x2E || byte == 0x2B || byte == 0x2D
                guard isWordByte else { break }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// The fields up to the closing `)`, which it reads.
        mutating func fields(depth: Int) throws(ParseError) -> [Field] {
            var fields: [Field] = []
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: ")") {
                index += 1
                return fields
            }
            while true {
                skipSpaces()
                let position = fields.count
                let start = index
                var key = "_\(position)"
                // A label is an identifier or a quoted string followed by ':'.
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    let text = try quoted()
                    skipSpaces()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                        index += 1
                        key = text
                    } else {
                        index = start
                    }
                } else {
                    let label = word()
                    skipSpaces()
                    if SegmentValue.isIdentifier(label), index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                        index += 1
                        key = label
                    } else {
                        index = start
                    }
                }
                fields.append(Field(key: key, value: try value(depth: depth)))
                skipSpaces()
                guard index < bytes.count else { throw failure("expected ')'") }
                if bytes[index] == UInt8(ascii: ")") { index += 1; return fields }
                try expect(UInt8(ascii: ","))
            }
        }

        /// A quoted string, unescaped; `index` is at its opening quote.
        mutating func quoted() throws(ParseError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run = index
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
            }
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    flush(index)
                    index += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush(index)
                    index += 1
                    guard index < bytes.count else { throw failure("unfinished escape") }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "{"),
                              let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")), close - index <= 9,
                              let code = UInt32(String(decoding: bytes[(index + 1)..<close], as: UTF8.self), radix: 16),
                              let scalar = Unicode.Scalar(code) else {
                            throw failure("invalid \\u{…} escape")
                        }
                        scalars.append(scalar)
                        index = close + 1
                    default:
                        throw failure("unknown escape")
                    }
                    run = index
                default:
                    index += 1
                }
            }
            throw failure("unterminated string")
        }
    }
}
