// An app file that imports Observation, SwiftUI and Waypoint: `@Observable` is Observation's macro,
// a conformance spelled `Observation.Observable` is Observation's protocol, and a plain `Observable`
// is Waypoint's reactive type. None of them may be ambiguous or warn.
import Observation
import SwiftUI
import Waypoint

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
final class PostModel {
    var title = ""
    var likes = 0
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class ManualModel: Observation.Observable {
    private let registrar = ObservationRegistrar()
    private var _count = 0
    var count: Int {
        get { registrar.access(self, keyPath: \.count); return _count }
        set { registrar.withMutation(of: self, keyPath: \.count) { _count = newValue } }
    }
}

/// Waypoint's `Observable` in the same file.
func likesStream(of post: Int) -> Observable<Int> { Observable.just(post) }

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct PostView: View {
    @Bindable var model: PostModel

    var body: some View {
        Text(model.title)
    }
}
