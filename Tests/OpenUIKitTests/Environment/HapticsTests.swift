import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Feedback generators play into the host's record (UIKitBehaviour #244).
@MainActor
@Suite struct HapticsTests {
    final class LikeButtonController: UIViewController {
        let button = UIButton(type: .system)
        let feedback = UIImpactFeedbackGenerator(style: .rigid)

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
            button.addAction(UIAction { [unowned self] _ in feedback.impactOccurred() }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    @Test func aTapOnAButtonIsFelt() {
        let host = HeadlessHost()
        let controller = LikeButtonController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        controller.feedback.prepare()
        #expect(host.hapticFeedback.isEmpty, "prepare() plays nothing")
        host.tap(at: CGPoint(x: 150, y: 120))
        host.runUntilIdle()
        expectEqual(host.hapticFeedback.map(\.kind), [.impact(.rigid, intensity: 1)])
        #expect(host.reports.isEmpty)
    }

    @Test func everyGeneratorIsRecordedWithItsTimeAndLocation() {
        let host = HeadlessHost()
        let view = UIView()
        host.advance(by: 0.5)
        UIImpactFeedbackGenerator().impactOccurred(intensity: 0.25)
        UIImpactFeedbackGenerator(style: .soft, view: view).impactOccurred(at: CGPoint(x: 3, y: 4))
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 3)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator(view: view).notificationOccurred(.error, at: .zero)
        let felt = host.hapticFeedback
        #expect(
            felt.map(\.kind) == [
                .impact(.medium, intensity: 0.25), .impact(.soft, intensity: 1),
                .impact(.heavy, intensity: 1), .selection, .notification(.error)
            ])
        #expect(felt[1].location == CGPoint(x: 3, y: 4) && felt[0].location == nil)
        #expect(felt.allSatisfy { $0.time == 0.5 })
    }

    @Test func aNaNIntensityPlaysNothingAndIsReported() {
        let host = HeadlessHost()
        UIImpactFeedbackGenerator().impactOccurred(intensity: .nan)
        #expect(host.hapticFeedback.isEmpty)
        expectEqual(host.reports.count, 1)
    }

    @Test func aNewHostStartsWithNoHaptics() {
        _ = HeadlessHost()
        UISelectionFeedbackGenerator().selectionChanged()
        let host = HeadlessHost()
        #expect(host.hapticFeedback.isEmpty)
    }
}
