// Runs the code of "Navigation and tab transitions": a push and a pop through the navigation
// delegate, a tab switch by a tap on the tab bar, and requests made while one runs.
import OpenUIKit
import SegueTesting
import Testing

@MainActor @Suite struct NavigationAndTabTransitionsArticleTests {
    @Test func pushAndPopSlide() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let delegate = SlideNavigationDelegate()  // the navigation controller holds it weakly
        let list = ColorScreenViewController(title: "List", color: .systemIndigo)
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = delegate
        host.window.rootViewController = navigation
        host.runUntilIdle()

        let detail = ColorScreenViewController(title: "Detail", color: .systemOrange)
        let push = host.recordUntilIdle { navigation.pushViewController(detail, animated: true) }
        #expect(navigation.topViewController === detail)
        #expect(list.view.window == nil)
        #expect(list.view.transform == .identity && list.view.alpha == 1)
        expectSnapshot(of: push, named: "navigation-push", tolerance: 2, directory: ArticleImages.openUIKit)

        _ = host.recordUntilIdle { navigation.popViewController(animated: true) }
        #expect(navigation.viewControllers == [list])
        #expect(list.view.window === host.window)
        let leftovers = host.finish()
        #expect(leftovers.reports.isEmpty && leftovers.runningWork.isEmpty, "\(leftovers)")
    }

    @Test func aPushDuringAPushIsQueuedOrRefusedButNeverBreaksTheStack() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let delegate = SlideNavigationDelegate()
        let navigation = UINavigationController(
            rootViewController: ColorScreenViewController(title: "A", color: .systemIndigo))
        navigation.delegate = delegate
        host.window.rootViewController = navigation
        host.runUntilIdle()
        navigation.pushViewController(ColorScreenViewController(title: "B", color: .systemOrange), animated: true)
        host.advance(by: 0.1)
        navigation.pushViewController(ColorScreenViewController(title: "C", color: .systemTeal), animated: true)
        host.runUntilIdle()
        #expect(navigation.topViewController?.view.window === host.window)
        #expect(navigation.viewControllers.allSatisfy { $0 === navigation.topViewController || $0.view.window == nil })
    }

    @Test func aTapOnTheSecondTabSlides() {
        let host = HeadlessHost(screenSize: ArticleImages.screenSize)
        let delegate = SlideTabBarDelegate()  // the tab bar controller holds it weakly
        let tabs = UITabBarController()
        let first = ColorScreenViewController(title: "Home", color: .systemIndigo)
        let second = ColorScreenViewController(title: "Search", color: .systemPink)
        tabs.viewControllers = [first, second]
        tabs.delegate = delegate
        host.window.rootViewController = tabs
        host.runUntilIdle()

        let tabBarY = host.screenSize.height - tabs.tabBar.frame.height / 2
        let slide = host.recordUntilIdle { host.tap(at: CGPoint(x: 150, y: tabBarY)) }
        #expect(tabs.selectedViewController === second)
        #expect(first.view.window == nil)
        #expect(slide.frames.count > 10)  // animated, not an instant switch
        expectSnapshot(of: slide, named: "tab-slide", tolerance: 2, directory: ArticleImages.openUIKit)

        _ = host.recordUntilIdle { host.tap(at: CGPoint(x: 50, y: tabBarY)) }
        #expect(tabs.selectedViewController === first)
        let leftovers = host.finish()
        #expect(leftovers.reports.isEmpty && leftovers.runningWork.isEmpty, "\(leftovers)")
    }
}
