import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueGallery

/// Demo 7, the tab slide: each scenario selects the tab it should, cleanly; the pan drives
/// the slide linearly and picks its destination when it begins; taps are not interactive; key
/// frames match their snapshots.
@MainActor
@Suite struct TabSlideDemoTests {
    nonisolated static let scenarios = [
        "tap the next tab", "pan to the next tab, finished", "pan to the next tab, cancelled",
        "pan to the previous tab, finished", "flick to the next tab"
    ]
    /// The tab a scenario ends on (the middle one, 1, is selected at first): a tap on the
    /// third item, a pan left past half the width (260 of 390 points), a flick at 800 pt/s
    /// select the tab on the right; a 100-point pan at 200 pt/s stays; a pan right past half
    /// selects the one on the left.
    static let endIndex = [
        "tap the next tab": 2, "pan to the next tab, finished": 2, "pan to the next tab, cancelled": 1,
        "pan to the previous tab, finished": 0, "flick to the next tab": 2
    ]

    @Test(arguments: scenarios)
    func scenarioEndsCleanly(_ name: String) throws {
        let scenario = try #require(TabSlideDemo().scenario(named: name))
        try DemoChecks.run(TabSlideDemo(), scenario) { player in
            try expectEndState(index: try #require(Self.endIndex[name]), in: player)
        }
    }

    /// The tab at `index` is selected, its screen fills the space above the 49-point bar and
    /// is the only one on screen; the bar shows the selection; no interaction is left over.
    private func expectEndState(index: Int, in player: ScenarioRun) throws {
        let tabs = try #require(player.root as? UITabBarController)
        let pages = try #require(tabs.viewControllers)
        expectEqual(pages.map(\.title), ["Today", "Places", "Library"])
        expectEqual(tabs.selectedIndex, index)
        #expect(tabs.tabBar.selectedItem === pages[index].tabBarItem)
        for (position, page) in pages.enumerated() {
            #expect((page.viewIfLoaded?.window != nil) == (position == index), "\(page.title ?? "")")
        }
        #expect(pages[index].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "under the tab bar")
        expectEqual(pages[index].view.transform, .identity)
        let delegate = try #require(tabs.delegate)
        #expect(
            delegate.tabBarController(tabs, interactionControllerFor: TabSlideAnimator(direction: 1)) == nil,
            "no interaction controller once the pan has ended")
    }

    @Test func thePanDrivesTheSlideLinearlyTowardsTheTabPickedWhenItBegan() throws {
        try DemoChecks.run(TabSlideDemo()) { player in
            let tabs = try #require(player.root as? UITabBarController)
            let pan = try #require(
                tabs.view.gestureRecognizers?.first { $0 is UIPanGestureRecognizer } as? UIPanGestureRecognizer)
            let library = try #require(tabs.viewControllers?[2])
            var samples: [(translation: CGFloat, incomingX: CGFloat)] = []
            var interactiveAtBegin: Bool?
            pan.addTarget { [unowned pan, unowned tabs, unowned library] _ in  // no cycle: the leak check follows
                if pan.state == .began { interactiveAtBegin = library.transitionCoordinator?.isInteractive }
                guard pan.state == .changed, let layer = library.viewIfLoaded?.layer.presentation() else { return }
                samples.append((pan.translation(in: tabs.view).x, layer.frame.minX))
            }
            // Left by 260 points over half a second.
            player.host.drag(from: CGPoint(x: 330, y: 420), to: CGPoint(x: 70, y: 420), duration: 0.5)
            player.host.runUntilIdle()
            expectEqual(interactiveAtBegin, true)
            #expect(samples.count >= 20)
            for sample in samples {
                // Linear while interactive: the incoming page's left edge is where the finger has
                // pulled it, 390 points to the right of the start minus the distance moved.
                #expect(abs(sample.incomingX - (390 + sample.translation)) < 1, "\(sample)")
            }
            expectEqual(tabs.selectedIndex, 2)
        }
    }

    @Test func aPanAwayFromTheLastTabDoesNothing() throws {
        try DemoChecks.run(TabSlideDemo()) { player in
            let tabs = try #require(player.root as? UITabBarController)
            tabs.selectedIndex = 2  // animated on its own: a programmatic switch vends no interaction
            player.host.runUntilIdle()
            player.host.drag(from: CGPoint(x: 330, y: 420), to: CGPoint(x: 70, y: 420), duration: 0.5)
            player.host.runUntilIdle()
            expectEqual(tabs.selectedIndex, 2)
            #expect(
                tabs.viewControllers?[2].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "under the tab bar")
            #expect(tabs.viewControllers?[2].view.window === player.host.window)
        }
    }

    @Test func aVerticalPanDoesNothing() throws {
        try DemoChecks.run(TabSlideDemo()) { player in
            let tabs = try #require(player.root as? UITabBarController)
            let pan = try #require(tabs.view.gestureRecognizers?.first { $0 is UIPanGestureRecognizer })
            var began = false
            pan.addTarget { _ in if pan.state == .began { began = true } }
            player.host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 170, y: 600), duration: 0.5)
            player.host.runUntilIdle()
            #expect(!began, "the pan's delegate keeps it from beginning")
            expectEqual(tabs.selectedIndex, 1)
        }
    }

    @Test(arguments: scenarios)
    func keyFramesMatchTheSnapshots(_ name: String) {
        DemoKeyFrames.expectTransitionKeyFrames(of: TabSlideDemo(), name, includingStart: name == "tap the next tab")
    }
}
