import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Appearance proxies set the way app delegates set them, then screens pushed and shown
/// (UIKitBehaviour #432–#437).
@MainActor
@Suite(.serialized) struct AppearanceProxyTests {
    final class ThemedList: UIViewController {}
    final class Plain: UIViewController {}
    final class BrandButton: UIButton {}
    final class BrandLabel: UILabel {}
    final class ThemedNavigation: UINavigationController {}

    static func host() -> HeadlessHost {
        HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    /// Shows `screen` with `views` on it in a new host's window.
    @discardableResult
    static func show(_ views: [UIView], on screen: UIViewController = Plain()) -> HeadlessHost {
        let host = host()
        for view in views { screen.view.addSubview(view) }
        host.window.rootViewController = screen
        host.runUntilIdle()
        return host
    }

    @Test func aProxyValueReachesAViewWhenItEntersAWindowNotBefore() {
        // UIKitBehaviour #432
        defer { UIView._removeAllAppearanceProxies() }
        UIButton.appearance().tintColor = .systemPink
        let host = Self.host()
        let screen = Plain()
        let button = UIButton(type: .system)
        screen.view.addSubview(button)
        #expect(button.tintColor != .systemPink, "not while outside a window")
        host.window.rootViewController = screen
        host.runUntilIdle()
        expectEqual(button.tintColor, .systemPink)
        #expect(screen.view.tintColor != .systemPink, "only buttons")
    }

    @Test func aValueSetOnTheInstanceWinsWhicheverCameFirst() {
        // UIKitBehaviour #433
        defer { UIView._removeAllAppearanceProxies() }
        let early = UILabel()
        early.textColor = .green
        UILabel.appearance().textColor = .red
        let late = UILabel()
        late.textColor = .blue
        let untouched = UILabel()
        Self.show([early, late, untouched])
        expectEqual(early.textColor, .green)
        expectEqual(late.textColor, .blue)
        expectEqual(untouched.textColor, .red)
    }

    @Test func theMostSpecificProxyWinsAndSubclassesInherit() {
        // UIKitBehaviour #434
        defer { UIView._removeAllAppearanceProxies() }
        UILabel.appearance().textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [ThemedList.self]).textColor = .orange
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self, ThemedList.self]).textColor = .purple
        BrandLabel.appearance().font = .boldSystemFont(ofSize: 30)
        let host = Self.host()
        let themed = ThemedList()
        let inThemed = UILabel()
        let brand = BrandLabel()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let inCell = UILabel()
        cell.contentView.addSubview(inCell)
        for view in [inThemed, brand, cell] as [UIView] { themed.view.addSubview(view) }
        let navigation = UINavigationController(rootViewController: Plain())
        let elsewhere = UILabel()
        navigation.topViewController?.view.addSubview(elsewhere)
        let tabs = UITabBarController()
        tabs.viewControllers = [themed, navigation]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        tabs.selectedIndex = 1
        host.runUntilIdle()
        expectEqual(inThemed.textColor, .orange)
        #expect(inCell.textColor == .purple, "two containers beat one")
        #expect(brand.textColor == .orange, "a subclass takes its superclass's proxies")
        expectEqual(brand.font, .boldSystemFont(ofSize: 30))
        #expect(inThemed.font != .boldSystemFont(ofSize: 30), "a subclass's proxy is its own")
        expectEqual(elsewhere.textColor, .red)
    }

    @Test func changingTheProxyLaterReachesOnlyViewsThatEnterAWindowAfterwards() {
        // UIKitBehaviour #435
        defer { UIView._removeAllAppearanceProxies() }
        UISwitch.appearance().onTintColor = .orange
        let screen = Plain()
        let shown = UISwitch()
        let host = Self.show([shown], on: screen)
        UISwitch.appearance().onTintColor = .purple
        let added = UISwitch()
        screen.view.addSubview(added)
        host.runUntilIdle()
        #expect(shown.onTintColor == .orange, "a view on screen keeps its look")
        expectEqual(added.onTintColor, .purple)
        shown.removeFromSuperview()
        screen.view.addSubview(shown)
        #expect(shown.onTintColor == .purple, "taken again when it re-enters the window")
    }

    @Test func traitScopedProxiesNeedTheTraits() {
        // UIKitBehaviour #436
        defer { UIView._removeAllAppearanceProxies() }
        UIProgressView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).progressTintColor = .yellow
        UIProgressView.appearance(
            for: UITraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [ThemedList.self]
        ).trackTintColor = .brown
        let screen = ThemedList()
        let light = UIProgressView()
        let host = Self.show([light], on: screen)
        expectEqual(light.progressTintColor, nil)
        host.userInterfaceStyle = .dark
        host.runUntilIdle()
        let dark = UIProgressView()
        screen.view.addSubview(dark)
        expectEqual(dark.progressTintColor, .yellow)
        expectEqual(dark.trackTintColor, .brown)
    }

    @Test func controlsTakeTheirMarkedProperties() {
        defer { UIView._removeAllAppearanceProxies() }
        UIButton.appearance().setTitleColor(.orange, for: .normal)
        UIButton.appearance().setTitleShadowColor(.black, for: .normal)
        UISlider.appearance().minimumTrackTintColor = .green
        UISlider.appearance().thumbTintColor = .red
        UIPageControl.appearance().currentPageIndicatorTintColor = .purple
        UISegmentedControl.appearance().selectedSegmentTintColor = .yellow
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .selected)
        UITableView.appearance().separatorColor = .red
        UITableViewCell.appearance().selectionStyle = .none
        UIActivityIndicatorView.appearance().color = .magenta
        UIRefreshControl.appearance().tintColor = .orange
        UITextField.appearance().tintColor = .green
        UITableView.appearance().backgroundColor = .cyan
        let button = UIButton(type: .system)
        let slider = UISlider()
        let pages = UIPageControl()
        let segments = UISegmentedControl(items: ["A", "B"])
        let table = UITableView(frame: .zero, style: .plain)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let spinner = UIActivityIndicatorView(style: .medium)
        let refresh = UIRefreshControl()
        let field = UITextField()
        Self.show([button, slider, pages, segments, table, cell, spinner, refresh, field])
        expectEqual(button.titleColor(for: .normal), .orange)
        expectEqual(button.titleShadowColor(for: .normal), .black)
        #expect(slider.minimumTrackTintColor == .green && slider.thumbTintColor == .red)
        expectEqual(pages.currentPageIndicatorTintColor, .purple)
        expectEqual(segments.selectedSegmentTintColor, .yellow)
        expectEqual(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .blue)
        expectEqual(table.separatorColor, .red)
        #expect(table.backgroundColor == .cyan, "Segue's own default background does not count as set")
        expectEqual(cell.selectionStyle, UITableViewCell.SelectionStyle.none)
        expectEqual(spinner.color, .magenta)
        expectEqual(refresh.tintColor, .orange)
        expectEqual(field.tintColor, .green)
    }

    @Test func barButtonItemsAndBarsInAContainer() {
        // UIKitBehaviour #437
        defer { UIView._removeAllAppearanceProxies() }
        UIBarButtonItem.appearance().tintColor = .orange
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).setTitleTextAttributes(
            [.foregroundColor: UIColor.purple], for: .normal)
        UINavigationBar.appearance(whenContainedInInstancesOf: [ThemedNavigation.self]).barTintColor = .red
        UIButton.appearance().tintColor = .green
        let host = Self.host()
        let screen = Plain()
        let done = UIBarButtonItem(title: "Done", style: .done)
        let own = UIBarButtonItem(title: "Mine", style: .plain)
        own.tintColor = .blue
        screen.navigationItem.rightBarButtonItems = [done, own]
        let share = UIBarButtonItem(title: "Share", style: .plain)
        screen.toolbarItems = [share]
        let navigation = ThemedNavigation(rootViewController: screen)
        navigation.isToolbarHidden = false
        host.window.rootViewController = navigation
        host.runUntilIdle()
        expectEqual(done.tintColor, .orange)
        expectEqual(own.tintColor, .blue)
        expectEqual(share.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .purple)
        #expect(done.titleTextAttributes(for: .normal) == nil, "only in toolbars")
        expectEqual(navigation.navigationBar.barTintColor, .red)
        #expect((done._view as? UIButton)?.tintColor == .orange, "bar buttons are not UIButtons to the proxies")
        let other = UINavigationController(rootViewController: Plain())
        host.window.rootViewController = other
        host.runUntilIdle()
        expectEqual(other.navigationBar.barTintColor, nil)
    }

    @Test func oddInputHasADefinedOutcome() {
        defer { UIView._removeAllAppearanceProxies() }
        // An empty trait collection scopes nothing; an empty container list is appearance().
        #expect(UILabel.appearance(for: UITraitCollection()) === UILabel.appearance())
        #expect(UILabel.appearance(whenContainedInInstancesOf: []) === UILabel.appearance())
        #expect(
            UILabel.appearance(whenContainedInInstancesOf: [Plain.self])
                === UILabel.appearance(whenContainedInInstancesOf: [Plain.self]))
        // Setting nil on a proxy is a value too: it clears what a broader proxy set.
        UILabel.appearance().backgroundColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [Plain.self]).backgroundColor = nil
        // A chain the hierarchy cannot match never applies.
        UILabel.appearance(whenContainedInInstancesOf: [Plain.self, UITableViewCell.self]).textColor = .orange
        let label = UILabel()
        Self.show([label])
        expectEqual(label.backgroundColor, nil)
        #expect(label.textColor != .orange)
        // The proxy itself never shows and never takes other proxies' values.
        let proxy = UILabel.appearance()
        expectEqual(proxy.window, nil)
        #expect(proxy._isAppearanceProxy)
    }

    @Test func aThemedScreenAsDrawn() {
        defer { UIView._removeAllAppearanceProxies() }
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .systemPink
        UIButton.appearance().tintColor = .systemPink
        UISwitch.appearance().onTintColor = .systemPink
        UISlider.appearance().minimumTrackTintColor = .systemPink
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemPink
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIBarButtonItem.appearance().tintColor = .systemPink
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 400),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let screen = Plain()
        screen.view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Themed"
        title.font = .boldSystemFont(ofSize: 17)
        title.sizeToFit()
        screen.navigationItem.titleView = title
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
        let button = UIButton(type: .system)
        button.setTitle("Subscribe", for: .normal)
        button.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        let own = UIButton(type: .system)
        own.setTitle("Own tint", for: .normal)
        own.tintColor = .systemGreen
        own.frame = CGRect(x: 200, y: 120, width: 120, height: 44)
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.frame.origin = CGPoint(x: 20, y: 180)
        let slider = UISlider(frame: CGRect(x: 20, y: 240, width: 350, height: 30))
        slider.value = 0.6
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        segments.frame = CGRect(x: 20, y: 300, width: 350, height: 32)
        for view in [button, own, toggle, slider, segments] as [UIView] { screen.view.addSubview(view) }
        host.window.rootViewController = UINavigationController(rootViewController: screen)
        host.runUntilIdle()
        expectEqual(title.textColor, .systemPink)
        expectSnapshot(of: host.render(), named: "themed-screen", tolerance: 3)
    }

    @Test func aScreenPushedMidTransitionIsThemedBeforeItsFirstFrame() {
        // UIKitBehaviour #432, #435: overlap with pushes and pops in flight
        defer { UIView._removeAllAppearanceProxies() }
        UISwitch.appearance().onTintColor = .orange
        let host = Self.host()
        let navigation = UINavigationController(rootViewController: Plain())
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let first = Plain()
        let second = Plain()
        let firstSwitch = UISwitch()
        let secondSwitch = UISwitch()
        first.view.addSubview(firstSwitch)
        second.view.addSubview(secondSwitch)
        navigation.pushViewController(first, animated: true)
        host.runFrame()
        #expect(firstSwitch.window != nil && firstSwitch.onTintColor == .orange, "themed on the push's first frame")
        // A change made mid-push reaches the next screen only; a screen that returns during a pop
        // in flight (another pop requested over it) takes the proxies again.
        UISwitch.appearance().onTintColor = .purple
        host.advance(by: 0.1)
        navigation.pushViewController(second, animated: true)
        host.runUntilIdle()
        expectEqual(firstSwitch.onTintColor, .orange)
        expectEqual(secondSwitch.onTintColor, .purple)
        navigation.popViewController(animated: true)
        host.advance(by: 0.1)
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(firstSwitch.onTintColor == .purple, "it left the window and came back")
    }
}
