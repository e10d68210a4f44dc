import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// Framework bugs met while writing the tests of demos 6–9 (one-call modal, tab slide, system
/// styles, interruptible zoom), each pinned by a test that fails while the bug lasts.
@MainActor
@Suite struct OneCallModalKnownIssueTests {
    /// A view that remembers, weakly, the last touch it began, and how many it saw.
    final class TouchView: UIView {
        weak var lastTouch: UITouch?
        var touchesSeen = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            lastTouch = touches.first
            touchesSeen += touches.count
        }
    }

    /// A touch that has ended must not outlive its sequence: once the last finger lifts, the
    /// application lets go of the touch and its event, and so of the window and views they
    /// point to — without waiting for the next touch or a new host (issue 18).
    ///
    /// Formerly `UITouch._gestureDelivery.event` kept the touch's last `UIEvent`, whose
    /// `_touches` kept the touch (a retain cycle), and then `_TouchState.event` kept the last
    /// sequence's event until the next touch began.
    @Test func anEndedTouchDoesNotKeepItsWindowAlive() {
        weak var window: UIWindow?
        weak var touch: UITouch?
        var host: HeadlessHost? = HeadlessHost()
        do {
            let view = TouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            host?.window.addSubview(view)
            window = host?.window
            host?.tap(at: CGPoint(x: 10, y: 10))
            #expect(view.touchesSeen == 1, "the view saw the touch")
            touch = view.lastTouch
        }
        #expect(touch == nil, "the touch is gone once it ended")
        host = HeadlessHost()  // the application forgets the old window
        #expect(window == nil, "the window is gone")
        _ = host
    }

    /// A button's title stays inside the button: a title wider than the button is truncated,
    /// as UIKit does (the navigation bar caps its back button at 90 points and relies on it).
    ///
    /// Bug: `UIButton.layoutSubviews()` centres the title label at its natural width however
    /// narrow the button is, so a long title spills out on both sides. Seen in the system
    /// styles demo: the back button "‹ System Styles" lost its chevron off the left edge of
    /// the screen (the demo now sets `navigationItem.backButtonTitle = "Styles"`).
    @Test func aLongTitleStaysInsideItsButton() throws {
        let button = UIButton(type: .system)
        button.setTitle("‹ A title far wider than the button", for: .normal)
        button.frame = CGRect(x: 8, y: 0, width: 90, height: 44)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(label.frame.minX >= 0, "\(label.frame)")
        #expect(label.frame.maxX <= 90, "\(label.frame)")
    }
}
