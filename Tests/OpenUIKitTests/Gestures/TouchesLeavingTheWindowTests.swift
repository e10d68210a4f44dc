import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIKitBehaviour #442: a touch whose view leaves the window is cancelled. The view gets
/// `touchesCancelled`, the gesture recognizers that saw the touch end in `.cancelled` (a tap
/// fails), and the finger's later moves and lift reach nothing.
@MainActor
@Suite struct TouchesLeavingTheWindowTests {
    /// A view that logs the touch methods UIKit calls on it, as apps override them.
    final class LoggingView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("cancelled \(window == nil ? "out of" : "in") the window")
        }
    }

    /// A card whose pan handler captures its controller `unowned`, as apps write it.
    final class CardController: UIViewController {
        var states: [UIGestureRecognizer.State] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(
                UIPanGestureRecognizer { [unowned self] gesture in
                    self.states.append(gesture.state)
                })
        }
    }

    @Test func aDraggedViewRemovedByCodeGetsItsTouchCancelledWhileStillInTheWindow() {
        let host = HeadlessHost()
        host.window.rootViewController = UIViewController()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.rootViewController!.view.addSubview(view)
        let recorder = EventRecorder()
        let pan = UIPanGestureRecognizer()
        logStates(of: pan, as: "pan", into: recorder)
        view.addGestureRecognizer(pan)
        host.touch(.began, at: CGPoint(x: 50, y: 50))
        host.touch(.moved, at: CGPoint(x: 80, y: 50))
        host.touch(.moved, at: CGPoint(x: 110, y: 50))
        expectEqual(recorder.events, ["pan began", "pan changed"])
        view.removeFromSuperview()
        #expect(recorder.events == ["pan began", "pan changed", "pan cancelled"], "cancelled at the removal")
        #expect(view.log.last == "cancelled in the window", "\(view.log)")
        host.touch(.moved, at: CGPoint(x: 140, y: 50))
        host.touch(.ended, at: CGPoint(x: 140, y: 50))
        #expect(recorder.events.count == 3, "the finger's later moves and lift reach nothing: \(recorder.events)")
        #expect(view.log.filter { $0 == "ended" }.isEmpty)
        // The next touch starts afresh.
        host.window.rootViewController!.view.addSubview(view)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log.suffix(2) == ["began", "ended"], "\(view.log)")
    }

    @Test func aTapThatLiftsAfterItsViewLeftTheWindowIsNotRecognized() {
        let host = HeadlessHost()
        host.window.rootViewController = UIViewController()
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.rootViewController!.view.addSubview(button)
        var taps = 0
        button.addGestureRecognizer(UITapGestureRecognizer { if $0.state == .ended { taps += 1 } })
        host.touch(.began, at: CGPoint(x: 50, y: 50))
        button.removeFromSuperview()
        host.touch(.ended, at: CGPoint(x: 50, y: 50))
        expectEqual(taps, 0)
    }

    /// The release soak's crash (seed 1368): a finger down on a sheet's dimming view, the sheet
    /// dismissed by code, then the lift.
    @Test func aFingerOnASheetsDimmingViewWhenTheSheetIsDismissedByCodeDismissesNothingMore() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        weak var sheet: UIViewController?
        do {
            let presented = UIViewController()
            presented.sheetPresentationController?.detents = [.medium()]
            root.present(presented, animated: false)
            sheet = presented
        }
        host.runUntilIdle()
        host.touch(.began, at: CGPoint(x: 195, y: 100))  // above the medium sheet: its dimming view
        root.dismiss(animated: false)
        host.runUntilIdle()
        #expect(sheet == nil, "the sheet is gone while the finger is down")
        let other = UIViewController()
        root.present(other, animated: false)
        host.touch(.ended, at: CGPoint(x: 195, y: 100))
        host.runUntilIdle()
        #expect(root.presentedViewController === other, "the lift reached no dimming view")
    }

    /// The transition doctor's "resized mid-flight" found it: a card dragged down to dismiss
    /// is dismissed while the finger is still down, and its handler (capturing the controller
    /// `unowned`) was called after the controller was freed.
    @Test func aHandlerCapturingItsControllerUnownedEndsBeforeTheControllerGoes() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        weak var weakCard: CardController?
        var states: [UIGestureRecognizer.State] = []
        do {
            let card = CardController()
            card.modalPresentationStyle = .overFullScreen
            root.present(card, animated: false)
            host.runUntilIdle()
            weakCard = card
            host.touch(.began, at: CGPoint(x: 195, y: 400))
            host.touch(.moved, at: CGPoint(x: 195, y: 430))
            host.touch(.moved, at: CGPoint(x: 195, y: 460))
            root.dismiss(animated: true)
            host.runUntilIdle()
            states = card.states
        }
        expectEqual(weakCard, nil)
        host.touch(.moved, at: CGPoint(x: 195, y: 490))
        host.touch(.ended, at: CGPoint(x: 195, y: 490))
        expectEqual(states, [.began, .changed, .cancelled])
    }
}
