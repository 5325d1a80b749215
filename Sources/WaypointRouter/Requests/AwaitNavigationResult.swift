import WaypointRx

extension ObservableType where Element == NavigationResult {
    /// Waits for the first result, or throws the sequence's error.
    func awaitResult() async throws -> NavigationResult {
        try await withCheckedThrowingContinuation { continuation in
            let resumed = AtomicBox(false)
            _ = subscribe(
                onNext: { value in
                    if !resumed.exchange(true, ordering: .acquiringAndReleasing) { continuation.resume(returning: value) }
                },
                onError: { error in
                    if !resumed.exchange(true, ordering: .acquiringAndReleasing) { continuation.resume(throwing: error) }
                },
                onCompleted: {
                    if !resumed.exchange(true, ordering: .acquiringAndReleasing) {
                        continuation.resume(throwing: RoutingError.cancelled(reason: "the navigation ended without a result"))
                    }
                }
            )
        }
    }
}
