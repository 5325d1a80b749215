/// A link split into scheme, host, port, path segments, query items and fragment, with every
/// part percent-decoded. The parser works on the link's UTF-8 bytes, accepts any input and either
/// returns components or a reason why the link is malformed; it never traps.
///
/// It follows RFC 3986 loosely, as links typed, pasted or sent by other apps need: surrounding
/// whitespace is trimmed, empty path segments are dropped (`/users//42/` is `/users/42`), a
/// relative path (`users/42`) is accepted, and non-ASCII characters are taken as they are.
/// A leading byte order mark is dropped; `%2F` decodes to a slash inside its segment; a `.` or
/// `..` segment (also percent-encoded) and any control character (`isControl`), raw or
/// percent-encoded, anywhere in the link — the user info before `@` included — make it
/// malformed.
/// A `+` in a query stays a `+` (it is not a space).
struct LinkComponents: Equatable, Sendable {
    /// The scheme, lowercased (`myapp`, `https`), or `nil`.
    var scheme: String?
    /// The host, lowercased and decoded, or `nil` when there is none (or it is empty).
    var host: String?
    /// The port, when the link names one.
    var port: Int?
    /// The decoded, non-empty path segments.
    var path: [String]
    /// The decoded query items, in order.
    var queryItems: [DeepLinkQueryItem]
    /// The decoded fragment, or `nil`.
    var fragment: String?

    /// Why a link could not be parsed.
    struct Failure: Swift.Error, Equatable {
        let reason: String
    }

    private static let slash = UInt8(ascii: "/")
    private static let colon = UInt8(ascii: ":")
    private static let question = UInt8(ascii: "?")
    private static let hash = UInt8(ascii: "#")
    private static let ampersand = UInt8(ascii: "&")
    private static let equals = UInt8(ascii: "=")
    private static let percent = UInt8(ascii: "%")
    private static let at = UInt8(ascii: "@")

    /// Parses `link`; links longer than `maximumLength` UTF-8 bytes are refused before any work.
    static func parse(_ link: String, maximumLength: Int) throws(Failure) -> LinkComponents {
        let count = link.utf8.count
        guard count <= maximumLength else {
            throw Failure(reason: "it is \(count) bytes long; the limit is \(maximumLength)")
        }
        var bytes = Array(link.utf8)[...]
        // A leading byte order mark (text pasted from a file) is dropped like whitespace.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        while let first = bytes.first, isWhitespace(first) { bytes.removeFirst() }
        while let last = bytes.last, isWhitespace(last) { bytes.removeLast() }
        guard !bytes.isEmpty else { throw Failure(reason: "it is empty") }
        if let bad = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw Failure(reason: "it contains a space or control character at offset \(bad - bytes.startIndex)")
        }

