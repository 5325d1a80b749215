// A view controller that is itself a routable, as WritingRoutables shows it: an isolated
// conformance (`@MainActor Routable`, Swift 6.2; `@preconcurrency Routable` before), a screen that
// receives its route's data (`DataReceivable`), and a completion handler called from UIKit's
// completion blocks (the router's handler is `@Sendable`, UIKit's blocks are plain closures).
import UIKit
import Waypoint

struct Post: Sendable {
    let id: Int
    let title: String
}

/// The screen of one post.
final class PostViewController: UIViewController {
    private(set) var post: Post?

    /// The screen of the post whose route segment is `post/<id>`.
    init(postID: Int) {
        super.init(nibName: nil, bundle: nil)
        title = "Post \(postID)"
    }

    required init?(coder: NSCoder) { nil }
}

#if compiler(>=6.2)
extension PostViewController: @MainActor DataReceivable {
    func didReceiveData(_ data: Post) { post = data }
}

extension PostViewController: @MainActor Routable {
    func pushRouteSegment(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        let comments = PostViewController(postID: post?.id ?? 0)
        if segment == "share" {
            present(comments, animated: animated, completion: completionHandler)
        } else if let navigationController {
            navigationController.pushViewController(comments, animated: animated)
            if animated, let coordinator = navigationController.transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { context in
                    _ = context.isCancelled
                    completionHandler()
                }
            } else {
                completionHandler()
            }
        } else {
            throw RoutingError.routableRejected(step: .push(responsibleRoutableIndex: -1, segmentToBePushed: segment),
                                                reason: "not in a navigation controller")
        }
        return comments
    }

    func popRouteSegment(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        if presentedViewController != nil {
            dismiss(animated: animated, completion: completionHandler)
        } else {
            navigationController?.popToViewController(self, animated: animated)
            completionHandler()
        }
    }
}
#else
extension PostViewController: @preconcurrency DataReceivable {
    func didReceiveData(_ data: Post) { post = data }
}

extension PostViewController: @preconcurrency Routable {
    func pushRouteSegment(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        let comments = PostViewController(postID: post?.id ?? 0)
        present(comments, animated: animated, completion: completionHandler)
        return comments
    }
}
#endif

/// Wiring it at launch, on the main actor, with the router on the main scheduler.
@MainActor
func makeRouter(root: PostViewController) -> Router<NavigationState> {
    let store = Store(reducer: { (action: Action, state: NavigationState?) in
        NavigationReducer.handleAction(action, state: state)
    }, state: NavigationState())
    return Router(store: store, rootRoutable: root, scheduler: MainScheduler.instance) { (state: NavigationState) in state }
}
