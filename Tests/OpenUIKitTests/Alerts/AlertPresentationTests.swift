import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Alerts and action sheets presented, tapped and dismissed as apps use them
/// (UIKitBehaviour #255–#260).
@MainActor
@Suite struct AlertPresentationTests {
    // UIKitBehaviour #256, #259
    @Test func aDeleteConfirmationSheetRunsTheDestructiveHandlerAfterItIsDismissed() throws {
        let (host, root) = AlertProbe.stage(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        var log: [String] = []
        let sheet = UIAlertController(
            title: "Delete this photo?", message: "It will be deleted from all your devices.",
            preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Delete Photo", style: .destructive) { _ in
                log.append("delete, still presented: \(root.presentedViewController != nil)")
            })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        root.present(sheet, animated: true) { log.append("presented") }
        host.runUntilIdle()
        expectEqual(log, ["presented"])

        let delete = try #require(AlertProbe.buttonFrame("Delete Photo", in: sheet))
        let cancel = try #require(AlertProbe.buttonFrame("Cancel", in: sheet))
        #expect(abs(cancel.maxY - (844 - 34)) < 0.01, "the cancel panel sits on the safe area's bottom")
        #expect(cancel.minY == delete.maxY + 8, "in its own panel 8 points below the others")
        #expect(cancel.minX == 8 && cancel.width == 390 - 16)
        #expect(cancel.height == 57 && delete.height == 57)
        expectEqual(AlertProbe.label("Delete Photo", in: sheet.view)?.textColor, .systemRed)
        expectEqual(AlertProbe.label("Cancel", in: sheet.view)?.font.pointSize, 20)

        AlertProbe.tap("Delete Photo", in: sheet, host: host)
        #expect(log == ["presented"], "the handler waits for the dismissal")
        #expect(sheet.isBeingDismissed)
        host.runUntilIdle()
        expectEqual(log, ["presented", "delete, still presented: false"])
        expectEqual(sheet.viewIfLoaded?.window, nil)
    }

