import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// Bar appearances as apps configure them in iOS 13–17 code: a red brand bar, the iOS 15
/// scroll-edge surprise and its usual fix, per-controller looks, the legacy customisations, and
/// the "make the bar invisible" trick (UIKitBehaviour #300–#305).
@MainActor
@Suite struct BarAppearanceTests {
    /// A list of 40 red rows, the way apps fill a table.
    final class RedList: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            tableView.backgroundColor = .red
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .red
            return cell
        }
    }

    /// A plain screen, no scroll view, green all over.
    final class GreenScreen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Green"
            view.backgroundColor = .green
        }
    }

    static func stage(_ root: UIViewController) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    /// The colour drawn at a point of the window.
    static func color(_ host: HeadlessHost, _ x: Int, _ y: Int) -> [UInt8] {
        Drawing.pixel(host.render(), x, y)
    }

    @Test func configurationsSetTheBackgroundAndShadow() {
        // UIKitBehaviour #300
        let appearance = UINavigationBarAppearance()
        #expect(
            (appearance.backgroundEffect as UIBlurEffect?) != nil && appearance.backgroundColor == nil
                && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(
            appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground
                && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(
            appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy: UINavigationBarAppearance = appearance.copy()
        #expect(copy !== appearance && copy.backgroundColor == .systemIndigo)
        expectEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .white)
        let fromToolbar = UINavigationBarAppearance(barAppearance: UIToolbarAppearance())
        #expect(fromToolbar.backgroundEffect != nil, "the shared background carries over")
        let viaNSCopying = appearance.copy(with: nil) as? UINavigationBarAppearance
        expectEqual(viaNSCopying?.backgroundColor, .systemIndigo)
    }

    @Test func theBarIsTransparentAtTheScrollEdgeAndMaterialOnceContentScrollsUnderIt() throws {
        // UIKitBehaviour #304
        let list = RedList()
        let (host, navigation) = Self.stage(list)
        let bar = navigation.navigationBar
        expectEqual(list.tableView.contentOffset.y, -91)
        expectEqual(bar._scrollEdgeFraction, 1)
        #expect(Self.color(host, 5, 60) == [255, 0, 0, 255], "nothing drawn over the rows at the edge")
        list.tableView.contentOffset.y = -91 + 4
        #expect(abs(bar._scrollEdgeFraction - 0.5) < 1e-9, "half-way through the 8-point fade")
        list.tableView.contentOffset.y = 200
        host.runUntilIdle()
        expectEqual(bar._scrollEdgeFraction, 0)
        let material = Self.color(host, 5, 60)
        #expect(material != [255, 0, 0, 255] && material[1] > 100, "the light chrome material over red: \(material)")
        list.tableView.contentOffset.y = -91
        host.runUntilIdle()
        expectEqual(Self.color(host, 5, 60), [255, 0, 0, 255])
    }

    @Test func aScreenWithoutAScrollViewKeepsTheTransparentLookEvenWithABarTint() {
        // UIKitBehaviour #304, #305: iOS 15's famous surprise, and the usual fix.
        let (host, navigation) = Self.stage(GreenScreen())
        navigation.navigationBar.barTintColor = .blue
        navigation.navigationBar.isTranslucent = false
        host.runUntilIdle()
        #expect(
            Self.color(host, 5, 60) == [0, 0, 0, 255],
            "the scroll-edge look is the standard one made transparent, and the view starts below an opaque bar: the window shows"
        )
        navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
        host.runUntilIdle()
        expectEqual(Self.color(host, 5, 60), [0, 0, 255, 255])
    }

    @Test func anAppBrandedAppearanceAndAPerControllerOverride() throws {
        // UIKitBehaviour #302
        let (host, navigation) = Self.stage(GreenScreen())
        let brand = UINavigationBarAppearance()
        brand.configureWithOpaqueBackground()
        brand.backgroundColor = .systemIndigo
        brand.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = brand
        navigation.navigationBar.scrollEdgeAppearance = brand
        navigation.navigationBar.compactAppearance = brand
        brand.backgroundColor = .orange
        host.runUntilIdle()
        let indigo = Self.color(host, 5, 60)
        #expect(indigo[2] > 150 && indigo[0] < 120, "the bar keeps the copy it was given: \(indigo)")
        expectEqual(navigation.navigationBar._titleLabel.textColor, .white)

        let detail = GreenScreen()
        let plain = UINavigationBarAppearance()
        plain.configureWithOpaqueBackground()
        plain.backgroundColor = .yellow
        detail.navigationItem.standardAppearance = plain
        detail.navigationItem.scrollEdgeAppearance = plain
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        expectEqual(Self.color(host, 5, 60), [255, 255, 0, 255])
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        expectEqual(Self.color(host, 5, 60), indigo)
    }

    @Test func anEmptyBackgroundAndShadowImageMakeTheBarInvisibleEvenWhenScrolled() throws {
        // UIKitBehaviour #305: the pre-iOS 13 trick apps still carry.
        let list = RedList()
        let (host, navigation) = Self.stage(list)
        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        list.tableView.contentOffset.y = 300
        host.runUntilIdle()
        expectEqual(Self.color(host, 5, 60), [255, 0, 0, 255])
        #expect(Self.color(host, 5, 91) == [255, 0, 0, 255], "no hairline")
    }

    @Test func aBlackBarStyleDarkensTheMaterialAndLightensTheTitle() {
        // UIKitBehaviour #305
        let list = RedList()
        let (host, navigation) = Self.stage(list)
        navigation.navigationBar.barStyle = .black
        list.tableView.contentOffset.y = 300
        host.runUntilIdle()
        expectEqual(navigation.navigationBar._titleLabel.textColor, .white)
        let dark = Self.color(host, 5, 60)
        #expect(Int(dark[1]) + Int(dark[2]) < 120, "the dark chrome material: \(dark)")
    }

    @Test func buttonAppearancesColourTheBarButtonItemsAndTheItemsOwnAttributesWin() throws {
        // UIKitBehaviour #301
        let screen = GreenScreen()
        let save = UIBarButtonItem(title: "Save", style: .done)
        let edit = UIBarButtonItem(title: "Edit", style: .plain)
        edit.setTitleTextAttributes([.foregroundColor: UIColor.purple], for: .normal)
        screen.navigationItem.rightBarButtonItems = [save, edit]
        let (host, navigation) = Self.stage(screen)
        let appearance = UINavigationBarAppearance()
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.orange]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.brown]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar._refresh()
        host.runUntilIdle()
        let saveButton = try #require(save._view as? UIButton)
        let editButton = try #require(edit._view as? UIButton)
        expectEqual(saveButton.titleColor(for: .normal), .orange)
        expectEqual(editButton.titleColor(for: .normal), .purple)
    }

    @Test func nonFiniteScrollPositionsLeaveTheLookDefined() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar._isManagedByNavigationController = true
        bar._setScrollEdgeFraction(.nan)
        expectEqual(bar._scrollEdgeFraction, 0)
        bar._setScrollEdgeFraction(.infinity)
        expectEqual(bar._scrollEdgeFraction, 0)
        bar._setScrollEdgeFraction(7)
        expectEqual(bar._scrollEdgeFraction, 1)
    }

    @Test func theAppearanceProxyReachesBarsThatEnterAWindowAfterwards() {
        // UIKitBehaviour #309
        let (host, existing) = Self.stage(GreenScreen())
        let proxy = UINavigationBarAppearance()
        proxy.configureWithOpaqueBackground()
        proxy.backgroundColor = .orange
        UINavigationBar.appearance().standardAppearance = proxy
        UINavigationBar.appearance().barTintColor = .purple
        defer { UIView._removeAllAppearanceProxies() }
        #expect(
            existing.navigationBar.standardAppearance.backgroundColor != .orange,
            "a bar already in a window keeps its look")
        let own = UINavigationController(rootViewController: GreenScreen())
        own.navigationBar.barTintColor = .cyan
        let later = UINavigationController(rootViewController: GreenScreen())
        #expect(later.navigationBar.standardAppearance.backgroundColor != .orange, "not before it enters a window")
        host.window.rootViewController = later
        host.runUntilIdle()
        expectEqual(later.navigationBar.standardAppearance.backgroundColor, .orange)
        expectEqual(later.navigationBar.barTintColor, .purple)
        host.window.rootViewController = own
        host.runUntilIdle()
        #expect(own.navigationBar.barTintColor == .cyan, "what the bar set itself wins")
        expectEqual(own.navigationBar.standardAppearance.backgroundColor, .orange)
    }
}
