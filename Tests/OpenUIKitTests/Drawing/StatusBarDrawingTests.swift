import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// The status bar a host draws on request: dark content on a light screen, turning light as a
/// dark full-screen controller is presented over it (UIKitBehaviour #248).
@MainActor
@Suite struct StatusBarDrawingTests {
    final class Screen: UIViewController {
        let style: UIStatusBarStyle
        let color: UIColor
        init(style: UIStatusBarStyle, color: UIColor) {
            self.style = style
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    @Test func theStatusBarChangesStyleWithAPresentation() {
        let host = HeadlessHost(
            screenSize: CGSize(width: 390, height: 120), scale: 1,
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        host.drawsStatusBar = true
        let root = Screen(style: .default, color: UIColor(white: 0.94, alpha: 1))
        host.window.rootViewController = root
        host.runUntilIdle()
        expectSnapshot(of: host.render(), named: "status-bar-dark-content", tolerance: 2)
        let cover = Screen(style: .lightContent, color: UIColor(red: 0.1, green: 0.12, blue: 0.25, alpha: 1))
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        host.advance(by: 0.25)
        expectSnapshot(of: host.render(), named: "status-bar-mid-presentation", tolerance: 2)
        host.runUntilIdle()
        expectSnapshot(of: host.render(), named: "status-bar-light-content", tolerance: 2)
    }

    @Test func aTwentyPointBarAndNoBarByDefault() {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 60), scale: 2)
        let root = Screen(style: .default, color: .white)
        host.window.rootViewController = root
        host.runUntilIdle()
        let plain = host.render()
        host.drawsStatusBar = true
        expectSnapshot(of: host.render(), named: "status-bar-classic-at-2x", tolerance: 2)
        host.drawsStatusBar = false
        let again = host.render()
        #expect(
            ImageDifference(reference: plain, actual: again)?.differingPixels == 0,
            "without the option nothing is drawn over the window")
    }
}
