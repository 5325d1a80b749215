/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// One subject per connection: when the last subscriber leaves or the source ends, the next
    /// subscriber subscribes to the source again and is replayed nothing from before.
    case whileConnected
    /// One subject forever: a subscriber that arrives after the last one left (or after the
    /// source ended) is first replayed the subject's buffer (and its terminal event, if any).
    case forever
}
