import Foundation
import OpenUIKit
import SegueTesting
import Testing

// Bars configured the way iOS 15+ apps do it, in the Swift 5 language mode: the global
// appearance set once at launch through the appearance proxies, with the usual
// `scrollEdgeAppearance = standardAppearance` fix, large titles on the root list, a toolbar on
// the detail screen, and a tab bar with SF Symbols and a badge.

enum Theme {
    static let brand = UIColor(red: 0.11, green: 0.32, blue: 0.62, alpha: 1)

    static func apply() {
        let navigation = UINavigationBarAppearance()
        navigation.configureWithOpaqueBackground()
        navigation.backgroundColor = brand
        navigation.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = navigation
        UINavigationBar.appearance().compactAppearance = navigation
        UINavigationBar.appearance().scrollEdgeAppearance = navigation
        UINavigationBar.appearance().tintColor = .white

        let tabs = UITabBarAppearance()
        tabs.configureWithDefaultBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = brand
        tabs.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: brand]
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().scrollEdgeAppearance = tabs
    }
}

class TripsViewController: UITableViewController {
    let trips = ["Lisbon", "Kyoto", "Reykjavík", "Oaxaca", "Tbilisi", "Hobart", "Québec", "Tromsø"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Trip")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return trips.count * 5
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Trip", for: indexPath)
        cell.textLabel?.text = trips[indexPath.row % trips.count]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = TripDetailViewController()
        detail.name = trips[indexPath.row % trips.count]
        navigationController?.pushViewController(detail, animated: true)
    }
}

class TripDetailViewController: UIViewController {
    var name = ""
    var shared = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        hidesBottomBarWhenPushed = true
        toolbarItems = [
            UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.shared += 1 }),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(systemItem: .trash)
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

@MainActor
@Suite(.serialized) struct BarAppearanceClientTests {
    @Test func aThemedTravelApp() throws {
        Theme.apply()
        defer { UIView._removeAllAppearanceProxies() }
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let trips = TripsViewController()
        let navigation = UINavigationController(rootViewController: trips)
        navigation.tabBarItem = UITabBarItem(
            title: "Trips", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        let inbox = UIViewController()
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "bell"), tag: 1)
        inbox.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, inbox]
        host.window.rootViewController = tabs
        host.runUntilIdle()

        let bar = navigation.navigationBar
        #expect(bar.standardAppearance.backgroundColor == Theme.brand, "the proxy's look reached the bar")
        #expect(bar.scrollEdgeAppearance?.backgroundColor == Theme.brand)
        #expect(abs(bar.frame.height - (47 + 44 + 52)) < 1e-6, "a large title on the root list")
        #expect(tabs.tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == Theme.brand)

        host.tap(at: CGPoint(x: 100, y: 143 + 22))
        host.runUntilIdle()
        let detail = try #require(navigation.topViewController as? TripDetailViewController)
        #expect(detail.title == "Lisbon")
        #expect(abs(bar.frame.height - 91) < 1e-6, "the detail says never")
        #expect(tabs.tabBar.isHidden, "the detail hides the tab bar")
        #expect(!navigation.isToolbarHidden)
        let share = try #require(detail.toolbarItems?.first?.frame(in: host.window))
        host.tap(at: CGPoint(x: share.midX, y: share.midY))
        host.runUntilIdle()
        #expect(detail.shared == 1)

        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(navigation.isToolbarHidden && !tabs.tabBar.isHidden)
        #expect(abs(bar.frame.height - 143) < 1e-6)
    }
}
