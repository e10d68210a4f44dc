import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// With Reduce Motion and Prefer Cross-Fade Transitions on, the built-in push, pop and modal
/// transitions cross-fade in place instead of sliding (UIKitBehaviour #242).
@MainActor
@Suite struct ReduceMotionTransitionTests {
    @Test func pushCrossFadesInPlace() {
        let host = HeadlessHost()
        host.setAccessibility(reduceMotion: true)
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let second = UIViewController()
        navigation.pushViewController(second, animated: true)
        host.advance(by: 0.1)
        let presentation = second.view.layer.presentation()!
        #expect(presentation.position.x == second.view.layer.position.x, "the view does not slide")
        #expect(presentation.opacity > 0.05 && presentation.opacity < 0.95, "it fades in: \(presentation.opacity)")
        host.runUntilIdle()
        #expect(second.view.alpha == 1 && navigation.topViewController === second)
        #expect(first.view.alpha == 1, "the covered view is left opaque for the pop")
        navigation.popViewController(animated: true)
        host.advance(by: 0.1)
        expectEqual(second.view.layer.presentation()!.position.x, second.view.layer.position.x)
        host.runUntilIdle()
        #expect(navigation.topViewController === first && first.view.alpha == 1)
        #expect(host.reports.isEmpty)
    }

    @Test func coverVerticalCrossDissolves() {
        let host = HeadlessHost()
        host.setAccessibility(reduceMotion: true)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        host.advance(by: 0.2)
        let layer = presented.view.layer.presentation()!
        expectEqual(layer.position.y, presented.view.layer.position.y)
        #expect(layer.opacity > 0.05 && layer.opacity < 0.95)
        host.runUntilIdle()
        expectEqual(presented.view.alpha, 1)
    }

    @Test func withoutCrossFadePreferenceTheSlideStays() {
        let host = HeadlessHost()
        host.setAccessibility(reduceMotion: true, prefersCrossFadeTransitions: false)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        host.advance(by: 0.2)
        #expect(presented.view.layer.presentation()!.position.y > presented.view.layer.position.y + 10)
        host.runUntilIdle()
    }
}
