import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Column-style and classic split views laid out on iPad sizes: display modes, split
/// behaviors, column widths and the navigation controllers around columns.
@MainActor
@Suite struct SplitViewLayoutTests {
    @Test func aDoubleColumnSplitViewInLandscapeTilesTheSidebarBesideTheSecondary() throws {
        // UIKitBehaviour #310, #312, #314, #315
        let (host, split, primary, _, secondary) = SplitStage.columns()
        expectEqual(split.style, .doubleColumn)
        #expect(!split.isCollapsed)
        expectEqual(split.displayMode, .oneBesideSecondary)
        expectEqual(split.splitBehavior, .tile)
        expectEqual(split.primaryColumnWidth, 320)
        expectEqual(SplitStage.frame(of: primary.navigationController!), CGRect(x: 0, y: 0, width: 320, height: 820))
        expectEqual(
            SplitStage.frame(of: secondary.navigationController!), CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(
            split.viewController(for: .primary) === primary,
            "the app's controller, not the navigation controller made for it")
        expectEqual(split.viewController(for: .supplementary), nil)
        let navigations = split.viewControllers
        expectEqual(navigations.count, 2)
        #expect((navigations[0] as? UINavigationController)?.viewControllers.first === primary)
        #expect((navigations[1] as? UINavigationController)?.viewControllers.first === secondary)
        expectEqual(split.children.map { $0 }, navigations.map { $0 })
        #expect(primary.splitViewController === split && secondary.splitViewController === split)
        expectEqual(primary.navigationController?.navigationBar.topItem?.title, "primary")
        #expect(host.reports.isEmpty)
    }

    @Test func aNavigationControllerGivenForAColumnIsUsedAsIs() throws {
        // UIKitBehaviour #314
        let recorder = TransitionRecorder()
        let list = SplitStage.page("list", recorder)
        let navigation = UINavigationController(rootViewController: list)
        let (_, split, _, _, _) = SplitStage.columns { split in split.setViewController(navigation, for: .primary) }
        #expect(split.viewController(for: .primary) === navigation)
        #expect(list.navigationController === navigation)
        #expect(split.viewControllers.first === navigation)
    }

    @Test func inPortraitOnlyTheSecondaryShowsAndSidebarsOverlayIt() throws {
        // UIKitBehaviour #312, #315
        let (_, split, primary, _, secondary) = SplitStage.columns(size: SplitStage.portrait)
        expectEqual(split.displayMode, .secondaryOnly)
        expectEqual(split.splitBehavior, .overlay)
        #expect(!SplitStage.isOnScreen(primary))
        expectEqual(primary._appearanceStateName, "disappeared")
        expectEqual(SplitStage.frame(of: secondary.navigationController!), CGRect(x: 0, y: 0, width: 820, height: 1180))
    }

    @Test func aTripleColumnSplitViewInLandscapeShowsTheSupplementaryBesideTheSecondary() throws {
        // UIKitBehaviour #312, #315
        let (_, split, primary, supplementary, secondary) = SplitStage.columns(.tripleColumn)
        expectEqual(split.displayMode, .oneBesideSecondary)
        expectEqual(split.splitBehavior, .displace)
        #expect(!SplitStage.isOnScreen(primary))
        #expect(
            SplitStage.frame(of: supplementary!.navigationController!) == CGRect(x: 0, y: 0, width: 320, height: 820))
        expectEqual(
            SplitStage.frame(of: secondary.navigationController!), CGRect(x: 320, y: 0, width: 860, height: 820))
        expectEqual(split.supplementaryColumnWidth, 320)
    }

