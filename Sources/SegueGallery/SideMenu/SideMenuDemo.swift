import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 15: a side menu over a blurred backdrop — the menu slides in from the leading edge
/// while the screen behind it blurs in, opened by a button or interactively by a pan from the
/// left edge (percent-driven, finishing past one half); a tap on the blur, or choosing a row,
/// closes it.
///
/// Scenarios (window points on a 390 × 844 screen): "open with the button" taps Menu; "open by
/// dragging from the edge" drags 250 points from the left edge (83 % of the menu's width);
/// "drag from the edge, cancelled" drags 90 points (30 %); "close by tapping the blur" starts
/// with the menu open and taps right of it; "choose a row" starts open and taps the third row.
public struct SideMenuDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "side-menu"

    /// What the demo shows, in one line.
    public let summary = "A side menu that slides in over a blurring backdrop, by button or by an edge pan"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        SideMenuHomeViewController()
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        let open: ScenarioStep = .perform { root in
            (root as? SideMenuHomeViewController)?.showMenu(drivenBy: nil, animated: false)
        }
        return [
            DemoScenario(
                "open with the button",
                [
                    .tap(_DemoScreenView.buttonCentre(0)),
                    .settle
                ]),
            DemoScenario(
                "open by dragging from the edge",
                [
                    .drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 255, y: 500), duration: 0.5),
                    .settle
                ]),
            DemoScenario(
                "drag from the edge, cancelled",
                [
                    .drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 95, y: 500), duration: 0.4),
                    .settle
                ]),
            DemoScenario(
                "close by tapping the blur", setup: [open, .settle],
                [
                    .tap(CGPoint(x: 350, y: 420)),
                    .settle
                ]),
            DemoScenario(
                "choose a row", setup: [open, .settle],
                [
                    .tap(SideMenuViewController.rowCentre(2)),
                    .settle
                ])
        ]
    }
}

/// Demo 15's screen: a colourful page (so the blur shows) with a Menu button and a left-edge
/// pan that opens the menu interactively. Choosing a row changes the page's title.
@MainActor
final class SideMenuHomeViewController: _GalleryViewController {
    /// Vends the presentation controller, animators and, during a pan, the interaction.
    let transitionController = SideMenuTransitioningDelegate()
    private var screen: _DemoScreenView?

    override func loadView() {
        let screen = _DemoScreenView(
            title: "Home",
            subtitle: "A menu slides in from the edge over a blurred page.",
            caption: "Swipe from the left edge, or tap Menu",
            style: .light)
        screen.addButton("Menu") { [unowned self] in self.showMenu(drivenBy: nil, animated: true) }
        let pan = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIScreenEdgePanGestureRecognizer,
                pan.state == .began, self.presentedViewController == nil
            else { return }
            self.showMenu(drivenBy: pan, animated: true)
        }
        pan.edges = .left
        screen.addGestureRecognizer(pan)
        self.screen = screen
        view = screen
    }

    /// Presents the menu, driven by `pan` when a pan opens it.
    func showMenu(drivenBy pan: UIScreenEdgePanGestureRecognizer?, animated: Bool) {
        let menu = SideMenuViewController()
        menu.onChoose = { [weak self] title in self?.screen?.titleLabel.text = title }
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = transitionController
        transitionController.interaction = pan.map {
            EdgeSwipeInteractionController(
                gestureRecognizer: $0, edge: .left, distance: SideMenuPresentationController.menuWidth)
        }
        present(menu, animated: animated)
    }
}
