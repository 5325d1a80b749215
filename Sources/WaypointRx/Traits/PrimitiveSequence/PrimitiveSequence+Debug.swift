extension PrimitiveSequence {
    /// Writes the subscription, each event and the disposal to `Hooks.debugOutput` and passes
    /// every event on; see `ObservableType.debug`.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #fileID,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
