import Foundation

/// The data types saved navigation state may contain: `router.restoration`.
///
/// Saved state records each value's type by name; restoring it needs the type registered:
/// `router.restoration.register(User.self)`. `String`, `Int`, `Double`, `Bool`, `[String]` and
/// `[String: String]` (deep-link data) are registered from the start. A saved type name that is
/// not registered makes the saved state unreadable (`RoutingError.corruptRestorationData`).
// @unchecked: `types` is only touched under `lock` (an NSLock rather than `Mutex`, which
// ThreadSanitizer cannot see through on Linux).
public final class StateRestorationRegistry: @unchecked Sendable {
    private struct Types: Sendable {
        var decoders: [String: @Sendable (Decoder) throws -> RouteData] = [:]
        var savedNames: [String: String] = [:]
    }

    private let lock = NSLock()
    private var types = Types()

    private func withTypes<Result>(_ body: (inout Types) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&types)
    }

    /// A registry with the built-in types (a router makes its own: `router.restoration`).
    public init() {
        register(String.self)
        register(Int.self)
        register(Double.self)
        register(Bool.self)
        register([String].self)
        register([String: String].self)
    }

    /// Registers `type` for decoding. Values are saved under the type's full name
    /// (`String(reflecting:)`, e.g. `MyApp.User`) or, when given, under `name` — a name that
    /// survives renaming the type or its module. Saved state naming the type either way
    /// decodes with it. Registering a name again replaces it.
    public func register<Value: Codable & Equatable & Sendable>(_ type: Value.Type, as name: String? = nil) {
        let fullName = String(reflecting: type)
        let decode: @Sendable (Decoder) throws -> RouteData = { decoder in RouteData(try Value(from: decoder)) }
        withTypes { types in
            types.decoders[fullName] = decode
            if let name {
                types.decoders[name] = decode
                types.savedNames[fullName] = name
            } else {
                types.savedNames[fullName] = nil
            }
        }
    }

    /// The names saved state may use for the registered types, sorted.
    public var registeredTypeNames: [String] {
        withTypes { $0.decoders.keys.sorted() }
    }

    /// The name `data` is saved under.
    func savedName(for data: RouteData) -> String {
        let fullName = data.typeName
        return withTypes { $0.savedNames[fullName] } ?? fullName
    }

    /// The decoder of the type saved as `name`.
    func decoder(for name: String) -> (@Sendable (Decoder) throws -> RouteData)? {
        withTypes { $0.decoders[name] }
    }
}
