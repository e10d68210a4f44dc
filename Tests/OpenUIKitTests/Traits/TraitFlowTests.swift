import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Traits flow window → controllers → presentation controllers → views, and environments
/// hear when theirs change, as apps observe them.
@MainActor
@Suite struct TraitFlowTests {
    /// A controller that records the styles it sees change, the way apps react to dark mode.
    final class ThemedViewController: UIViewController {
        var changes: [String] = []
        var announced: [String] = []
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            announced.append(
                "\(newCollection.horizontalSizeClass.rawValue)x\(newCollection.verticalSizeClass.rawValue) now \(traitCollection.verticalSizeClass.rawValue)"
            )
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(
                "\(previousTraitCollection?.userInterfaceStyle.rawValue ?? -9)→\(traitCollection.userInterfaceStyle.rawValue)"
            )
        }
    }

    final class RecordingView: UIView {
        var previous: [UITraitCollection?] = []
        var currentDuringCallback: UIUserInterfaceStyle?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection)
            currentDuringCallback = UITraitCollection.current.userInterfaceStyle
        }
    }

    @Test func aPortraitPhoneWindowIsCompactByRegularAndLight() {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let traits = controller.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceStyle == .light && traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 1 && traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large && traits.userInterfaceLevel == .base)
        #expect(controller.view.traitCollection == traits && host.window.traitCollection == traits)
        expectEqual(UIScreen.main.traitCollection, traits)
    }

    // UIKitBehaviour #224
    @Test func sizeClassesFollowTheWindowAsTheHostResizes() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let controller = ThemedViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        expectEqual(controller.traitCollection.displayScale, 3)
        var seen: [UIUserInterfaceSizeClass] = []
        controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
            (self: ThemedViewController, _: UITraitCollection) in
            seen.append(self.traitCollection.verticalSizeClass)
        }
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(
            controller.traitCollection.horizontalSizeClass == .compact
                && controller.traitCollection.verticalSizeClass == .compact)
        host.resize(to: CGSize(width: 932, height: 430))  // a Max phone in landscape
        #expect(
            controller.traitCollection.horizontalSizeClass == .regular
                && controller.traitCollection.verticalSizeClass == .compact)
        host.resize(to: CGSize(width: 1024, height: 1366))  // an iPad
        #expect(
            controller.traitCollection.horizontalSizeClass == .regular
                && controller.traitCollection.verticalSizeClass == .regular)
        expectEqual(controller.traitCollection.userInterfaceIdiom, .pad)
        expectEqual(seen, [.compact, .regular])
        #expect(
            controller.announced == ["1x1 now 2", "2x1 now 1", "2x2 now 1"],
            "willTransition(to:with:) comes before the change")
        host.resize(to: CGSize(width: 1000, height: 1366))
        #expect(controller.announced.count == 3, "no size-class change, no call")
    }

    // UIKitBehaviour #223
    @Test func darkModeOnTheHostReachesControllersAndViewsOnce() {
        let host = HeadlessHost()
        let controller = ThemedViewController()
        let child = ThemedViewController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        let view = RecordingView()
        child.view.addSubview(view)
        host.window.rootViewController = controller
        host.runUntilIdle()
        #expect(controller.changes.isEmpty && child.changes.isEmpty)
        host.userInterfaceStyle = .dark
        #expect(controller.changes == ["1→2"] && child.changes == ["1→2"])
        #expect(view.previous.last??.userInterfaceStyle == .light && view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.currentDuringCallback == .dark, "UITraitCollection.current is the new traits in the callback")
        host.userInterfaceStyle = .dark
        #expect(controller.changes.count == 1, "no change, no call")
        host.userInterfaceStyle = .light
        expectEqual(controller.changes, ["1→2", "2→1"])
    }

    // UIKitBehaviour #223
    @Test func overrideUserInterfaceStyleOnAControllerReachesItsChildrenButNotWhatItPresents() {
        let host = HeadlessHost()
        let root = ThemedViewController()
        let child = ThemedViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.window.rootViewController = root
        host.runUntilIdle()
        root.overrideUserInterfaceStyle = .dark
        expectEqual(root.overrideUserInterfaceStyle, .dark)
        #expect(
            root.traitCollection.userInterfaceStyle == .dark && child.view.traitCollection.userInterfaceStyle == .dark)
        expectEqual(child.changes, ["1→2"])
        let sheet = ThemedViewController()
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(sheet.traitCollection.userInterfaceStyle == .light, "presented controllers take the window's traits")
        host.window.overrideUserInterfaceStyle = .dark
        #expect(
            sheet.traitCollection.userInterfaceStyle == .dark && sheet.changes == ["1→1", "1→2"], "elevated, then dark")
        root.overrideUserInterfaceStyle = .unspecified
        #expect(root.traitCollection.userInterfaceStyle == .dark, "the window's override still applies")
    }

    @Test func aViewMovingToAWindowWithOtherTraitsHearsIt() {
        let host = HeadlessHost()
        host.window.overrideUserInterfaceStyle = .dark
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.traitCollection.userInterfaceStyle == .light, "outside a window: the screen's traits")
        host.window.addSubview(view)
        #expect(view.previous.count == 1 && view.previous.first??.userInterfaceStyle == .light)
        expectEqual(view.traitCollection.userInterfaceStyle, .dark)
        view.removeFromSuperview()
        #expect(view.traitCollection.userInterfaceStyle == .light && view.previous.count == 2)
    }

    @Test func setOverrideTraitCollectionForChildChangesOnlyThatChild() {
        let host = HeadlessHost()
        let container = UIViewController()
        let first = ThemedViewController()
        let second = ThemedViewController()
        for child in [first, second] {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        host.window.rootViewController = container
        let regular = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceStyle: .dark)
        ])
        container.setOverrideTraitCollection(regular, forChild: first)
        #expect(container.overrideTraitCollection(forChild: first) === regular)
        #expect(
            first.traitCollection.horizontalSizeClass == .regular
                && first.view.traitCollection.userInterfaceStyle == .dark)
        #expect(second.traitCollection.horizontalSizeClass == .compact && second.changes.isEmpty)
        container.setOverrideTraitCollection(nil, forChild: first)
        expectEqual(first.traitCollection.horizontalSizeClass, .compact)
        container.setOverrideTraitCollection(regular, forChild: UIViewController())
        #expect(host.reports.contains { $0.contains("is not a child") })
    }

    @Test func traitOverridesAndRegistrationsFollowTheIOS17Forms() {
        let host = HeadlessHost()
        let controller = ThemedViewController()
        host.window.rootViewController = controller
        var calls: [UIContentSizeCategory] = []
        let registration = controller.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (self: ThemedViewController, previousTraitCollection: UITraitCollection) in
            calls.append(previousTraitCollection.preferredContentSizeCategory)
        }
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(calls.isEmpty, "a style change is not a registered trait")
        controller.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(calls == [.large] && controller.view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(controller.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        controller.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(
            calls == [.large, .extraExtraLarge] && controller.traitCollection.preferredContentSizeCategory == .large)
        controller.unregisterForTraitChanges(registration)
        controller.traitOverrides.preferredContentSizeCategory = .small
        expectEqual(calls.count, 2)
        #expect(controller.overrideUserInterfaceStyle == .dark, "overrideUserInterfaceStyle reads the style override")
    }

    // UIKitBehaviour #226
    @Test func aSheetIsElevatedAndItsPresentationControllerCanOverride() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = ThemedViewController()
        root.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(
            sheet.traitCollection.userInterfaceLevel == .elevated && root.traitCollection.userInterfaceLevel == .base)
        let presentationController = try! #require(sheet.presentationController)
        expectEqual(presentationController.traitCollection.userInterfaceLevel, .elevated)
        presentationController.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(
            sheet.view.traitCollection.userInterfaceStyle == .dark && sheet.changes == ["1→1", "1→2"],
            "elevated, then dark")
        let full = ThemedViewController()
        full.modalPresentationStyle = .fullScreen
        sheet.present(full, animated: false)
        host.runUntilIdle()
        #expect(full.traitCollection.userInterfaceLevel == .base && full.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aSwiftViewObservesStyleWithAHandlerThatTakesItself() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.window.addSubview(view)
        var styles: [UIUserInterfaceStyle] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            styles.append(view.traitCollection.userInterfaceStyle)
        }
        view.overrideUserInterfaceStyle = .dark
        view.overrideUserInterfaceStyle = .dark
        view.overrideUserInterfaceStyle = .light
        view.overrideUserInterfaceStyle = .unspecified
        expectEqual(styles, [.dark, .light])
    }
}