    @Test func threeTiledColumnsShareTheWidth() throws {
        // UIKitBehaviour #312, #315
        let (_, split, primary, supplementary, secondary) = SplitStage.columns(.tripleColumn) { split in
            split.preferredSplitBehavior = .tile
            split.preferredDisplayMode = .twoBesideSecondary
            split.preferredSupplementaryColumnWidth = 300
        }
        expectEqual(split.displayMode, .twoBesideSecondary)
        expectEqual(SplitStage.frame(of: primary.navigationController!), CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(
            SplitStage.frame(of: supplementary!.navigationController!) == CGRect(x: 320, y: 0, width: 300, height: 820))
        expectEqual(
            SplitStage.frame(of: secondary.navigationController!), CGRect(x: 620, y: 0, width: 560, height: 820))
    }

    @Test func aPreferredDisplayModeIsInterpretedForTheSplitBehavior() throws {
        // UIKitBehaviour #312: UIKit's documented example, and the rest of its table
        let (_, split, _, _, _) = SplitStage.columns(.tripleColumn) { $0.preferredDisplayMode = .twoBesideSecondary }
        expectEqual(split.splitBehavior, .displace)
        expectEqual(split.displayMode, .twoDisplaceSecondary)
        split.preferredSplitBehavior = .overlay
        expectEqual(split.displayMode, .twoOverSecondary)
        split.preferredSplitBehavior = .tile
        expectEqual(split.displayMode, .twoBesideSecondary)
        split.preferredDisplayMode = .oneOverSecondary
        expectEqual(split.displayMode, .oneBesideSecondary)
        split.preferredDisplayMode = .automatic
        #expect(split.displayMode != .automatic, "displayMode never reads .automatic")
    }

    @Test func displacedSecondaryKeepsItsWidthAndIsDimmed() throws {
        // UIKitBehaviour #315
        let (host, split, primary, supplementary, secondary) = SplitStage.columns(.tripleColumn) {
            $0.preferredDisplayMode = .twoDisplaceSecondary
        }
        expectEqual(split.displayMode, .twoDisplaceSecondary)
        expectEqual(SplitStage.frame(of: primary.navigationController!).minX, 0)
        expectEqual(SplitStage.frame(of: supplementary!.navigationController!).minX, 320)
        #expect(
            SplitStage.frame(of: secondary.navigationController!) == CGRect(x: 640, y: 0, width: 860, height: 820),
            "pushed off the trailing edge, as wide as beside one sidebar")
        let hit = host.window.hitTest(CGPoint(x: 900, y: 400), with: nil)
        #expect(hit != nil && !(hit!.isDescendant(of: secondary.view)), "the dimmed secondary does not take touches")
    }

