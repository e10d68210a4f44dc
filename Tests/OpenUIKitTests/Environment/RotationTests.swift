import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Rotating the host: the device, the interface, the coordinator's animation and the
/// supported orientations (UIKitBehaviour #246, #247).
@MainActor
@Suite struct RotationTests {
    final class RotatingController: UIViewController {
        var supported = UIInterfaceOrientationMask.allButUpsideDown
        var autorotates = true
        var sizes: [CGSize] = []
        var coordinatorFacts: [(animated: Bool, duration: TimeInterval, angle: CGFloat)] = []
        var alongsideWidths: [CGFloat] = []
        var completions = 0
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
        override var shouldAutorotate: Bool { autorotates }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(badge)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            let t = coordinator.targetTransform
            coordinatorFacts.append((coordinator.isAnimated, coordinator.transitionDuration, atan2(t.b, t.a)))
            coordinator.animate(
                alongsideTransition: { _ in
                    self.alongsideWidths.append(self.view.bounds.width)
                    self.badge.frame.origin.x = size.width - 40
                }, completion: { _ in self.completions += 1 })
        }
    }

    @Test func turningThePhoneRotatesTheInterfaceWithAnAnimatedCoordinator() {
        let host = HeadlessHost()
        let root = RotatingController()
        host.window.rootViewController = root
        host.runUntilIdle()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        let log = NotificationLog([
            UIDevice.orientationDidChangeNotification,
            UIApplication.willChangeStatusBarOrientationNotification,
            UIApplication.didChangeStatusBarOrientationNotification
        ])
        let result = host.rotate(to: .landscapeLeft)
        #expect(result == .landscapeRight, "the device turned left shows the interface landscape right")
        expectEqual(UIDevice.current.orientation, .landscapeLeft)
        #expect(
            UIScreen.main.bounds.size == CGSize(width: 844, height: 390) && host.screenSize == UIScreen.main.bounds.size
        )
        expectEqual(root.sizes, [CGSize(width: 844, height: 390)])
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 390, height: 844), "native bounds stay portrait")
        #expect(
            root.coordinatorFacts.count == 1 && root.coordinatorFacts[0].animated
                && root.coordinatorFacts[0].duration == 0.4)
        #expect(abs(root.coordinatorFacts[0].angle - .pi / 2) < 1e-9)
        #expect(root.alongsideWidths == [844], "alongside animations see the new bounds")
        #expect(root.completions == 0, "completions wait for the animation")
        host.advance(by: 0.2)
        let badge = root.badge.layer.presentation()!
        #expect(
            badge.position.x > 20 && badge.position.x < 824, "the badge moves with the rotation: \(badge.position.x)")
        let turn = host.window.layer.presentation()!.transform
        #expect(abs(turn.m12) > 0.05, "the window turns from the old orientation")
        host.runUntilIdle()
        #expect(root.completions == 1 && root.view.bounds.size == CGSize(width: 844, height: 390))
        expectEqual(root.badge.frame.origin.x, 804)
        #expect(
            log.names == [
                "UIDeviceOrientationDidChangeNotification", "UIApplicationWillChangeStatusBarOrientationNotification",
                "UIApplicationDidChangeStatusBarOrientationNotification"
            ])
        log.stop()
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        #expect(host.reports.isEmpty)
    }

    @Test func anUnsupportedOrientationTurnsOnlyTheDevice() {
        let host = HeadlessHost()
        let root = RotatingController()
        root.supported = .portrait
        host.window.rootViewController = root
        host.runUntilIdle()
        expectEqual(host.rotate(to: .landscapeRight), .portrait)
        #expect(UIDevice.current.orientation == .landscapeRight && root.sizes.isEmpty)
        #expect(host.rotate(to: .portraitUpsideDown) == .portrait, "a phone's default excludes upside down")
        root.supported = .allButUpsideDown
        root.autorotates = false
        #expect(host.rotate(to: .landscapeLeft) == .portrait, "shouldAutorotate false keeps the interface")
        root.autorotates = true
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(
            UIApplication.shared.statusBarOrientation == .landscapeRight,
            "the interface follows the device once allowed")
        #expect(host.rotate(to: .faceUp) == .landscapeRight, "flat keeps the interface")
    }

    @Test func aHalfTurnTellsControllersTheSameSize() {
        let host = HeadlessHost(screenSize: CGSize(width: 820, height: 1180))
        let root = RotatingController()
        root.supported = .all
        host.window.rootViewController = root
        host.runUntilIdle()
        expectEqual(host.rotate(to: .portraitUpsideDown), .portraitUpsideDown)
        expectEqual(root.sizes, [CGSize(width: 820, height: 1180)])
        #expect(root.coordinatorFacts[0].duration == 0.8 && abs(abs(root.coordinatorFacts[0].angle) - .pi) < 1e-9)
        host.runUntilIdle()
        expectEqual(root.completions, 1)
    }

    @Test func rotatingDuringAPresentationLeavesTheRightFrames() {
        let host = HeadlessHost()
        let root = RotatingController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let presented = RotatingController()
        presented.modalPresentationStyle = .fullScreen
        var done = false
        root.present(presented, animated: true) { done = true }
        host.advance(by: 0.15)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(done && root.presentedViewController === presented)
        expectEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        expectEqual(host.window.bounds.size, CGSize(width: 844, height: 390))
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(
            root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390),
            "the presenter's view returns at the new size")
        #expect(host.reports.isEmpty)
    }

    @Test func aPortraitOnlyFullScreenControllerTurnsTheInterfaceBack() {
        let host = HeadlessHost()
        let root = RotatingController()
        host.window.rootViewController = root
        host.runUntilIdle()
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        let player = RotatingController()
        player.supported = .portrait
        player.modalPresentationStyle = .fullScreen
        root.present(player, animated: true)
        host.runUntilIdle()
        expectEqual(UIApplication.shared.statusBarOrientation, .portrait)
        expectEqual(player.view.bounds.size, CGSize(width: 390, height: 844))
        player.dismiss(animated: true)
        host.runUntilIdle()
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight, "back to the device's orientation")
    }

    @Test func requestGeometryUpdateRotatesOrReportsAnError() throws {
        let host = HeadlessHost()
        let root = RotatingController()
        root.supported = .portrait
        host.window.rootViewController = root
        host.runUntilIdle()
        let scene = try #require(host.window.windowScene)
        var errors: [any Error] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append($0) }
        #expect(errors.isEmpty, "the error comes on the next turn")
        host.runUntilIdle()
        #expect(
            (errors.first as? UISceneError)?.code == .geometryRequestDenied && scene.interfaceOrientation == .portrait)
        root.supported = .all
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))
        expectEqual(scene.interfaceOrientation, .landscapeLeft)
        host.runUntilIdle()
        #expect(host.render().width == 844, "the host draws the turned screen")
        scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences()) { errors.append($0) }
        host.runUntilIdle()
        expectEqual((errors.last as? UISceneError)?.code, .geometryRequestUnsupported)
    }
}
