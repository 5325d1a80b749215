import WaypointRouter

/// The routable that shows a split view column's selection: the one of depth `index` selects
/// for `split.style.columns[index]`, and stands for the screen of the selection before it (none
/// for depth 0, the sidebar's). Selecting replaces what the column showed and empties the
/// columns after it; removing the selection shows the column's placeholder.
final class SplitColumnRoutable<Split: SplitContainer>: Routable, ContentRoutable {
    typealias Stack = Split.Stack

    let split: SplitRoutable<Split>
    /// The depth this routable selects for: the index of its column in `style.columns`.
    let index: Int
    /// The screen of the previous column's selection (`nil` at depth 0).
    let screen: Stack.Screen?

    init(split: SplitRoutable<Split>, index: Int, screen: Stack.Screen?) {
        self.split = split
        self.index = index
        self.screen = screen
    }

    /// The screen of the selection it stands for (the router hands it the route's data when it
    /// is `DataReceivable`); the split routable at depth 0.
    var routedContent: AnyObject { screen ?? split }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try select(routeElementIdentifier, animated: animated, context: context, completionHandler: completionHandler)
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try select(to, animated: animated, context: context, completionHandler: completionHandler)
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        try checkShown(routeElementIdentifier)
        let cleared = clearing(after: index - 1)
        split.selections.removeSubrange(min(index, split.selections.count)...)
        SplitSelectionStep.run(cleared, on: split, animated: animated, completion: completionHandler)
    }

    /// Shows `segment` in this routable's column, and nothing in the columns after it.
    private func select(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                        completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        guard let entry = split.environment.screens.entry(for: segment) else { throw ContainerError.unknownScreen(segment) }
        try checkShown(segment)
        let columns = split.style.columns
        let cached = (context.cachedRoutable as? StackScreenRoutable<Stack>).map(\.screen)
            ?? (context.cachedRoutable as? SplitColumnRoutable<Split>)?.screen
        var calls: [(SplitSelection<Stack.Screen>?, SplitColumn)] = []
        let selection: SplitSelection<Stack.Screen>
        if index < split.selections.count, split.selections[index].segment == segment,
           cached == nil || cached === split.selections[index].screen {
            selection = split.selections[index]
            calls = clearing(after: index)
        } else {
            let screen = try cached ?? entry.make(ScreenRequest(segment: segment, context: context))
            selection = SplitSelection(segment: segment, screen: screen)
            calls = [(selection, columns[index])] + clearing(after: index)
        }
        split.selections = Array(split.selections.prefix(index)) + [selection]
        SplitSelectionStep.run(calls, on: split, animated: animated, completion: completionHandler)
        if index + 1 < columns.count {
            return SplitColumnRoutable(split: split, index: index + 1, screen: selection.screen)
        }
        return StackScreenRoutable(record: split.detail, position: 0, screen: selection.screen, environment: split.environment,
                                   segment: segment)
    }

    /// The calls that show the placeholder in every column after `index` that shows a selection,
    /// the last column first.
    private func clearing(after index: Int) -> [(SplitSelection<Stack.Screen>?, SplitColumn)] {
        let columns = split.style.columns
        return columns.indices.reversed().filter { $0 > index && split.split.selection(in: columns[$0]) != nil }.map { (nil, columns[$0]) }
    }

    /// Refuses a step from a selection the user already changed, or made before the split view
    /// collapsed.
    private func checkShown(_ segment: RouteElementIdentifier) throws {
        guard !split.collapsed else { throw ContainerError.screenNotShown(segment) }
        _ = split.reconcile()
        guard index == 0 || (index <= split.selections.count && split.selections[index - 1].screen === screen) else {
            throw ContainerError.screenNotShown(segment)
        }
    }
}
