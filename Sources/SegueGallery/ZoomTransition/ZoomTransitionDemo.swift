import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 20: iOS 18's zoom transition (`preferredTransition = .zoom`) — an album whose photos zoom
/// out of their cells when pushed or presented, and back by a drag down, a pinch, or after the
/// photo shown changed.
///
/// Scenarios (window points on a 390 × 844 screen): "push" taps the fifth photo; "drag down"
/// pulls the pushed photo down and lets go; "let go early" pulls it a little and lets it spring
/// back; "back to another photo" changes the photo shown, then taps Back, so the zoom ends in
/// the other cell; "present, pinch closed" presents a photo and pinches it shut.
public struct ZoomTransitionDemo: TransitionDemo {
    /// Creates the demo.
    public init() {}

    /// The demo's command-line name.
    public let name = "zoom-transition"

    /// What the demo shows, in one line.
    public let summary = "iOS 18's zoom transition: photos zoom out of their cells, and back by a drag, a pinch or Back"

    /// Makes the demo's screen, to install as a window's root.
    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: ZoomAlbumViewController())
    }

    /// The runs the gallery renders (see the type's discussion).
    public var scenarios: [DemoScenario] {
        func album(_ root: UIViewController) -> ZoomAlbumViewController? {
            (root as? UINavigationController)?.viewControllers.first as? ZoomAlbumViewController
        }
        let pushed: [ScenarioStep] = [.perform { album($0)?.showPhoto(at: 4, animated: true) }, .settle]
        let swapPhoto: ScenarioStep = .perform { root in
            guard let album = album(root),
                let photo = (root as? UINavigationController)?.topViewController as? ZoomPhotoViewController
            else { return }
            photo.show(photoAt: 8, image: album.image(at: 8) ?? UIImage())
        }
        let pinch = TouchScript(
            .line(from: CGPoint(x: 95, y: 422), to: CGPoint(x: 160, y: 422), duration: 0.4),
            .line(from: CGPoint(x: 295, y: 422), to: CGPoint(x: 230, y: 422), duration: 0.4))
        return [
            DemoScenario("push", [.tap(ZoomAlbumViewController.cellCenter(4)), .settle]),
            DemoScenario(
                "drag down", setup: pushed,
                [
                    .drag(from: CGPoint(x: 195, y: 420), to: CGPoint(x: 215, y: 700), duration: 0.35), .settle
                ]),
            DemoScenario(
                "let go early", setup: pushed,
                [
                    .touches(
                        TouchScript(
                            FingerPath(
                                start: CGPoint(x: 195, y: 420),
                                segments: [
                                    .line(to: CGPoint(x: 195, y: 500), duration: 0.5, easing: .linear),
                                    .hold(duration: 0.1)
                                ]))),
                    .settle
                ]),
            DemoScenario("back to another photo", setup: pushed + [swapPhoto], [.tap(CGPoint(x: 40, y: 22)), .settle]),
            DemoScenario(
                "present, pinch closed", setup: [.perform { album($0)?.presentPhoto(at: 1) }, .settle],
                [
                    .touches(pinch), .settle
                ])
        ]
    }
}
