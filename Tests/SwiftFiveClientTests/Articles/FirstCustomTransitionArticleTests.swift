// Runs the code of "Your first custom transition" and renders its pictures (UIKit's default
// full-screen presentation with a custom animator).
import OpenUIKit
import SegueTesting
import Testing

@MainActor @Suite struct FirstCustomTransitionArticleTests {
    @Test func theFadePresentsAndDismisses() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let greeting = GreetingViewController()
        host.window.rootViewController = greeting
        host.runUntilIdle()

        let presentation = host.recordUntilIdle { greeting.showDetail() }
        let detail = greeting.presentedViewController
        #expect(detail is DetailCardViewController)
        #expect(greeting.view.window == nil)  // full screen: the presenting view left the window
        #expect(abs(presentation.duration - 0.4) < 0.05)
        expectSnapshot(
            of: presentation, named: "first-transition-present", tolerance: 2,
            directory: ArticleImages.openUIKit)

        let dismissal = host.recordUntilIdle { greeting.dismiss(animated: true) }
        #expect(greeting.presentedViewController == nil)
        #expect(greeting.view.window === host.window)
        #expect(detail?.view.window == nil)
        expectSnapshot(
            of: dismissal, named: "first-transition-dismiss", tolerance: 2,
            directory: ArticleImages.openUIKit)
        let leftovers = host.finish()
        #expect(leftovers.reports.isEmpty && leftovers.runningWork.isEmpty, "\(leftovers)")
    }

    @Test func aSecondPresentationDuringTheFirstIsRefused() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let greeting = GreetingViewController()
        host.window.rootViewController = greeting
        host.runUntilIdle()
        greeting.showDetail()
        host.advance(by: 0.1)
        let first = greeting.presentedViewController
        greeting.showDetail()  // UIKit logs and ignores a presentation while one is in progress
        host.runUntilIdle()
        #expect(greeting.presentedViewController === first)
        #expect(host.reports.contains { $0.contains("present") })
    }
}
