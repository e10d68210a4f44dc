import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIControl's tracking methods, called as a touch goes down, moves and lifts (UIKitBehaviour #269).
@MainActor
@Suite struct ControlTrackingTests {
    final class TrackingControl: UIControl {
        var calls: [String] = []
        var keepsTracking = true
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("begin \(isTracking)")
            return keepsTracking
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("continue")
            return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            calls.append("end \(isTouchInside)")
        }
        override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
    }

    @Test func trackingMethodsFollowTheTouch() {
        let control = TrackingControl()
        let host = ControlProbe.host(control, size: CGSize(width: 100, height: 44))
        control.addAction(UIAction { _ in control.calls.append("down") }, for: .touchDown)
        control.addAction(UIAction { _ in control.calls.append("up inside") }, for: .touchUpInside)
        host.drag(from: CGPoint(x: 50, y: 110), to: CGPoint(x: 70, y: 110), duration: 2.0 / 60)
        expectEqual(control.calls, ["begin true", "down", "continue", "continue", "end true", "up inside"])
        #expect(!control.isTracking)
    }

    @Test func aRefusedTouchSendsNoEvents() {
        let control = TrackingControl()
        control.keepsTracking = false
        let host = ControlProbe.host(control, size: CGSize(width: 100, height: 44))
        control.addAction(UIAction { _ in control.calls.append("up inside") }, for: .touchUpInside)
        host.drag(from: CGPoint(x: 50, y: 110), to: CGPoint(x: 70, y: 110), duration: 2.0 / 60)
        expectEqual(control.calls, ["begin true"])
        #expect(!control.isHighlighted)
    }

    @Test func stoppingInContinueTrackingEndsWithoutATouchUp() {
        final class OneMoveControl: UIControl {
            var ended = false
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { ended = true }
        }
        let control = OneMoveControl()
        let host = ControlProbe.host(control, size: CGSize(width: 100, height: 44))
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("drag") }, for: .touchDragInside)
        control.addAction(UIAction { _ in events.append("up") }, for: [.touchUpInside, .touchUpOutside])
        host.drag(from: CGPoint(x: 50, y: 110), to: CGPoint(x: 70, y: 110), duration: 3.0 / 60)
        expectEqual(events, ["drag"])
        #expect(!control.ended && !control.isTracking && !control.isHighlighted)
    }
}
