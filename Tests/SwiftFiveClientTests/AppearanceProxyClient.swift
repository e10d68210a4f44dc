import Foundation
import OpenUIKit
import SegueTesting
import Testing

// An app delegate that themes the app once through appearance proxies, in the Swift 5
// language mode: labels in navigation bars, every button, switches, and bar button items;
// then a list that pushes a detail screen whose own button keeps the colour it chose.

enum AppTheme {
    static let ink = UIColor(red: 0.85, green: 0.2, blue: 0.35, alpha: 1)

    static func apply() {
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = ink
        UIButton.appearance().tintColor = ink
        UISwitch.appearance().onTintColor = ink
        UIBarButtonItem.appearance().tintColor = .white
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .black
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().scrollEdgeAppearance = bar
    }
}

class ThemedListController: UIViewController {
    let subscribe = UIButton(type: .system)
    let notify = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let titleLabel = UILabel()
        titleLabel.text = "Themed"
        titleLabel.sizeToFit()
        navigationItem.titleView = titleLabel
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
        subscribe.setTitle("Subscribe", for: .normal)
        subscribe.frame = CGRect(x: 20, y: 140, width: 160, height: 44)
        notify.frame.origin = CGPoint(x: 20, y: 200)
        notify.isOn = true
        view.addSubview(subscribe)
        view.addSubview(notify)
    }
}

class ThemedDetailController: UIViewController {
    let buy = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        buy.tintColor = .systemGreen
        buy.setTitle("Buy", for: .normal)
        buy.frame = CGRect(x: 20, y: 140, width: 160, height: 44)
        view.addSubview(buy)
    }
}

@MainActor
@Suite(.serialized) struct AppearanceProxyClientTests {
    @Test func anAppThemedInItsAppDelegate() throws {
        AppTheme.apply()
        defer { UIView._removeAllAppearanceProxies() }
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let list = ThemedListController()
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let titleLabel = try #require(list.navigationItem.titleView as? UILabel)
        #expect(titleLabel.textColor == AppTheme.ink)
        #expect(list.subscribe.tintColor == AppTheme.ink)
        #expect(list.notify.onTintColor == AppTheme.ink)
        #expect(list.navigationItem.rightBarButtonItem?.tintColor == .white)
        #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == .black)

        let detail = ThemedDetailController()
        navigation.pushViewController(detail, animated: true)
        host.runUntilIdle()
        #expect(detail.buy.tintColor == .systemGreen, "the instance's own colour wins")
        let picture = host.render()
        let pixels = picture._premultipliedRGBA
        let scale = picture.width / 390
        let offset = ((80 * scale) * picture.width + 300 * scale) * 4
        #expect(
            pixels[offset..<offset + 3].allSatisfy { $0 < 40 },
            "the black bar is drawn: \(Array(pixels[offset..<offset + 4])) at scale \(scale)")
    }
}
