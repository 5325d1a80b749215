import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

private enum Shop: RouteSegment {
    case catalog
    case product(sku: Int)
    case cart
    case checkout(step: Int)
}

/// The shop's screens, written in its cases: each pushes the screens it can show, one tick later.
private final class ShopRoutable: TypedRoutable {
    let scheduler: TestScheduler
    let screen: Shop?
    /// The shop forgot the checkout: the cart cannot show it.
    let forgetsCheckout: Bool

    init(scheduler: TestScheduler, screen: Shop? = nil, forgetsCheckout: Bool = false) {
        self.scheduler = scheduler
        self.screen = screen
        self.forgetsCheckout = forgetsCheckout
    }

    func push(_ segment: Shop, animated: Bool, context: RoutingContext,
              completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        switch (screen, segment) {
        case (nil, .catalog), (nil, .cart), (.catalog?, .product): break
        case (.cart?, .checkout) where !forgetsCheckout: break
        default:
            throw RoutingError.routableRejected(step: .push(responsibleRoutableIndex: -1, segmentToBePushed: segment.routeIdentifier),
                                                reason: "\(screen?.routeIdentifier ?? "the root") has no \(segment.routeIdentifier)")
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            completionHandler()
            return Disposables.create()
        }
        return ShopRoutable(scheduler: scheduler, screen: segment, forgetsCheckout: forgetsCheckout)
    }
}

final class RouteGraphTests: KitFailureTestCase {
    private let graph = RouteGraph<Shop>([[.catalog, .product(sku: 7)], [.cart, .checkout(step: 1)]])

    func testASoundAppShowsLinksAndRestoresEveryScreen() throws {
        let links = try RouteLinks<Shop>(scheme: "shop", patterns: ["product": "p/:sku"])
        assertRouteGraph(graph, links: links) { ShopRoutable(scheduler: $0) }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(graph.screens, [[.catalog], [.cart], [.catalog, .product(sku: 7)], [.cart, .checkout(step: 1)]])
    }

    func testABrokenAppFailsWithTheListOfWhatCannotBeShownAndTheGraph() throws {
        // The checkout has no screen, a product is linked without its sku, and a declared route
        // puts the cart under the catalog.
        let links = try RouteLinks<Shop>(patterns: ["product": "p"])
        let broken = RouteGraph<Shop>(graph.routes + [[.catalog, .cart]])
        assertRouteGraph(broken, links: links) { ShopRoutable(scheduler: $0, forgetsCheckout: true) }; let line = #line
        XCTAssertEqual(failures.map(\.description), ["""
            3 problems in the route graph of 5 screens:
              /catalog/product(sku: 7): Malformed link "p": the pattern of case product has no parameter for its field sku
              /cart/checkout(step: 1): cannot be shown: The routable refused to push checkout(step: 1) as segment 2 of the route: cart has no checkout(step: 1)
              /catalog/cart: cannot be shown: The routable refused to push cart as segment 2 of the route: catalog has no cart
            The route graph (failing screens in red):
            flowchart LR
                root(("/"))
                s0["catalog"]
                s1["cart"]
                s2["product(sku: 7)"]
                s3["checkout(step: 1)"]
                s4["cart"]
                root --> s0
                root --> s1
                s0 --> s2
                s1 --> s3
                s0 --> s4
                classDef failed stroke:#c00,stroke-width:3px,color:#c00
                class s2,s3,s4 failed
            """])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func testAScreenThatNeverFinishesOrDoesNotRestoreIsReported() {
        let graph = RouteGraph<Shop>([[.catalog]])
        // Steps take one tick: with no time at all for them, every step times out.
        XCTAssertEqual(graph.failures(stepTimeout: 0) { ShopRoutable(scheduler: $0) },
                       ["/catalog: cannot be shown: The step to push catalog as segment 1 of the route did not complete within 0.0 s (the routable did not call its completion handler in time)"])
        // A root that shows the catalog the first time only: the restored app cannot show it.
        var made = 0
        XCTAssertEqual(graph.failures { scheduler in
            made += 1
            return made == 1 ? ShopRoutable(scheduler: scheduler) : ShopRoutable(scheduler: scheduler, screen: .cart)
        }, ["/catalog: does not restore: The routable refused to push catalog as segment 1 of the route: cart has no catalog"])
    }

    func testTheStringStepsOfAnotherTypeAreRefusedBeforeTheTypedScreenSeesThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let root = ShopRoutable(scheduler: scheduler)
        XCTAssertThrowsError(try root.pushRouteSegment("basket", animated: false, context: RoutingContext(
            navigationID: nil, destination: ["basket"], data: nil, context: nil, trigger: .action)) {}) { error in
            XCTAssertEqual(error as? RoutingError, .routableRejected(step: .push(responsibleRoutableIndex: -1, segmentToBePushed: "basket"),
                                                                    reason: "\"basket\" is not a Shop: Invalid number of keys found, expected one."))
        }
        XCTAssertThrowsError(try root.popRouteSegment("catalog", animated: false, context: RoutingContext(
            navigationID: nil, destination: [], data: nil, context: nil, trigger: .action)) {})
    }
}
