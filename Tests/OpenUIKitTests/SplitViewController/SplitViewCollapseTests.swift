import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Collapsing into one navigation stack on a compact width and expanding back when the window
/// grows: column-style and classic split views, their delegates, and appearance.
@MainActor
@Suite struct SplitViewCollapseTests {
    /// A delegate that logs what it is asked and told, the way apps implement it.
    final class Log: NSObject, UISplitViewControllerDelegate {
        var calls: [String] = []
        var topColumn: UISplitViewController.Column?
        var collapsesSecondary = false

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            calls.append("topColumn(proposed: \(proposedTopColumn.rawValue))")
            return topColumn ?? proposedTopColumn
        }
        func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
        ) -> UISplitViewController.DisplayMode {
            calls.append("displayModeForExpanding(proposed: \(proposedDisplayMode.rawValue))")
            return proposedDisplayMode
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            calls.append("didCollapse(\(svc.isCollapsed))")
        }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            calls.append("didExpand(\(svc.isCollapsed))")
        }
        func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
            calls.append("primaryForCollapsing")
            return nil
        }
        func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
            calls.append("primaryForExpanding")
            return nil
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            calls.append("collapseSecondary")
            return collapsesSecondary
        }
        func splitViewController(
            _ splitViewController: UISplitViewController,
            separateSecondaryFrom primaryViewController: UIViewController
        ) -> UIViewController? {
            calls.append("separateSecondary")
            return nil
        }
    }

    @Test func aColumnSplitViewCollapsesWithTheSecondaryPushedOnThePrimary() throws {
        // UIKitBehaviour #319, #324
        let recorder = TransitionRecorder()
        let log = Log()
        let (host, split, primary, _, secondary) = SplitStage.columns(recorder: recorder) { $0.delegate = log }
        let primaryNavigation = try #require(primary.navigationController)
        let secondaryNavigation = try #require(secondary.navigationController)
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        expectEqual(log.calls, ["topColumn(proposed: 2)", "didCollapse(true)"])
        expectEqual(primaryNavigation.viewControllers.map { $0 }, [primary, secondary])
        #expect(secondaryNavigation.viewControllers.isEmpty)
        expectEqual(SplitStage.frame(of: primaryNavigation), CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(SplitStage.isOnScreen(secondary) && !SplitStage.isOnScreen(primary))
        #expect(primaryNavigation.navigationBar.backItem?.title == "primary", "a back button to the primary")
        #expect(split.viewController(for: .secondary) === secondary)

        log.calls = []
        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        expectEqual(log.calls, ["displayModeForExpanding(proposed: 2)", "didExpand(false)"])
        expectEqual(primaryNavigation.viewControllers.map { $0 }, [primary])
        expectEqual(secondaryNavigation.viewControllers.map { $0 }, [secondary])
        expectEqual(SplitStage.frame(of: secondaryNavigation), CGRect(x: 320, y: 0, width: 860, height: 820))
        expectEqual(SplitAppearanceCheck.finalState(of: "primary", in: recorder), .appeared)
        expectEqual(SplitAppearanceCheck.finalState(of: "secondary", in: recorder), .appeared)
    }

    @Test func aDelegateCanCollapseToThePrimary() throws {
        // UIKitBehaviour #319, #324
        let recorder = TransitionRecorder()
        let log = Log()
        log.topColumn = .primary
        let (host, split, primary, _, secondary) = SplitStage.columns(recorder: recorder) { $0.delegate = log }
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        expectEqual(primary.navigationController?.viewControllers.map { $0 }, [primary])
        #expect(SplitStage.isOnScreen(primary) && !SplitStage.isOnScreen(secondary))
        expectEqual(SplitAppearanceCheck.finalState(of: "secondary", in: recorder), .disappeared)
        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(SplitStage.isOnScreen(primary) && SplitStage.isOnScreen(secondary))
        expectEqual(SplitAppearanceCheck.finalState(of: "secondary", in: recorder), .appeared)
    }

    @Test func startingOnAPhoneTheSplitViewIsCollapsedBeforeItAppears() throws {
        // UIKitBehaviour #319, #324
        let recorder = TransitionRecorder()
        let (_, split, primary, _, secondary) = SplitStage.columns(size: SplitStage.phone, recorder: recorder)
        #expect(split.isCollapsed)
        #expect(primary.navigationController?.topViewController === secondary)
        #expect(
            SplitAppearanceCheck.calls(of: "secondary", in: recorder) == [
                "viewWillAppear(animated: false)", "viewDidAppear(animated: false)"
            ])
        #expect(SplitAppearanceCheck.calls(of: "primary", in: recorder).isEmpty)
    }

    @Test func theCompactColumnReplacesTheStackWhileCollapsed() throws {
        // UIKitBehaviour #319
        let recorder = TransitionRecorder()
        let tabs = SplitStage.page("tabs", recorder)
        let (host, split, primary, _, secondary) = SplitStage.columns(recorder: recorder) {
            $0.setViewController(tabs, for: .compact)
        }
        #expect(tabs.parent == nil, "the compact column's controller is a child only while collapsed")
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        #expect(tabs.parent === split)
        #expect(tabs.navigationController == nil, "the compact column is not wrapped")
        expectEqual(SplitStage.frame(of: tabs), CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(!SplitStage.isOnScreen(primary) && !SplitStage.isOnScreen(secondary))
        #expect(primary.navigationController?.viewControllers.count == 1, "the columns keep their stacks")
        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        #expect(tabs.parent == nil && !SplitStage.isOnScreen(tabs))
        #expect(SplitStage.isOnScreen(primary) && SplitStage.isOnScreen(secondary))
        expectEqual(SplitAppearanceCheck.finalState(of: "tabs", in: recorder), .disappeared)
    }

    @Test func aTripleColumnSplitViewStacksAllThreeColumns() throws {
        // UIKitBehaviour #319
        let (host, _, primary, supplementary, secondary) = SplitStage.columns(.tripleColumn)
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        expectEqual(primary.navigationController?.viewControllers.map { $0 }, [primary, supplementary!, secondary])
        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        expectEqual(supplementary!.navigationController?.viewControllers.map { $0 }, [supplementary!])
        expectEqual(secondary.navigationController?.viewControllers.map { $0 }, [secondary])
    }

    @Test func controllersPushedWhileCollapsedStayWithTheirColumn() throws {
        // UIKitBehaviour #319, #326
        let recorder = TransitionRecorder()
        let (host, split, primary, _, secondary) = SplitStage.columns(recorder: recorder)
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        let navigation = try #require(primary.navigationController)
        let more = SplitStage.page("more", recorder)
        navigation.pushViewController(more, animated: true)
        host.runUntilIdle()
        expectEqual(navigation.viewControllers.map { $0 }, [primary, secondary, more])
        split.hide(.secondary)
        host.runUntilIdle()
        #expect(navigation.viewControllers.map { $0 } == [primary], "hiding the top column pops it")
        split.hide(.primary)
        #expect(navigation.viewControllers.map { $0 } == [primary], "the primary is never hidden")
        split.show(.secondary)
        host.runUntilIdle()
        #expect(navigation.viewControllers.map { $0 } == [primary, secondary], "showing pushes the column's stack")
        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        expectEqual(secondary.navigationController?.viewControllers.map { $0 }, [secondary])
        expectEqual(SplitAppearanceCheck.finalState(of: "more", in: recorder), .disappeared)
        for name in ["primary", "secondary", "more"] {
            #expect(SplitAppearanceCheck.finalState(of: name, in: recorder) != nil, "\(name)'s calls are balanced")
        }
    }

    @Test func aSecondaryPoppedWhileCollapsedComesBackWhenExpanding() throws {
        // UIKitBehaviour #319
        let (host, _, primary, _, secondary) = SplitStage.columns()
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        primary.navigationController?.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(secondary.parent, nil)
        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        expectEqual(secondary.navigationController?.viewControllers.map { $0 }, [secondary])
        #expect(SplitStage.isOnScreen(secondary))
    }

    // MARK: Classic

    /// A classic master–detail split view, each side in a navigation controller.
    static func classic(size: CGSize, recorder: TransitionRecorder, delegate: Log)
        -> (
            HeadlessHost, UISplitViewController, UIViewController, UINavigationController, UIViewController,
            UINavigationController
        )
    {
        let host = HeadlessHost(screenSize: size)
        let master = SplitStage.page("master", recorder)
        let detail = SplitStage.page("detail", recorder)
        let masterNavigation = UINavigationController(rootViewController: master)
        let detailNavigation = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [masterNavigation, detailNavigation]
        host.window.rootViewController = split
        host.runUntilIdle()
        return (host, split, master, masterNavigation, detail, detailNavigation)
    }

    @Test func aClassicSplitViewCollapsesTheDetailOntoTheMasterStack() throws {
        // UIKitBehaviour #320, #324
        let recorder = TransitionRecorder()
        let log = Log()
        let (host, split, master, masterNavigation, detail, detailNavigation) = Self.classic(
            size: SplitStage.landscape, recorder: recorder, delegate: log)
        host.resize(to: SplitStage.phone)
        host.runUntilIdle()
        expectEqual(log.calls, ["primaryForCollapsing", "collapseSecondary"])
        #expect(split.isCollapsed)
        expectEqual(split.viewControllers.map { $0 }, [masterNavigation])
        #expect(
            masterNavigation.viewControllers.map { $0 } == [master, detail],
            "the detail's controllers move onto the master's stack")
        expectEqual(detailNavigation.parent, nil)
        #expect(SplitStage.isOnScreen(detail) && !SplitStage.isOnScreen(master))

        log.calls = []
        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        expectEqual(log.calls, ["primaryForExpanding", "separateSecondary"])
        expectEqual(split.viewControllers.map { $0 }, [masterNavigation, detailNavigation])
        expectEqual(detailNavigation.viewControllers.map { $0 }, [detail])
        expectEqual(masterNavigation.viewControllers.map { $0 }, [master])
        expectEqual(SplitStage.frame(of: detailNavigation), CGRect(x: 320, y: 0, width: 860, height: 820))
        expectEqual(SplitAppearanceCheck.finalState(of: "detail", in: recorder), .appeared)
        expectEqual(SplitAppearanceCheck.finalState(of: "master", in: recorder), .appeared)
    }

    @Test func aDelegateThatCollapsesTheDetailItselfShowsTheMaster() throws {
        // UIKitBehaviour #320: the master–detail template's "return true" for an empty detail
        let recorder = TransitionRecorder()
        let log = Log()
        log.collapsesSecondary = true
        let (host, split, master, masterNavigation, _, detailNavigation) = Self.classic(
            size: SplitStage.phone, recorder: recorder, delegate: log)
        #expect(split.isCollapsed)
        expectEqual(masterNavigation.viewControllers.map { $0 }, [master])
        #expect(SplitStage.isOnScreen(master))
        #expect(SplitAppearanceCheck.calls(of: "detail", in: recorder).isEmpty)

        // A selection shows a detail: pushed on the master's stack.
        let chosen = SplitStage.page("chosen", recorder)
        master.showDetailViewController(UINavigationController(rootViewController: chosen), sender: nil)
        host.runUntilIdle()
        expectEqual(masterNavigation.viewControllers.map { $0 }, [master, chosen])
        #expect(SplitStage.isOnScreen(chosen))

        host.resize(to: SplitStage.landscape)
        host.runUntilIdle()
        expectEqual(split.viewControllers.count, 2)
        #expect(
            (split.viewControllers.last as? UINavigationController)?.viewControllers.map { $0 } == [chosen],
            "the shown detail is the secondary")
        expectEqual(detailNavigation.parent, nil)
        expectEqual(SplitAppearanceCheck.finalState(of: "chosen", in: recorder), .appeared)
    }

    @Test func showDetailReplacesTheSecondaryWhenExpanded() throws {
        // UIKitBehaviour #323
        let recorder = TransitionRecorder()
        let (host, split, master, _, _, detailNavigation) = Self.classic(
            size: SplitStage.landscape, recorder: recorder, delegate: Log())
        let other = UINavigationController(rootViewController: SplitStage.page("other", recorder))
        master.showDetailViewController(other, sender: nil)
        host.runUntilIdle()
        #expect(split.viewControllers.last === other)
        #expect(detailNavigation.parent == nil && !SplitStage.isOnScreen(detailNavigation))
        expectEqual(SplitStage.frame(of: other), CGRect(x: 320, y: 0, width: 860, height: 820))
        expectEqual(SplitAppearanceCheck.finalState(of: "detail", in: recorder), .disappeared)
    }

    @Test func showDetailInAColumnSplitViewSetsAndShowsTheSecondary() throws {
        // UIKitBehaviour #323
        let recorder = TransitionRecorder()
        let (host, split, primary, _, _) = SplitStage.columns(size: SplitStage.phone, recorder: recorder) { split in
            final class KeepPrimary: NSObject, UISplitViewControllerDelegate {
                func splitViewController(
                    _ svc: UISplitViewController,
                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
                ) -> UISplitViewController.Column { .primary }
            }
            let delegate = KeepPrimary()
            split.delegate = delegate
            objc_keep(delegate)
        }
        expectEqual(primary.navigationController?.viewControllers.map { $0 }, [primary])
        let detail = SplitStage.page("detail", recorder)
        primary.showDetailViewController(detail, sender: nil)
        host.runUntilIdle()
        #expect(split.viewController(for: .secondary) === detail)
        expectEqual(primary.navigationController?.viewControllers.map { $0 }, [primary, detail])
        #expect(SplitStage.isOnScreen(detail))
    }
}

/// Keeps an object alive for the rest of the test process (a delegate made in a closure).
@MainActor private var keptObjects: [AnyObject] = []
@MainActor private func objc_keep(_ object: AnyObject) { keptObjects.append(object) }
