import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import Testing

/// A coloured screen with a label, as an app's screen would be.
final class ColourScreen: UIViewController {
    let colour: UIColor
    let label = UILabel()
    private(set) var appearances: [String] = []

    init(_ colour: UIColor, title: String) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        label.text = title
        label.font = .boldSystemFont(ofSize: 40)
        label.textColor = .white
        label.frame = CGRect(x: 30, y: 120, width: 300, height: 60)
        view.addSubview(label)
        let bar = UIView(frame: CGRect(x: 30, y: 220, width: 200, height: 40))
        bar.backgroundColor = UIColor(white: 1, alpha: 0.6)
        bar.layer.cornerRadius = 8
        view.addSubview(bar)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.append("didAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearances.append("didDisappear")
    }
}

/// The values a cancelled transition must give back, view by view.
struct ViewValues: Equatable, CustomStringConvertible {
    let frame: CGRect
    let transform: CATransform3D
    let alpha: CGFloat
    let cornerRadius: CGFloat
    let anchorPoint: CGPoint
    let superview: ObjectIdentifier?
    let hasMask: Bool

    @MainActor init(_ view: UIView) {
        frame = view.frame
        transform = view.transform3D
        alpha = view.alpha
        cornerRadius = view.layer.cornerRadius
        anchorPoint = view.layer.anchorPoint
        superview = view.superview.map(ObjectIdentifier.init)
        hasMask = view.mask != nil
    }

    static func == (a: ViewValues, b: ViewValues) -> Bool {
        a.frame == b.frame && CATransform3DEqualToTransform(a.transform, b.transform) && a.alpha == b.alpha
            && a.cornerRadius == b.cornerRadius && a.anchorPoint == b.anchorPoint && a.superview == b.superview
            && a.hasMask == b.hasMask
    }

    var description: String {
        "frame \(frame) alpha \(alpha) radius \(cornerRadius) anchor \(anchorPoint) masked \(hasMask)"
    }
}

/// Hosts for the library's tests: a navigation stack, a tab bar controller, a presenter.
@MainActor
enum Stage {
    static let screen = CGSize(width: 390, height: 844)
    static let frame = 1.0 / 60

    /// A host whose window shows a navigation controller with a red root screen.
    static func navigation(_ transition: SegueTransition?) -> (HeadlessHost, UINavigationController, ColourScreen) {
        let host = HeadlessHost(screenSize: screen)
        let root = ColourScreen(.systemRed, title: "Root")
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationTransition = transition
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation, root)
    }

    /// A host whose window shows a tab bar controller of three screens.
    static func tabs(_ transition: SegueTransition?) -> (HeadlessHost, UITabBarController, [ColourScreen]) {
        let host = HeadlessHost(screenSize: screen)
        let screens = [
            ColourScreen(.systemRed, title: "One"), ColourScreen(.systemGreen, title: "Two"),
            ColourScreen(.systemBlue, title: "Three")
        ]
        let tabs = UITabBarController()
        tabs.viewControllers = screens
        tabs.tabTransition = transition
        host.window.rootViewController = tabs
        host.runUntilIdle()
        return (host, tabs, screens)
    }

    /// A host whose window shows a red screen that presents.
    static func presenter() -> (HeadlessHost, ColourScreen) {
        let host = HeadlessHost(screenSize: screen)
        let root = ColourScreen(.systemRed, title: "Root")
        host.window.rootViewController = root
        host.runUntilIdle()
        return (host, root)
    }

    /// The presentation-layer (on-screen) x of `view`'s frame origin.
    static func shownX(_ view: UIView) -> CGFloat {
        view.layer.presentation()?.frame.minX ?? view.frame.minX
    }

    /// The on-screen transform of `view`.
    static func shownTransform(_ view: UIView) -> CATransform3D {
        view.layer.presentation()?.transform ?? view.layer.transform
    }

    /// The on-screen opacity of `view`.
    static func shownAlpha(_ view: UIView) -> CGFloat {
        CGFloat(view.layer.presentation()?.opacity ?? view.layer.opacity)
    }
}
