/// One step's selection calls on a split view's columns, made one after the other, each after
/// the previous call's completion. A newer step, the router giving up on it, or the split view
/// collapsing or expanding stops the rest. The split routable owns the running step; the
/// containers' completions hold it weakly.
final class SplitSelectionStep<Split: SplitContainer>: InterruptibleStep {
    typealias Call = (selection: SplitSelection<Split.Stack.Screen>?, column: SplitColumn)

    private var remaining: ArraySlice<Call>
    private weak var split: SplitRoutable<Split>?
    private let animated: Bool
    private let completion: ContainerCompletion
    private let generation: Int
    /// `true` once the completion was called.
    private var ended = false

    /// Makes `calls` on `split`'s container, then calls `completion`.
    static func run(_ calls: [Call], on split: SplitRoutable<Split>, animated: Bool, completion: @escaping ContainerCompletion) {
        split.generation += 1
        let step = SplitSelectionStep(calls: calls[...], split: split, animated: animated, completion: completion)
        split.running = step
        step.next()
    }

    private init(calls: ArraySlice<Call>, split: SplitRoutable<Split>, animated: Bool, completion: @escaping ContainerCompletion) {
        remaining = calls
        self.split = split
        self.animated = animated
        self.completion = completion
        generation = split.generation
    }

    func interrupt() {
        guard !ended else { return }
        ended = true
        remaining = []
        completion()
    }

    /// Makes the next call, or ends the step.
    private func next() {
        guard !ended, let split, split.generation == generation else { return }
        guard let call = remaining.popFirst() else {
            ended = true
            if split.running === self { split.running = nil }
            return completion()
        }
        split.split.select(call.selection, in: call.column, animated: animated) { [weak self] in self?.next() }
        if call.column == .detail {
            // The detail stack's root changed: what was pushed above the old one is gone.
            split.detail.reconcile()
        }
    }
}
