import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import TestSupport
import Testing

/// A drag that began by scrolling a list in a presented screen goes on as the dismissal when
/// the list reaches its top and the finger keeps pulling down, as a sheet's does: the content
/// stays at its top while the screen follows the finger (UIKitBehaviour #459). Driven by
/// touches.
@MainActor
@Suite struct ScrollHandoverTests {
    /// A list of 60 rows of 24 points, so that row 20 is 480 points down.
    typealias ShortRowsList = ScrollDeferenceTests.ListScreen

    private func shortRowsList() -> ShortRowsList { ShortRowsList(rows: 60, rowHeight: 24) }

    /// A presenter showing the list presented with `.cover()`, scrolled to row 20.
    private func presentedList() -> (HeadlessHost, ColourScreen, ShortRowsList) {
        let (host, root) = Stage.presenter()
        let list = shortRowsList()
        list.modalTransition = .cover()
        root.present(list, animated: true)
        host.runUntilIdle()
        list.tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        host.runUntilIdle()
        return (host, root, list)
    }

    private func top(of list: ShortRowsList) -> CGFloat { -list.tableView.adjustedContentInset.top }

    @Test func oneDragScrollsBackToTheTopThenDismisses() {
        let (host, root, list) = presentedList()
        let top = top(of: list)
        #expect(list.tableView.contentOffset.y > top + 400, "scrolled to row 20: \(list.tableView.contentOffset.y)")
        var samples: [(offset: CGFloat, screen: CGFloat)] = []
        host.drag(from: CGPoint(x: 195, y: 80), to: CGPoint(x: 195, y: 820), duration: 0.5) {
            samples.append(
                (list.tableView.contentOffset.y, list.view.layer.presentation()?.frame.minY ?? list.view.frame.minY))
        }
        let screenMovedWhileScrolled = samples.contains { $0.offset > top + 1 && $0.screen > 1 }
        #expect(!screenMovedWhileScrolled, "the screen stays while the list scrolls: \(samples)")
        let handedOver = samples.firstIndex { $0.screen > 1 }
        #expect(handedOver != nil, "the screen followed the finger once the list was at its top")
        if let handedOver {
            #expect(samples[handedOver...].allSatisfy { $0.offset == top }, "the content stays at its top: \(samples)")
        }
        #expect((samples.map(\.screen).max() ?? 0) > 150)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil, "dismissed")
        #expect(list.tableView.bounces, "bounces given back")
        expectEqual(root.appearances.last, "didAppear")
    }

    @Test func aDragThatTurnsBackBeforeTheTopOnlyScrolls() {
        let (host, root, list) = presentedList()
        let top = top(of: list)
        let script = TouchScript(
            FingerPath.line(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 0.3)
                .moving(to: CGPoint(x: 195, y: 300), duration: 0.2).released(.still))
        var screens: [CGFloat] = []
        host.perform(script) { screens.append(list.view.layer.presentation()?.frame.minY ?? list.view.frame.minY) }
        host.runUntilIdle()
        #expect(root.presentedViewController === list)
        #expect(screens.allSatisfy { $0 == 0 }, "the screen never moved: \(screens)")
        #expect(list.tableView.contentOffset.y > top + 50, "still scrolled: \(list.tableView.contentOffset.y)")
        #expect(list.tableView.bounces)
    }

    @Test func aHandedOverDragTakenBackUpCancelsAndTheListScrollsAgain() {
        let (host, root, list) = presentedList()
        let top = top(of: list)
        let script = TouchScript(
            FingerPath.line(from: CGPoint(x: 195, y: 80), to: CGPoint(x: 195, y: 700), duration: 0.5)
                .moving(to: CGPoint(x: 195, y: 560), duration: 0.3).holding(for: 0.2).released(.still))
        var lowest: CGFloat = 0
        host.perform(script) { lowest = max(lowest, list.view.layer.presentation()?.frame.minY ?? 0) }
        host.runUntilIdle()
        #expect(lowest > 100, "the dismissal followed the finger: \(lowest)")
        #expect(root.presentedViewController === list, "a slow release short of half cancels")
        expectEqual(list.view.frame.minY, 0)
        expectEqual(list.tableView.contentOffset.y, top)
        #expect(list.tableView.bounces, "bounces given back")
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.3)
        host.runUntilIdle()
        #expect(list.tableView.contentOffset.y > top + 200, "the list scrolls again: \(list.tableView.contentOffset.y)")
    }

    /// One fast drag from row 20 down past the top (handed over near its 20th frame), running
    /// `frames[n]` after the drag's `n`th frame.
    private func handOverAndFlick(_ host: HeadlessHost, at frames: [Int: () -> Void]) {
        var frame = 0
        host.drag(from: CGPoint(x: 195, y: 80), to: CGPoint(x: 195, y: 820), duration: 0.5) {
            frame += 1
            frames[frame]?()
        }
    }

    @Test func aTransitionSetToNilMidDragLetsTheDismissalFinishAndGivesBouncesBack() {
        let (host, root, list) = presentedList()
        var wasFollowing = false
        handOverAndFlick(
            host,
            at: [
                24: {
                    wasFollowing = (list.view.layer.presentation()?.frame.minY ?? 0) > 1
                    list.modalTransition = nil
                }
            ])
        host.runUntilIdle()
        #expect(wasFollowing, "the dismissal followed the finger when the transition was taken away")
        #expect(root.presentedViewController == nil, "the dismissal under way finished")
        #expect(list.tableView.bounces)
        expectEqual(list.modalPresentationStyle, .fullScreen)
    }

    @Test func aPresentationAskedForDuringTheHandedOverDismissalIsRefused() {
        let (host, root, list) = presentedList()
        let other = ColourScreen(.systemGreen, title: "Other")
        var wasFollowing = false
        handOverAndFlick(
            host,
            at: [
                24: {
                    wasFollowing = (list.view.layer.presentation()?.frame.minY ?? 0) > 1
                    root.present(other, animated: true)
                }
            ])
        host.runUntilIdle()
        #expect(wasFollowing)
        #expect(root.presentedViewController == nil, "dismissed; the presentation was refused (UIKitBehaviour #390)")
        expectEqual(other.viewIfLoaded?.window, nil)
        #expect(list.tableView.bounces)
    }

    @Test func aListInATabIsNotHandedToTheTabPan() {
        let host = HeadlessHost(screenSize: Stage.screen)
        let list = shortRowsList()
        let tabs = UITabBarController()
        tabs.viewControllers = [list, ColourScreen(.systemBlue, title: "Two")]
        tabs.tabTransition = .slide()
        host.window.rootViewController = tabs
        host.runUntilIdle()
        list.tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        host.drag(from: CGPoint(x: 195, y: 80), to: CGPoint(x: 195, y: 780), duration: 0.5)
        host.runUntilIdle()
        expectEqual(tabs.selectedIndex, 0)
        #expect(list.tableView.bounces)
    }
}
