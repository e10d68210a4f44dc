import Foundation
import OpenUIKit
import SegueTesting
import SegueX11

/// A push animator written as tutorials write one: the new screen slides in from the right
/// over 0.5 s, linearly, and fades from half to full opacity.
final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: toController)
        transitionContext.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        toView.alpha = 0.5
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveLinear,
            animations: {
                toView.frame = final
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Vends ``SlideInAnimator`` for every push and pop.
final class SlideInNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideInAnimator()
    }
}

/// A headless host, a navigation stack of two colored screens with a card each, and frames
/// driven through a ``TransitionDebugger`` (or not), as ``X11Host`` drives them.
@MainActor
final class DebuggerFixture {
    static let size = CGSize(width: 120, height: 160)
    let host: HeadlessHost
    let stack: UINavigationController
    let debugger: TransitionDebugger?
    private let delegate = SlideInNavigationDelegate()
    private(set) var hostTime: Double = 0

    init(debugging: Bool = true) {
        host = HeadlessHost(screenSize: Self.size, scale: 1)
        stack = UINavigationController(
            rootViewController: Self.screen(.systemBlue, card: CGRect(x: 10, y: 20, width: 50, height: 40)))
        stack.delegate = delegate
        host.window.rootViewController = stack
        debugger = debugging ? TransitionDebugger(window: host.window, time: 0) : nil
        UIApplication.shared.runFrame()
    }

    static func screen(_ color: UIColor, card: CGRect) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = color
        let cardView = UIView(frame: card)
        cardView.backgroundColor = .systemYellow
        cardView.layer.cornerRadius = 6
        let inner = UIView(frame: CGRect(x: 8, y: 8, width: 20, height: 14))
        inner.backgroundColor = .systemRed
        cardView.addSubview(inner)
        controller.view.addSubview(cardView)
        return controller
    }

    /// Pushes the second screen (its transition begins at the next frame's commit).
    func push() {
        stack.pushViewController(
            Self.screen(.systemGreen, card: CGRect(x: 40, y: 70, width: 60, height: 50)), animated: true)
    }

    /// Runs frames at host instants 1/60 s apart for `seconds` of host time, as the X11 host
    /// does: the debugger maps each instant to media time and says whether the app runs.
    func run(for seconds: Double) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames {
            hostTime += 1.0 / 60
            frame(atHostTime: hostTime)
        }
    }

    func frame(atHostTime time: Double) {
        let tick = debugger?.tick(atHostTime: time)
        host.manualClock.set(to: max(tick?.mediaTime ?? time, host.now))
        if tick?.runsApplication ?? true { UIApplication.shared.runFrame() }
    }

    /// The pushed screen's presented x position (its frame's origin while sliding in).
    var slidingX: CGFloat? {
        guard stack.viewControllers.count == 2 || stack.topViewController?.view.superview != nil else { return nil }
        guard let view = stack.viewControllers.last?.view, stack.viewControllers.count == 2 else { return nil }
        return view.layer.presentation()?.frame.minX
    }
}

/// The image with its bottom `skippingBottom` rows left out, as an opaque image (alpha 255):
/// what `differingPixels` compares.
func rgbRows(_ image: CGImage, skippingBottom rows: Int = 0) -> CGImage {
    rgbRows(image, 0..<max(0, image.height - rows))
}

/// Rows `rows` of the image, as an opaque image.
func rgbRows(_ image: CGImage, _ rows: Range<Int>) -> CGImage {
    let rowBytes = image.width * 4
    var bytes = Array(image._premultipliedRGBA[rows.lowerBound * rowBytes..<rows.upperBound * rowBytes])
    for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
    return CGImage(width: image.width, height: rows.count, premultipliedRGBA: bytes)!
}

/// The screen's rows of a debugger's picture (``TransitionDebugger/image(scale:)``, or a
/// capture of the debug window) at `scale`: all but the hint strip below them, opaque.
func screenRows(_ image: CGImage, scale: CGFloat = 1) -> CGImage {
    rgbRows(image, skippingBottom: Int((TransitionDebugger.hintStripHeight * scale).rounded()))
}

/// The hint strip's rows of a debugger's picture at `scale`, opaque.
func stripRows(_ image: CGImage, scale: CGFloat = 1) -> CGImage {
    rgbRows(image, max(0, image.height - Int((TransitionDebugger.hintStripHeight * scale).rounded()))..<image.height)
}

/// How many pixels of the image are the hint's yellow text.
func hintTextPixels(_ image: CGImage) -> Int {
    rgbPixels(image).filter { ($0 >> 16) > 0xC0 && ($0 >> 8 & 0xFF) > 0xB0 && ($0 & 0xFF) < 0x80 }.count
}

/// The image's pixels as 0x00RRGGBB values, row by row (to count colours).
func rgbPixels(_ image: CGImage) -> [UInt32] {
    let bytes = image._premultipliedRGBA
    return (0..<(image.width * image.height)).map { i in
        UInt32(bytes[i * 4]) << 16 | UInt32(bytes[i * 4 + 1]) << 8 | UInt32(bytes[i * 4 + 2])
    }
}