    @Test func aLoginAlertReadsItsTextFieldsInTheOKHandler() throws {  // UIKitBehaviour #255, #260
        let (host, root) = AlertProbe.stage()
        let alert = UIAlertController(
            title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        var signedIn: [String?] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { _ in
                signedIn = [alert.textFields?.first?.text, alert.textFields?.last?.text]
            })
        root.present(alert, animated: true)
        host.runUntilIdle()
        let name = try #require(alert.textFields?.first)
        let password = try #require(alert.textFields?.last)
        #expect(name.isFirstResponder, "the first field takes the keyboard when the alert appears")
        let top = try #require(host.keyboardFrame?.minY)
        #expect(alert.view.frame.maxY <= top, "the alert stays above the keyboard")
        expectEqual(alert.view.frame.width, 270)

        host.type("ann")
        host.tap(at: password.convert(CGPoint(x: 20, y: password.bounds.midY), to: nil))
        #expect(password.isFirstResponder)
        host.type("secret")

        let cancel = try #require(AlertProbe.buttonFrame("Cancel", in: alert))
        let ok = try #require(AlertProbe.buttonFrame("OK", in: alert))
        #expect(cancel.maxX <= ok.minX && cancel.minY == ok.minY, "two actions side by side, cancel on the left")
        expectEqual(AlertProbe.label("Cancel", in: alert.view)?.font, .systemFont(ofSize: 17, weight: .semibold))
        expectEqual(AlertProbe.label("OK", in: alert.view)?.font, .systemFont(ofSize: 17))

        // Moving to the second field, without waiting: the alert does not move, so its buttons
        // take the tap at once.
        let okButton = try #require(AlertProbe.label("OK", in: alert.view)?.superview)
        let hit = host.window.hitTest(CGPoint(x: ok.midX, y: ok.midY), with: nil)
        #expect(
            hit === okButton,
            "\(ok) \(alert.view.frame) \(String(describing: hit?.frame)) \(String(describing: hit?.superview))")
        AlertProbe.tap("OK", in: alert, host: host)
        host.runUntilIdle()
        expectEqual(signedIn, ["ann", "secret"])
        #expect(!password.isFirstResponder, "the keyboard goes with the alert")
        expectEqual(alert.presentingViewController, nil)
    }

    @Test func threeActionsStackWithCancelLastAndThePreferredActionBold() throws {  // UIKitBehaviour #255, #257
        let (host, root) = AlertProbe.stage()
        let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        alert.preferredAction = save
        root.present(alert, animated: false)
        host.runUntilIdle()
        let frames = try ["Save", "Discard", "Cancel"].map { try #require(AlertProbe.buttonFrame($0, in: alert)) }
        #expect(frames[0].maxY < frames[1].minY && frames[1].maxY < frames[2].minY, "stacked, cancel last")
        #expect(frames.allSatisfy { $0.width == 270 && $0.height == 44 })
        expectEqual(AlertProbe.label("Save", in: alert.view)?.font, .systemFont(ofSize: 17, weight: .semibold))
        #expect(
            AlertProbe.label("Cancel", in: alert.view)?.font == .systemFont(ofSize: 17),
            "with a preferred action, cancel is no longer bold")
        #expect(abs(alert.view.frame.midY - 422) <= 1, "centred on the screen")
    }

    @Test func anAlertScalesAndFadesInOverDimmingAndFadesOut() throws {  // UIKitBehaviour #258
        let (host, root) = AlertProbe.stage()
        let alert = UIAlertController(title: "Hello", message: "World", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        host.advance(by: 1.0 / 60)
        let container = try #require(alert.view.superview)
        let dimming = try #require(container.subviews.first)
        #expect(dimming !== alert.view)
        host.advance(by: 0.05)
        let early = try #require(alert.view.layer.presentation())
        #expect(early.opacity > 0 && early.opacity < 1)
        #expect(early.transform.m11 > 1 && early.transform.m11 < 1.2)
        let dimmingEarly = try #require(dimming.layer.presentation())
        #expect(dimmingEarly.opacity > 0 && dimmingEarly.opacity < 1)
        host.runUntilIdle()
        expectEqual(alert.view.layer.presentation()?.opacity, 1)
        expectEqual(alert.view.layer.presentation()?.transform.m11, 1)
        expectEqual(dimming.alpha, 1)

        host.tap(at: CGPoint(x: 20, y: 20))
        host.runUntilIdle()
        #expect(root.presentedViewController === alert, "a tap outside an alert does nothing")

        alert.dismiss(animated: true)
        host.advance(by: 1.0 / 60 + 0.1)
        let leaving = try #require(alert.view.layer.presentation())
        #expect(leaving.opacity > 0 && leaving.opacity < 1)
        #expect(leaving.transform.m11 == 1, "no scale on the way out")
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
        expectEqual(dimming.superview, nil)
    }

    @Test func anActionSheetSlidesUpAndATapOutsideChoosesCancel() throws {  // UIKitBehaviour #258, #259
        let (host, root) = AlertProbe.stage()
        var cancelled = 0
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        root.present(sheet, animated: true)
        host.advance(by: 1.0 / 60 + 0.05)
        let final = sheet.view.frame
        let moving = try #require(sheet.view.layer.presentation())
        #expect(moving.position.y > final.midY, "still below its place")
        host.runUntilIdle()
        #expect(abs(sheet.view.frame.maxY - (844 - 8)) < 0.01, "8 points above the bottom without a safe area")
        host.tap(at: CGPoint(x: 195, y: 100))
        host.runUntilIdle()
        expectEqual(cancelled, 1)
        expectEqual(root.presentedViewController, nil)
    }

    @Test func aTapOutsideASheetWithoutCancelDoesNothing() {  // UIKitBehaviour #259
        let (host, root) = AlertProbe.stage()
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        root.present(sheet, animated: false)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 195, y: 100))
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet)
    }

    @Test func aDisabledActionIgnoresTapsUntilEnabled() throws {  // UIKitBehaviour #257
        let (host, root) = AlertProbe.stage()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        var saved = 0
        let save = UIAlertAction(title: "Save", style: .default) { _ in saved += 1 }
        save.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        root.present(alert, animated: false)
        host.runUntilIdle()
        let grey = AlertProbe.label("Save", in: alert.view)?.textColor
        #expect(grey != alert.view.tintColor)
        AlertProbe.tap("Save", in: alert, host: host)
        host.runUntilIdle()
        #expect(saved == 0 && root.presentedViewController === alert)
        save.isEnabled = true
        host.runUntilIdle()
        AlertProbe.tap("Save", in: alert, host: host)
        host.runUntilIdle()
        #expect(saved == 1 && root.presentedViewController == nil)
    }

    @Test func aButtonIsHighlightedWhileTheFingerIsDown() throws {  // UIKitBehaviour #257
        let (host, root) = AlertProbe.stage()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        host.runUntilIdle()
        let button = try #require(AlertProbe.label("OK", in: alert.view)?.superview as? UIControl)
        let frame = button.convert(button.bounds, to: nil)
        var highlights: [Bool] = []
        host.perform([.hold(at: CGPoint(x: frame.midX, y: frame.midY), duration: 0.2)]) {
            highlights.append(button.isHighlighted)
        }
        #expect(highlights.contains(true))
        #expect(!button.isHighlighted)
        host.runUntilIdle()
        expectEqual(root.presentedViewController, nil)
    }

    @Test func anAlertPresentedDuringAPushAppearsOverIt() throws {  // UIKitBehaviour #261
        let host = HeadlessHost()
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        let second = UIViewController()
        navigation.pushViewController(second, animated: true)
        host.advance(by: 0.1)
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        second.present(alert, animated: true)
        host.runUntilIdle()
        #expect(navigation.topViewController === second)
        #expect(second.view.window === host.window)
        #expect(alert.presentingViewController === navigation, "presented by the topmost ancestor")
        #expect(alert.view.window === host.window)
    }
}
