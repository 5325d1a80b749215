import WaypointRx

/// The data types saved navigation state may contain: `router.restoration`.
///
/// Saved state records each value's type by name; restoring it needs the type registered:
/// `router.restoration.register(User.self)`. `String`, `Int`, `Double`, `Bool`, `[String]` and
/// `[String: String]` (deep-link data) are registered from the start, and WaypointUI's container
/// routables register the types they save (`ModalStyle`, `Dialog`) when they connect to the
/// router. A saved type name that is not registered makes the saved state unreadable
/// (`RoutingError.corruptRestorationData`).
public final class StateRestorationRegistry: Sendable {
    private struct Types: Sendable {
        var decoders: [String: @Sendable (Decoder) throws -> RouteData] = [:]
        var savedNames: [String: String] = [:]
    }

    private let types = Locked(Types())

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
        types.withLock { types in
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
        types.withLock { $0.decoders.keys.sorted() }
    }

    /// The name `data` is saved under.
    func savedName(for data: RouteData) -> String {
        let fullName = data.typeName
        return types.withLock { $0.savedNames[fullName] } ?? fullName
    }

    /// The decoder of the type saved as `name`.
    func decoder(for name: String) -> (@Sendable (Decoder) throws -> RouteData)? {
        types.withLock { $0.decoders[name] }
    }
}
