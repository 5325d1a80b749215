/// An object whose lifetime a test observes through a weak reference.
final class Token {}
