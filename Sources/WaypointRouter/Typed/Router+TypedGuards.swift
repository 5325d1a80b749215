extension NavigationGuardContext {
    /// The route the navigation comes from, as segments of `type` (its longest typed prefix).
    public func typedFrom<Segment: RouteSegment>(as type: Segment.Type) -> [Segment] {
        from.typedPrefix(as: type)
    }

    /// The route the navigation goes to, as segments of `type` (its longest typed prefix), for
    /// guards that match cases: `context.typedTo(as: Screen.self).contains(.settings)`.
    public func typedTo<Segment: RouteSegment>(as type: Segment.Type) -> [Segment] {
        to.typedPrefix(as: type)
    }
}

extension Router where State: HasTypedRoute {
    /// Protects every navigation whose destination, read as the app's segments, `predicate`
    /// picks — a pattern match, not a string prefix — with `protectionSpace`, whatever started it;
    /// see `protect(with:name:when:)`.
    ///
    /// ```swift
    /// router.protect(with: login, matching: { route in
    ///     route.contains { segment in
    ///         switch segment {
    ///         case .settings, .profile: return true
    ///         default: return false
    ///         }
    ///     }
    /// })
    /// ```
    public func protect(with protectionSpace: ProtectionSpace, name: String? = nil,
                        matching predicate: @escaping @Sendable ([State.Segment]) -> Bool) {
        protect(with: protectionSpace, name: name) { context in predicate(context.typedTo(as: State.Segment.self)) }
    }
}
