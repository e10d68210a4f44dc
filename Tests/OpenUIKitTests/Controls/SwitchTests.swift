import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UISwitch: size, taps and drags, the sliding thumb, events (UIKitBehaviour #270).
@MainActor
@Suite struct SwitchTests {
    @Test func aSwitchIsAlways51By31() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        expectEqual(toggle.frame, CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.frame = CGRect(x: 1, y: 2, width: 10, height: 10)
        expectEqual(toggle.frame.size, CGSize(width: 51, height: 31))
        expectEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        expectEqual(toggle.sizeThatFits(.zero), CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        expectEqual(toggle.style, .sliding)
    }

    @Test func aTapTurnsItOnWithASlidingThumbAndOneEvent() throws {
        let host = ControlProbe.stage()
        let toggle = UISwitch()
        ControlProbe.place(toggle, in: host)
        let log = ControlProbe.log(toggle) { $0.isOn }
        let thumb = try #require(toggle.subviews.last)
        expectEqual(thumb.frame.minX, 2)
        host.tap(at: ControlProbe.center(of: toggle))
        #expect(toggle.isOn)
        expectEqual(log.values, [true])
        host.advance(by: 0.05)
        let midway = try #require(thumb.layer.presentation()).frame.minX
        #expect(midway > 2 && midway < 22, "the thumb slides: \(midway)")
        host.runUntilIdle()
        expectEqual(thumb.frame, CGRect(x: 22, y: 2, width: 27, height: 27))
        host.tap(at: ControlProbe.center(of: toggle))
        host.runUntilIdle()
        #expect(!toggle.isOn)
        expectEqual(log.values, [true, false])
    }

    @Test func settingTheValueInCodeSendsNothing() {
        let toggle = UISwitch()
        let host = ControlProbe.host(toggle)
        let log = ControlProbe.log(toggle) { $0.isOn }
        toggle.setOn(true, animated: true)
        host.runUntilIdle()
        toggle.isOn = false
        toggle.isOn = true
        #expect(toggle.isOn)
        #expect(log.values.isEmpty)
    }

    @Test func aDragAcrossKeepsTheSideTheFingerEndsOn() {
        let toggle = UISwitch()
        let host = ControlProbe.host(toggle)
        let log = ControlProbe.log(toggle) { $0.isOn }
        let left = ControlProbe.point(CGPoint(x: 10, y: 15), in: toggle)
        let right = ControlProbe.point(CGPoint(x: 45, y: 15), in: toggle)
        host.drag(from: left, to: right, duration: 0.2)
        host.runUntilIdle()
        #expect(toggle.isOn)
        host.drag(from: right, to: left, duration: 0.2)
        host.runUntilIdle()
        #expect(!toggle.isOn)
        // Across and back again: the value does not change, and nothing is sent.
        host.perform([.line(from: left, to: right, duration: 0.2).moving(to: left, duration: 0.2)])
        host.runUntilIdle()
        #expect(!toggle.isOn)
        expectEqual(log.values, [true, false])
    }

    @Test func aTapDuringTheSlideTurnsItBack() {
        let toggle = UISwitch()
        let host = ControlProbe.host(toggle)
        let log = ControlProbe.log(toggle) { $0.isOn }
        host.tap(at: ControlProbe.center(of: toggle))
        host.tap(at: ControlProbe.center(of: toggle))
        host.runUntilIdle()
        #expect(!toggle.isOn)
        expectEqual(log.values, [true, false])
        expectEqual(toggle.subviews.last?.frame.minX, 2)
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        let toggle = UISwitch()
        toggle.isEnabled = false
        let host = ControlProbe.host(toggle)
        host.tap(at: ControlProbe.center(of: toggle))
        host.runUntilIdle()
        #expect(!toggle.isOn)
        expectEqual(toggle.alpha, 0.5)
    }

    @Test(arguments: [false, true])
    func theOnTrackIsGreenOrTheOnTintColor(dark: Bool) {
        let toggle = UISwitch()
        toggle.isOn = true
        let host = ControlProbe.host(toggle, dark: dark)
        let green = ControlPixels.rgb(host.render(), x: 48, y: 115)
        #expect(green == (dark ? [48, 209, 88] : [52, 199, 89]), "\(green)")
        toggle.onTintColor = .systemPurple
        host.runUntilIdle()
        let purple = ControlPixels.rgb(host.render(), x: 48, y: 115)
        let expected = UIColor.systemPurple.resolvedColor(with: toggle.traitCollection).cgColor.components!.prefix(3)
            .map { Int(($0 * 255).rounded()) }
        #expect(purple == expected, "\(purple)")
    }

    @Test func thePrimaryActionIsTheValueChange() {
        let toggle = UISwitch()
        let host = ControlProbe.host(toggle)
        var primary: [Bool] = []
        toggle.addAction(
            UIAction { action in primary.append((action.sender as! UISwitch).isOn) }, for: .primaryActionTriggered)
        host.tap(at: ControlProbe.center(of: toggle))
        // A drag across and back changes nothing: no primary action at its touch up.
        let left = ControlProbe.point(CGPoint(x: 45, y: 15), in: toggle)
        host.perform([
            .line(from: left, to: CGPoint(x: left.x - 35, y: left.y), duration: 0.2).moving(to: left, duration: 0.2)
        ])
        host.runUntilIdle()
        expectEqual(primary, [true])
    }

    @Test func goingDarkRecoloursTheTrack() {
        let toggle = UISwitch()
        let host = ControlProbe.host(toggle)
        // secondarySystemFill: (120, 120, 128) at 16 % over white, then at 32 % over black.
        let light = ControlPixels.rgb(host.render(), x: 82, y: 115)
        #expect(zip(light, [233.4, 233.4, 234.7]).allSatisfy { abs(Double($0) - $1) <= 1 }, "\(light)")
        host.userInterfaceStyle = .dark
        host.runUntilIdle()
        let dark = ControlPixels.rgb(host.render(), x: 82, y: 115)
        #expect(zip(dark, [38.4, 38.4, 41]).allSatisfy { abs(Double($0) - $1) <= 1 }, "\(dark)")
    }
}
