import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The window scene, and the lifecycle a host simulates (UIKitBehaviour #245).
@MainActor
@Suite struct SceneLifecycleTests {
    final class SceneDelegate: NSObject, UIWindowSceneDelegate {
        var window: UIWindow?
        var calls: [String] = []
        func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { calls.append("willResignActive") }
        func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
        func sceneDidEnterBackground(_ scene: UIScene) { calls.append("didEnterBackground") }
    }

    @Test func windowsBelongToTheOneConnectedScene() throws {
        let host = HeadlessHost()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        expectEqual(UIApplication.shared.connectedScenes.count, 1)
        #expect(host.window.windowScene === scene)
        #expect(scene.windows.map { $0 } == [host.window] && scene.keyWindow === host.window)
        #expect(scene.screen === UIScreen.main && scene.interfaceOrientation == .portrait)
        #expect(scene.activationState == .foregroundActive && scene.session.role == .windowApplication)
        #expect(scene.session.scene === scene && UIApplication.shared.openSessions.first === scene.session)
        let second = UIWindow(windowScene: scene)
        #expect(second.frame == UIScreen.main.bounds && second.isHidden && second.windowScene === scene)
        second.windowScene = nil
        #expect(second.windowScene == nil && scene.windows.count == 1)
        let next = HeadlessHost()
        #expect(UIApplication.shared.connectedScenes.first !== scene, "a new host has a new scene")
        withExtendedLifetime(next) {}
    }

    @Test func backgroundAndForegroundPostUIKitsNotificationsInOrder() throws {
        let host = HeadlessHost()
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        let delegate = SceneDelegate()
        scene.delegate = delegate
        let log = NotificationLog([
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
            UIScene.willEnterForegroundNotification, UIScene.didActivateNotification
        ])
        var statesSeen: [UIApplication.State] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { statesSeen.append(UIApplication.shared.applicationState) }
        }
        host.enterBackground()
        #expect(UIApplication.shared.applicationState == .background && scene.activationState == .background)
        host.enterBackground()  // already there: nothing
        host.enterForeground()
        expectEqual(UIApplication.shared.applicationState, .active)
        NotificationCenter.default.removeObserver(token)
        expectEqual(statesSeen, [.background])
        #expect(
            log.names == [
                "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
                "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
                "UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification",
                "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification"
            ])
        expectEqual(
            delegate.calls, ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
        log.stop()
    }

    @Test func resignAndBecomeActiveStayInTheForeground() {
        let host = HeadlessHost()
        let log = NotificationLog([
            UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.didEnterBackgroundNotification
        ])
        host.resignActive()
        expectEqual(UIApplication.shared.applicationState, .inactive)
        host.becomeActive()
        expectEqual(
            log.names, ["UIApplicationWillResignActiveNotification", "UIApplicationDidBecomeActiveNotification"])
        log.stop()
    }

    /// An app that pauses its work in the background, as apps do with these notifications.
    final class PausingController: UIViewController {
        var paused = false
        var tokens: [any NSObjectProtocol] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tokens.append(
                NotificationCenter.default.addObserver(
                    forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
                ) { [weak self] _ in
                    MainActor.assumeIsolated { self?.paused = true }
                })
            tokens.append(
                NotificationCenter.default.addObserver(
                    forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
                ) { [weak self] _ in
                    MainActor.assumeIsolated { self?.paused = false }
                })
        }
        func stopObserving() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    }

    @Test func backgroundingDuringAPresentationLetsItFinish() {
        let host = HeadlessHost()
        let root = PausingController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = UIViewController()
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        host.advance(by: 0.1)
        host.enterBackground()
        #expect(root.paused)
        host.advance(by: 1)
        host.enterForeground()
        #expect(!root.paused)
        host.runUntilIdle()
        #expect(completed && root.presentedViewController === sheet && sheet.view.window === host.window)
        #expect(host.reports.isEmpty)
        root.stopObserving()
    }
}
