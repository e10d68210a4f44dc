import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIScreenEdgePanGestureRecognizer: starts only within 20 pt of a listed screen edge and
/// moving away from it.
@MainActor
@Suite struct ScreenEdgePanTests {
    /// Whether a drag from `from` to `to` (0.2 s) begins an edge pan for `edges` on a
    /// 390 × 844 screen.
    func begins(_ edges: UIRectEdge, from: CGPoint, to: CGPoint) -> Bool {
        let host = HeadlessHost()
        var began = false
        let edgePan = UIScreenEdgePanGestureRecognizer { if $0.state == .began { began = true } }
        edgePan.edges = edges
        host.window.addGestureRecognizer(edgePan)
        host.drag(from: from, to: to, duration: 0.2)
        return began
    }

    @Test func theTouchMustGoDownWithinTwentyPointsOfAListedEdge() {
        #expect(begins(.left, from: CGPoint(x: 19.9, y: 400), to: CGPoint(x: 200, y: 400)))
        #expect(!begins(.left, from: CGPoint(x: 20, y: 400), to: CGPoint(x: 200, y: 400)))
        #expect(begins(.right, from: CGPoint(x: 375, y: 400), to: CGPoint(x: 200, y: 400)))
        #expect(!begins(.left, from: CGPoint(x: 375, y: 400), to: CGPoint(x: 200, y: 400)))
        #expect(begins(.top, from: CGPoint(x: 200, y: 3), to: CGPoint(x: 200, y: 300)))
        #expect(begins(.bottom, from: CGPoint(x: 200, y: 840), to: CGPoint(x: 200, y: 500)))
        #expect(begins(.all, from: CGPoint(x: 200, y: 840), to: CGPoint(x: 200, y: 500)))
        #expect(!begins([], from: CGPoint(x: 2, y: 400), to: CGPoint(x: 200, y: 400)))
    }

    @Test func theTouchMustMoveAwayFromTheEdgeMoreThanAlongIt() {
        #expect(begins(.left, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 500)))  // 45°
        #expect(!begins(.left, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 104, y: 500)))  // steeper
        #expect(!begins(.left, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 5, y: 600)))  // along the edge
        #expect(!begins(.right, from: CGPoint(x: 375, y: 400), to: CGPoint(x: 389, y: 400)))  // outwards
    }

    @Test func edgesAreTheScreensNotTheWindows() {
        // A window whose left side is 50 pt into the screen: its own left edge is no screen edge.
        let host = HeadlessHost()
        let window = UIWindow(frame: CGRect(x: 50, y: 0, width: 340, height: 844))
        window.makeKeyAndVisible()
        var states: [UIGestureRecognizer.State] = []
        let edgePan = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
        edgePan.edges = [.left, .right]
        window.addGestureRecognizer(edgePan)
        host.drag(from: CGPoint(x: 55, y: 400), to: CGPoint(x: 255, y: 400), duration: 0.2)
        #expect(states.isEmpty)
        host.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 185, y: 400), duration: 0.2)
        #expect(states.first == .began && states.last == .ended)
    }

    @Test func aPanThatRequiresTheEdgePanToFailYieldsAtTheEdgeOnly() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: edgePan)
        logStates(of: edgePan, as: "edge", into: recorder)
        logStates(of: pan, as: "pan", into: recorder)
        let content = UIView(frame: host.window.bounds)
        host.window.addSubview(content)
        content.addGestureRecognizer(pan)
        host.window.addGestureRecognizer(edgePan)
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 25, y: 400), duration: 2.0 / 60)
        expectEqual(recorder.events, ["edge began", "edge changed", "edge ended"])
        recorder.reset()
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 120, y: 400), duration: 2.0 / 60)
        expectEqual(recorder.events, ["pan began", "pan changed", "pan ended"])
    }
}
