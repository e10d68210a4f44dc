import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `UIAccessibility`'s settings, notifications, and the per-element properties
/// (UIKitBehaviour #242, #243).
@MainActor
@Suite struct AccessibilityTests {
    /// A library that picks its animation by Reduce Motion, as many do.
    static func bounceDuration() -> TimeInterval { UIAccessibility.isReduceMotionEnabled ? 0 : 0.5 }

    @Test func settingsStartOffAndPostTheirStatusNotifications() {
        let host = HeadlessHost()
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.prefersCrossFadeTransitions)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isBoldTextEnabled)
        #expect(UIAccessibility.isVideoAutoplayEnabled && UIAccessibility.isShakeToUndoEnabled)
        expectEqual(Self.bounceDuration(), 0.5)
        let log = NotificationLog([
            UIAccessibility.reduceMotionStatusDidChangeNotification,
            UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
            UIAccessibility.voiceOverStatusDidChangeNotification,
            UIAccessibility.darkerSystemColorsStatusDidChangeNotification
        ])
        host.setAccessibility(reduceMotion: true)
        #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.prefersCrossFadeTransitions)
        expectEqual(Self.bounceDuration(), 0)
        host.setAccessibility(reduceMotion: true, voiceOver: true, darkerSystemColors: true)
        host.setAccessibility(prefersCrossFadeTransitions: false)
        #expect(!UIAccessibility.prefersCrossFadeTransitions && UIAccessibility.isReduceMotionEnabled)
        #expect(
            log.names == [
                "UIAccessibilityReduceMotionStatusDidChangeNotification",
                "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification",
                "UIAccessibilityVoiceOverStatusDidChangeNotification",
                "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification",
                "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification"
            ])
        log.stop()
        _ = HeadlessHost()
        #expect(!UIAccessibility.isReduceMotionEnabled, "a new host starts with the settings off")
    }

    @Test func postedNotificationsAreRecordedAndAnAnnouncementFinishesOnTheNextTurn() {
        let host = HeadlessHost()
        let label = UILabel()
        UIAccessibility.post(notification: .screenChanged, argument: label)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        let log = NotificationLog([UIAccessibility.announcementDidFinishNotification])
        #expect(log.names.isEmpty)
        host.runUntilIdle()
        expectEqual(log.names, ["UIAccessibilityAnnouncementDidFinishNotification"])
        log.stop()
        let posted = host.postedAccessibilityNotifications
        expectEqual(posted.map(\.notification), [.screenChanged, .announcement])
        #expect(posted[0].argument as? UILabel === label && posted[1].argument as? String == "Saved")
    }

    @Test func viewsAnswerUIKitsDefaults() {
        _ = HeadlessHost()
        let label = UILabel()
        label.text = "Title"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Title")
        expectEqual(label.accessibilityTraits, .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.isEnabled = false
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Send")
        expectEqual(button.accessibilityTraits, [.button, .notEnabled])
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == [])
        expectEqual(UIImageView().accessibilityTraits, .image)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == nil, "an explicit nil replaces the default")
    }

    @Test func accessibilityFrameIsTheViewOnScreen() {
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 40))
        container.addSubview(child)
        host.window.addSubview(container)
        expectEqual(child.accessibilityFrame, CGRect(x: 15, y: 25, width: 50, height: 40))
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 2, width: 3, height: 4)
        expectEqual(element.accessibilityFrame, CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(element.isAccessibilityElement && element.accessibilityContainer as? UIView === container)
        container.accessibilityElements = [element, child]
        expectEqual(container.accessibilityElements?.count, 2)
    }

    final class DismissableController: UIViewController {
        var escapes = 0
        override func accessibilityPerformEscape() -> Bool {
            escapes += 1
            dismiss(animated: false)
            return true
        }
    }

    @Test func theEscapeGestureGoesUpTheResponderChainToAnOverride() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = DismissableController()
        root.present(sheet, animated: false)
        host.runUntilIdle()
        let field = UIView()
        sheet.view.addSubview(field)
        #expect(host.performAccessibilityEscape(from: field))
        host.runUntilIdle()
        #expect(sheet.escapes == 1 && root.presentedViewController == nil)
        #expect(!host.performAccessibilityEscape(from: root.view), "nobody handles it")
    }
}
