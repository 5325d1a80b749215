/// Called by a container when a change it was asked to make has finished on screen (its
/// animation ended, or at once when not animated). Call it exactly once, on the thread the
/// container was called on.
public typealias ContainerCompletion = () -> Void