    @Test func classicSplitViewsUseTheirControllersAsGiven() throws {
        // UIKitBehaviour #310, #314, #315
        let host = HeadlessHost(screenSize: SplitStage.landscape)
        let recorder = TransitionRecorder()
        let split = UISplitViewController()
        let master = SplitStage.page("master", recorder)
        let detail = SplitStage.page("detail", recorder)
        split.viewControllers = [master, detail]
        host.window.rootViewController = split
        host.runUntilIdle()
        expectEqual(split.style, .unspecified)
        expectEqual(split.viewControllers.map { $0 }, [master, detail])
        #expect(master.navigationController == nil, "no navigation controller is made in the classic style")
        expectEqual(split.displayMode, .oneBesideSecondary)
        expectEqual(SplitStage.frame(of: master), CGRect(x: 0, y: 0, width: 320, height: 820))
        expectEqual(SplitStage.frame(of: detail), CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(split.presentsWithGesture)
        expectEqual(split.primaryEdge, .leading)
        expectEqual(split.preferredDisplayMode, .automatic)
        expectEqual(split.primaryBackgroundStyle, .none)
    }

    @Test func aClassicSplitViewIgnoresTripleColumnDisplayModes() throws {
        // UIKitBehaviour #312: UIKit logs and ignores a mode outside the classic range
        let host = HeadlessHost(screenSize: SplitStage.landscape)
        let split = UISplitViewController()
        split.preferredDisplayMode = .primaryOverlay
        split.preferredDisplayMode = .twoBesideSecondary
        expectEqual(split.preferredDisplayMode, .oneOverSecondary)
        #expect(host.reports.contains { $0.contains("setPreferredDisplayMode") })
        expectEqual(UISplitViewController.DisplayMode.allVisible, .oneBesideSecondary)
        expectEqual(UISplitViewController.DisplayMode.primaryHidden, .secondaryOnly)
        expectEqual(UISplitViewController.DisplayMode.twoDisplaceSecondary.rawValue, 6)
    }

    @Test func columnWidthsFollowPointsThenFractionsWithinTheLimits() throws {
        // UIKitBehaviour #313
        let (host, split, primary, _, _) = SplitStage.columns()
        expectEqual(UISplitViewController.automaticDimension, -1)
        expectEqual(split.preferredPrimaryColumnWidthFraction, UISplitViewController.automaticDimension)
        split.preferredPrimaryColumnWidthFraction = 0.4
        host.runUntilIdle()
        expectEqual(split.primaryColumnWidth, 472)
        expectEqual(SplitStage.frame(of: primary.navigationController!).width, 472)
        split.maximumPrimaryColumnWidth = 400
        expectEqual(split.primaryColumnWidth, 400)
        split.preferredPrimaryColumnWidth = 250
        #expect(split.primaryColumnWidth == 250, "points win over the fraction")
        split.minimumPrimaryColumnWidth = 280
        expectEqual(split.primaryColumnWidth, 280)
        split.preferredPrimaryColumnWidth = .nan
        split.preferredPrimaryColumnWidthFraction = 1.5
        split.minimumPrimaryColumnWidth = -3
        #expect(
            split.preferredPrimaryColumnWidth == 250 && split.preferredPrimaryColumnWidthFraction == 0.4
                && split.minimumPrimaryColumnWidth == 280, "bad widths are ignored")
        expectEqual(host.reports.filter { $0.contains("is not a width") }.count, 3)

        let classic = UISplitViewController()
        classic.preferredPrimaryColumnWidthFraction = 0.5
        #expect(
            classic.primaryColumnWidth == 320, "a classic fraction stops at 320 points unless the maximum is raised")
        classic.maximumPrimaryColumnWidth = 1000
        expectEqual(classic.primaryColumnWidth, 590)
    }

    @Test func theTrailingEdgeMirrorsTheColumns() throws {
        // UIKitBehaviour #327
        let (_, _, primary, _, secondary) = SplitStage.columns { $0.primaryEdge = .trailing }
        expectEqual(SplitStage.frame(of: primary.navigationController!), CGRect(x: 860, y: 0, width: 320, height: 820))
        expectEqual(SplitStage.frame(of: secondary.navigationController!), CGRect(x: 0, y: 0, width: 860, height: 820))
    }

    @Test func settingViewControllersOnAColumnStyleSplitViewFillsTheColumnsInOrder() throws {
        // UIKitBehaviour #314
        let recorder = TransitionRecorder()
        let split = UISplitViewController(style: .tripleColumn)
        let a = SplitStage.page("a", recorder)
        let b = SplitStage.page("b", recorder)
        let c = SplitStage.page("c", recorder)
        split.viewControllers = [a, b, c]
        #expect(split.viewController(for: .primary) === a)
        #expect(split.viewController(for: .supplementary) === b)
        #expect(split.viewController(for: .secondary) === c)
        split.setViewController(nil, for: .supplementary)
        expectEqual(split.viewController(for: .supplementary), nil)
        #expect(b.parent == nil && b.navigationController == nil)
        expectEqual(split.viewControllers.count, 2)
    }

    @Test func aDelegateDecidesTheOrientationsOnlyWhenItAnswers() throws {
        // UIKitBehaviour #325
        final class PortraitOnly: NSObject, UISplitViewControllerDelegate {
            func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
                -> UIInterfaceOrientationMask
            { .portrait }
        }
        final class Silent: NSObject, UISplitViewControllerDelegate {}
        _ = HeadlessHost(screenSize: SplitStage.landscape)
        let split = UISplitViewController(style: .doubleColumn)
        let portraitOnly = PortraitOnly()
        let silent = Silent()
        split.delegate = portraitOnly
        expectEqual(split.supportedInterfaceOrientations, .portrait)
        split.delegate = silent
        #expect(split.supportedInterfaceOrientations == .all, "an iPad controller's own answer")
        #expect(split.preferredInterfaceOrientationForPresentation != .unknown)
    }

    // MARK: Programmer errors (UIKit raises)

    @Test func initWithTheUnspecifiedStyleRaises() async {
        // UIKitBehaviour #310
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UISplitViewController(style: .unspecified) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-initWithStyle: may not be used with UISplitViewControllerStyleUnspecified"))
    }

    @Test func columnAPIsOnAClassicSplitViewRaise() async {
        // UIKitBehaviour #311
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UISplitViewController().setViewController(UIViewController(), for: .primary) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("This API requires initializing the UISplitViewController with -initWithStyle:"))
    }

    @Test func aSupplementaryControllerInADoubleColumnSplitViewRaises() async {
        // UIKitBehaviour #311
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UISplitViewController(style: .doubleColumn).setViewController(UIViewController(), for: .supplementary)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Non-nil view controller not accepted for Supplementary column"))
    }

    @Test func showingTheCompactColumnRaises() async {
        // UIKitBehaviour #311
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UISplitViewController(style: .doubleColumn).show(.compact) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Programmatic column showing not supported for Compact column"))
    }

    @Test func mutatingTheSplitViewInsideADelegateCallbackRaises() async {
        // UIKitBehaviour #318
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Meddler: NSObject, UISplitViewControllerDelegate {
                    func splitViewController(
                        _ svc: UISplitViewController,
                        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
                    ) -> UISplitViewController.Column {
                        svc.preferredDisplayMode = .secondaryOnly
                        return proposedTopColumn
                    }
                }
                let host = HeadlessHost(screenSize: SplitStage.landscape)
                let split = UISplitViewController(style: .doubleColumn)
                let meddler = Meddler()
                split.delegate = meddler
                split.setViewController(UIViewController(), for: .primary)
                split.setViewController(UIViewController(), for: .secondary)
                host.window.rootViewController = split
                host.runUntilIdle()
                host.resize(to: SplitStage.phone)
                withExtendedLifetime(meddler) {}
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Mutating UISplitViewController with -setPreferredDisplayMode: is not allowed during a delegate callback."
            ))
    }
}

extension UIViewController {
    /// The appearance state's name, for tests.
    var _appearanceStateName: String { "\(_appearanceState)" }
}
