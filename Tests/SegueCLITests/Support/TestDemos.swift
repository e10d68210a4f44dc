import OpenUIKit
import SegueGallery
import SegueTesting

@testable import SegueCommandLine

/// A root controller showing a white screen with one square, which the scenarios animate.
@MainActor
final class SquareViewController: UIViewController {
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        square.backgroundColor = color
        view.addSubview(square)
    }
}

/// A red square that fades out linearly over half a second.
///
/// Frame k of "fade out" (60 fps) shows the square at opacity 1 − k/30, so its centre pixel,
/// red over white, is (255, 255 k/30, 255 k/30) for k ≤ 30.
@MainActor
struct FadeDemo: TransitionDemo {
    let name = "fade"
    let summary = "A red square fades out, linearly, over half a second."

    func makeRootViewController() -> UIViewController {
        SquareViewController(color: .red)
    }

    var scenarios: [DemoScenario] {
        [
            DemoScenario("fade out", [.perform { root in Self.fade(root, to: 0, duration: 0.5) }]),
            DemoScenario(
                "Wait, then fade",
                [
                    .wait(0.1),
                    .perform { root in Self.fade(root, to: 0, duration: 0.25) },
                    .settle,
                    .tap(CGPoint(x: 50, y: 30))
                ])
        ]
    }

    static func fade(_ root: UIViewController, to alpha: CGFloat, duration: Double) {
        let square = (root as! SquareViewController).square
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear]) { square.alpha = alpha }
    }
}

/// A blue square that follows a pan, then slides back to where it started in 0.2 s.
@MainActor
struct DragDemo: TransitionDemo {
    let name = "drag"
    let summary = "A blue square follows the finger, then slides home."

    func makeRootViewController() -> UIViewController {
        let controller = SquareViewController(color: .blue)
        let home = controller.square.center
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let square = controller.square
            switch pan.state {
            case .began, .changed:
                square.center = CGPoint(x: home.x + pan.translation(in: controller.view).x, y: home.y)
            case .ended, .cancelled:
                UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear]) { square.center = home }
            default:
                break
            }
        }
        controller.loadViewIfNeeded()
        controller.view.addGestureRecognizer(pan)
        return controller
    }

    var scenarios: [DemoScenario] {
        [DemoScenario("swipe", [.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 40, y: 20), duration: 0.1)])]
    }
}

/// A demo without scenarios.
@MainActor
struct EmptyDemo: TransitionDemo {
    let name = "empty"
    let summary = "Nothing to play."
    func makeRootViewController() -> UIViewController { UIViewController() }
    var scenarios: [DemoScenario] { [] }
}

/// A square that spins for ever: the application never becomes idle.
@MainActor
struct SpinnerDemo: TransitionDemo {
    let name = "spinner"
    let summary = "Spins for ever."
    func makeRootViewController() -> UIViewController { SquareViewController(color: .green) }
    var scenarios: [DemoScenario] {
        [
            DemoScenario(
                "spin",
                [
                    .perform { root in
                        let square = (root as! SquareViewController).square
                        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear]) {
                            square.alpha = 0.5
                        }
                    }
                ])
        ]
    }
}

/// The test demos as a catalog.
@MainActor
let testCatalog = GalleryCatalog([FadeDemo(), DragDemo(), EmptyDemo()])

/// A demo whose fade takes 0.1 s on odd-numbered plays and 0.2 s on even-numbered ones: not
/// deterministic, as a demo reading a real clock or a random number would not be.
@MainActor
struct FlakyDemo: TransitionDemo {
    static var plays = 0
    let name = "flaky"
    let summary = "Different every time."
    func makeRootViewController() -> UIViewController { SquareViewController(color: .red) }
    var scenarios: [DemoScenario] {
        [
            DemoScenario(
                "flake",
                [
                    .perform { root in
                        Self.plays += 1
                        FadeDemo.fade(root, to: 0, duration: Self.plays % 2 == 1 ? 0.1 : 0.2)
                    }
                ])
        ]
    }
}