        var components = LinkComponents(scheme: nil, host: nil, port: nil, path: [], queryItems: [], fragment: nil)
        var rest = bytes
        if let index = rest.firstIndex(of: hash) {
            components.fragment = try decode(rest[(index + 1)...])
            rest = rest[..<index]
        }
        var query: ArraySlice<UInt8> = []
        if let index = rest.firstIndex(of: question) {
            query = rest[(index + 1)...]
            rest = rest[..<index]
        }
        if let index = rest.firstIndex(of: colon), !rest[..<index].contains(slash) {
            components.scheme = try scheme(rest[..<index])
            rest = rest[(index + 1)...]
        }
        if rest.starts(with: [slash, slash]) {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: slash) ?? rest.endIndex
            try components.readAuthority(rest[..<end])
            rest = rest[end...]
        }
        for segment in rest.split(separator: slash, omittingEmptySubsequences: true) {
            // Split before decoding: `%2F` is a slash inside its segment.
            let decoded = try decode(segment)
            guard decoded != "." && decoded != ".." else {
                throw Failure(reason: "it has the dot segment \"\(decoded)\"")
            }
            components.path.append(decoded)
        }
        for item in query.split(separator: ampersand, omittingEmptySubsequences: true) {
            let name: String
            let value: String
            if let index = item.firstIndex(of: equals) {
                name = try decode(item[..<index])
                value = try decode(item[(index + 1)...])
            } else {
                name = try decode(item)
                value = ""
            }
            if !name.isEmpty { components.queryItems.append(DeepLinkQueryItem(name: name, value: value)) }
        }
        return components
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    private static func scheme(_ bytes: ArraySlice<UInt8>) throws(Failure) -> String {
        guard let first = bytes.first else { throw Failure(reason: "its scheme is empty") }
        let valid = isAlpha(first) && bytes.allSatisfy { isAlpha($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
        guard valid else {
            throw Failure(reason: "its scheme \"\(String(decoding: bytes.prefix(64), as: UTF8.self))\" is not letters, digits, '+', '-' or '.' starting with a letter")
        }
        return String(decoding: bytes, as: UTF8.self).lowercased()
    }

    /// Reads `[userinfo@]host[:port]`; IPv6 hosts are written in brackets. The user info is
    /// checked like every other part (escapes, UTF-8, control characters), then dropped.
    private mutating func readAuthority(_ authority: ArraySlice<UInt8>) throws(Failure) {
        var hostAndPort = authority
        if let index = authority.lastIndex(of: Self.at) {
            do {
                _ = try Self.decode(authority[..<index])
            } catch {
                throw Failure(reason: "its user info: \(error.reason)")
            }
            hostAndPort = authority[(index + 1)...]
        }
        var hostBytes = hostAndPort
        var portBytes: ArraySlice<UInt8>?
        if hostAndPort.first == UInt8(ascii: "[") {
            guard let close = hostAndPort.firstIndex(of: UInt8(ascii: "]")) else {
                throw Failure(reason: "its IPv6 host has no closing ']'")
            }
            hostBytes = hostAndPort[hostAndPort.startIndex...close]
            let after = hostAndPort[(close + 1)...]
            if let first = after.first {
                guard first == Self.colon else { throw Failure(reason: "its host has characters after ']'") }
                portBytes = after.dropFirst()
            }
        } else if let index = hostAndPort.lastIndex(of: Self.colon) {
            hostBytes = hostAndPort[..<index]
            portBytes = hostAndPort[(index + 1)...]
        }
        if let portBytes, !portBytes.isEmpty {
            guard portBytes.count <= 5, portBytes.allSatisfy(Self.isDigit),
                  let port = Int(String(decoding: portBytes, as: UTF8.self)), port <= 65_535 else {
                throw Failure(reason: "its port \"\(String(decoding: portBytes.prefix(16), as: UTF8.self))\" is not a number from 0 to 65535")
            }
            self.port = port
        }
        let host = try Self.decode(hostBytes).lowercased()
        self.host = host.isEmpty ? nil : host
    }

    /// Percent-decodes `bytes`; every `%` must start a two-digit hex escape, the result must be
    /// UTF-8, and it must hold no control character (`isControl`).
    static func decode(_ bytes: ArraySlice<UInt8>) throws(Failure) -> String {
        let string = try percentDecode(bytes)
        if let control = string.unicodeScalars.first(where: isControl) {
            throw Failure(reason: "it contains the control character \(codePoint(control))")
        }
        return string
    }

    /// Unicode's control characters (category Cc: U+0000–U+001F, U+007F–U+009F, which includes
    /// the next-line U+0085) and the line and paragraph separators U+2028 and U+2029.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func percentDecode(_ bytes: ArraySlice<UInt8>) throws(Failure) -> String {
        guard bytes.contains(percent) else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == percent else {
                decoded.append(byte)
                index += 1
                continue
            }
            guard index + 2 < bytes.endIndex,
                  let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                let escape = String(decoding: bytes[index..<min(index + 3, bytes.endIndex)], as: UTF8.self)
                throw Failure(reason: "it has an invalid percent escape \"\(escape)\"")
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        guard let string = String(validating: decoded, as: UTF8.self) else {
            throw Failure(reason: "its percent-encoded bytes are not UTF-8")
        }
        return string
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
