/// How strictly a `NavigationHarness` holds a test to the events it did not assert.
public enum Exhaustivity: Equatable, Sendable {
    /// Every navigation event must be asserted, in order: `expect` checks the next events, and
    /// events left unasserted when the harness finishes fail the test (TCA's `TestStore`).
    case on
    /// `expect` finds the expected events in order among the unasserted ones, skipping others;
    /// nothing fails for events left unasserted.
    case off
}
