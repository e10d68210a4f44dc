import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIStepper: steps, limits, wrapping, autorepeat on the media clock, continuous or not
/// (UIKitBehaviour #275, #276).
@MainActor
@Suite struct StepperTests {
    /// A stepper at (40, 100): − at (63, 116), + at (110, 116) on screen.
    private let minus = CGPoint(x: 63, y: 116), plus = CGPoint(x: 110, y: 116)

    @Test func defaultsAndSize() {
        let stepper = UIStepper(frame: CGRect(x: 3, y: 4, width: 300, height: 300))
        expectEqual(stepper.frame, CGRect(x: 3, y: 4, width: 94, height: 32))
        expectEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
        #expect(
            stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func tapsStepWithinTheRange() {
        let stepper = UIStepper()
        stepper.stepValue = 2.5
        stepper.maximumValue = 5
        let host = ControlProbe.host(stepper)
        let log = ControlProbe.log(stepper) { $0.value }
        host.tap(at: minus)
        #expect(stepper.value == 0 && log.values.isEmpty)
        host.tap(at: plus)
        host.tap(at: plus)
        host.tap(at: plus)
        expectEqual(stepper.value, 5)
        expectEqual(log.values, [2.5, 5])
        host.tap(at: minus)
        expectEqual(log.values, [2.5, 5, 2.5])
    }

    @Test func aWrappingStepperGoesRoundTheEnds() {
        let stepper = UIStepper()
        stepper.wraps = true
        stepper.maximumValue = 10
        stepper.stepValue = 4
        let host = ControlProbe.host(stepper)
        host.tap(at: minus)
        expectEqual(stepper.value, 10)
        host.tap(at: plus)
        expectEqual(stepper.value, 0)
        stepper.value = 8
        host.tap(at: plus)
        expectEqual(stepper.value, 10)
    }

    @Test func holdingRepeatsOnTheMediaClock() {
        let stepper = UIStepper()
        let host = ControlProbe.host(stepper)
        let log = ControlProbe.log(stepper) { $0.value }
        UIApplication.shared.queueTouch(.began, at: plus)
        host.runFrame()
        expectEqual(stepper.value, 1)
        host.advance(by: 0.45)
        expectEqual(stepper.value, 1)
        host.advance(by: 0.1)
        expectEqual(stepper.value, 2)
        host.advance(by: 0.3)
        expectEqual(stepper.value, 5)
        UIApplication.shared.queueTouch(.ended, at: plus)
        host.advance(by: 1)
        expectEqual(stepper.value, 5)
        expectEqual(log.values, [1, 2, 3, 4, 5])
    }

    @Test func withoutAutorepeatOrContinuityOneEventAtTheEnd() {
        let stepper = UIStepper()
        stepper.autorepeat = false
        let host = ControlProbe.host(stepper)
        host.press(at: plus, duration: 1)
        expectEqual(stepper.value, 1)
        stepper.autorepeat = true
        stepper.isContinuous = false
        let log = ControlProbe.log(stepper) { $0.value }
        // Down at 0, repeats at 0.5, 0.6 and 0.7 s; the finger lifts at 0.73 s.
        host.press(at: plus, duration: 0.75)
        expectEqual(stepper.value, 5)
        expectEqual(log.values, [5])
    }

    @Test func slidingOffTheButtonStopsTheRepeat() {
        let stepper = UIStepper()
        let host = ControlProbe.host(stepper)
        host.perform([.line(from: plus, to: CGPoint(x: 110, y: 300), duration: 0.2).holding(for: 1)])
        expectEqual(stepper.value, 1)
    }

    @Test func valuesAreClampedAndNaNIgnored() {
        let stepper = UIStepper()
        let host = ControlProbe.host(stepper)
        stepper.value = 500
        expectEqual(stepper.value, 100)
        stepper.value = .nan
        expectEqual(stepper.value, 100)
        #expect(host.reports.contains { $0.contains("UIStepper.value: ignored NaN") })
        stepper.maximumValue = 50
        expectEqual(stepper.value, 50)
        stepper.minimumValue = -10
        stepper.value = -20
        expectEqual(stepper.value, -10)
    }

    @Test func anEmptyRangeTrapsAsUIKitRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStepper().maximumValue = 0 }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIStepper: maximumValue must be greater than minimumValue"))
    }
}
