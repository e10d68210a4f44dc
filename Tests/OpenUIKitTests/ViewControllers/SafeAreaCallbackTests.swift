import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// When the safe area changes: `safeAreaInsetsDidChange()`, `viewSafeAreaInsetsDidChange()`
/// and layout, in order and once per change; client code in the style of Apple's samples.
@MainActor
@Suite struct SafeAreaCallbackTests {
    private final class Log {
        var events: [String] = []
    }

    private final class LoggingView: UIView {
        var log: Log?
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            log?.events.append("view.safeAreaInsetsDidChange \(Int(safeAreaInsets.top))")
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log?.events.append("view.layoutSubviews")
        }
    }

    private final class LoggingController: UIViewController {
        let log: Log
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            let view = LoggingView(frame: UIScreen.main.bounds)
            view.log = log
            self.view = view
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.events.append("viewWillAppear")
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            log.events.append("viewSafeAreaInsetsDidChange \(Int(view.safeAreaInsets.top))")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.events.append("viewWillLayoutSubviews")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.events.append("viewDidLayoutSubviews")
        }
    }

    private func host() -> HeadlessHost {
        HeadlessHost(
            screenSize: CGSize(width: 400, height: 800),
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    }

    // UIKitBehaviour #208
    @Test func aChildGetsItsSafeAreaOnceBeforeItsFirstLayout() {
        let host = host()
        let log = Log()
        let child = LoggingController(log: log)
        host.window.rootViewController = UINavigationController(rootViewController: child)
        host.advance(by: 1.0 / 60)
        #expect(
            Array(log.events.prefix(6)) == [
                "viewWillAppear",
                "view.safeAreaInsetsDidChange 64",
                "viewSafeAreaInsetsDidChange 64",
                "viewWillLayoutSubviews",
                "view.layoutSubviews",
                "viewDidLayoutSubviews"
            ])
        #expect(log.events.filter { $0.contains("afeAreaInsetsDidChange") }.count == 2, "one change, told once each")
    }

    // UIKitBehaviour #208
    @Test func eachChangeIsToldOnceAndLaysTheViewOutAgain() {
        let host = host()
        let log = Log()
        let child = LoggingController(log: log)
        let navigation = UINavigationController(rootViewController: child)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        log.events = []
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        host.advance(by: 1.0 / 60)
        #expect(
            log.events == [
                "view.safeAreaInsetsDidChange 70", "viewSafeAreaInsetsDidChange 70",
                "viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"
            ])
        log.events = []
        navigation.setNavigationBarHidden(true, animated: false)
        host.advance(by: 1.0 / 60)
        #expect(
            log.events == [
                "view.safeAreaInsetsDidChange 26", "viewSafeAreaInsetsDidChange 26",
                "viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"
            ])
        log.events = []
        child.view.frame = child.view.frame  // nothing changed
        host.advance(by: 1.0 / 60)
        #expect(log.events.isEmpty)
    }

    @Test func subviewsHearOnlyWhenTheirOwnInsetsChange() {
        let host = host()
        let log = Log()
        let child = UIViewController()
        let covered = LoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let clear = LoggingView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        covered.log = log
        clear.log = log
        child.view.addSubview(covered)
        child.view.addSubview(clear)
        let navigation = UINavigationController(rootViewController: child)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        expectEqual(log.events.filter { $0.hasPrefix("view.safeArea") }, ["view.safeAreaInsetsDidChange 64"])
        log.events = []
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(log.events == ["view.safeAreaInsetsDidChange 20"], "the clear view is not told")
    }

    // MARK: Client code in the style of Apple's samples

    /// A drawing screen with a custom tool palette along the bottom edge of the safe area,
    /// placed by hand in `viewSafeAreaInsetsDidChange()`, and the canvas kept clear of it
    /// through `additionalSafeAreaInsets` on a child.
    final class CanvasViewController: UIViewController {
        let palette = UIView()
        let canvas = UIViewController()
        static let paletteHeight: CGFloat = 50

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            palette.backgroundColor = .darkGray
            addChild(canvas)
            canvas.view.frame = view.bounds
            canvas.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(canvas.view)
            canvas.didMove(toParent: self)
            view.addSubview(palette)
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            layoutPalette()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layoutPalette()
        }

        private func layoutPalette() {
            let safe = view.bounds.inset(by: view.safeAreaInsets)
            palette.frame = CGRect(
                x: safe.minX, y: safe.maxY - Self.paletteHeight,
                width: safe.width, height: Self.paletteHeight)
            canvas.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: Self.paletteHeight, right: 0)
        }
    }

    @Test func aControllerLaysOutItsToolbarInViewSafeAreaInsetsDidChange() {
        let host = host()
        let canvas = CanvasViewController()
        let navigation = UINavigationController(rootViewController: canvas)
        host.window.rootViewController = navigation
        host.advance(by: 1.0 / 60)
        #expect(canvas.palette.frame == CGRect(x: 0, y: 716, width: 400, height: 50), "just above the home indicator")
        #expect(
            canvas.canvas.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 84, right: 0),
            "the bar above, the palette and the home indicator below")
        navigation.setNavigationBarHidden(true, animated: false)
        host.advance(by: 1.0 / 60)
        expectEqual(canvas.canvas.view.safeAreaInsets.top, 20)
        expectEqual(canvas.palette.frame.minY, 716)
    }
}
