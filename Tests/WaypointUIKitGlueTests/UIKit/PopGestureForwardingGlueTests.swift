@_spi(Fakes) import UIKit
@testable import WaypointUI
import XCTest

/// Issue 26: the edge swipe's delegate proxy forwards every `UIGestureRecognizerDelegate` method
/// to the gesture's own delegate, answering `true` (receive it) when that delegate lacks one.
final class PopGestureForwardingGlueTests: GlueTestCase {
    func testPressesAndEventsAreAskedOfTheGesturesOwnDelegate() {
        onMain {
            let record = DelegateRecord()
            let own = AppPopGestureDelegate(record)
            let app = GlueApp(prepare: { controllers in controllers.home.interactivePopGestureRecognizer?.delegate = own })
            defer { app.tearDown() }
            let gesture = app.home.interactivePopGestureRecognizer
            let proxy = gesture?.delegate
            XCTAssertTrue(proxy is PopGestureDelegateProxy)
            guard let gesture else { return XCTFail("no edge swipe") }
            XCTAssertEqual(proxy?.gestureRecognizer?(gesture, shouldReceive: UIPress()), false)
            XCTAssertEqual(proxy?.gestureRecognizer?(gesture, shouldReceive: UIEvent()), false)
            XCTAssertEqual(record.calls, ["shouldReceive press", "shouldReceive event"])
        }
    }

    func testWithoutThemTheGestureReceivesPressesAndEvents() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            guard let gesture = app.home.interactivePopGestureRecognizer else { return XCTFail("no edge swipe") }
            let proxy = gesture.delegate
            XCTAssertEqual(proxy?.gestureRecognizer?(gesture, shouldReceive: UIPress()), true)
            XCTAssertEqual(proxy?.gestureRecognizer?(gesture, shouldReceive: UIEvent()), true)
            XCTAssertEqual(proxy?.gestureRecognizer?(gesture, shouldReceive: UITouch()), true)
        }
    }
}
