// The seed tutorials' flows run headlessly end to end, checked the way a user would: which
// views are on screen, where, at the start, the middle and the end of each transition; the
// appearance callbacks; nothing reported; nothing left alive afterwards.
import OpenUIKit
import SegueTesting
import Testing

/// A weak reference, for leak checks.
struct Weak {
    weak var object: AnyObject?
}

/// Watches `controller`'s appearance: a recording child controller (with an empty view) gets
/// the appearance callbacks its parent gets, under `name`.
@MainActor @discardableResult
func watchAppearance(of controller: UIViewController, as name: String, into recorder: TransitionRecorder) -> RecordingViewController {
    let probe = RecordingViewController(name, recorder)
    controller.addChild(probe)
    probe.view.frame = .zero
    controller.view.addSubview(probe.view)
    probe.didMove(toParent: controller)
    recorder.reset()
    return probe
}

/// The appearance callbacks `name` got, without the animated flag when it is `animated`.
@MainActor func appearance(of name: String, in recorder: TransitionRecorder, animated: Bool = true) -> [String] {
    recorder.events(of: name)
        .filter { $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") && !$0.hasPrefix("viewDidLoad") || $0.hasPrefix("viewIsAppearing") }
        .map { $0.replacingOccurrences(of: "(animated: \(animated))", with: "") }
}

let appeared = ["viewWillAppear", "viewIsAppearing", "viewDidAppear"]
let disappeared = ["viewWillDisappear", "viewDidDisappear"]

/// The middle of the seed screens' main button, in window coordinates.
let seedButtonCenter = CGPoint(x: seedButtonFrame.midX, y: seedButtonFrame.midY)

extension UIView {
    /// Where the view is drawn now (its presentation layer), in window coordinates.
    @MainActor var frameOnScreen: CGRect {
        guard let window else { return .null }
        let layer = self.layer.presentation() ?? self.layer
        let superLayer = layer.superlayer
        return superLayer.map { window.layer.convert(layer.frame, from: $0) } ?? layer.frame
    }
}

@MainActor @Suite struct SeedCrossDissolveTests {
    @Test func springPresentationThenCrossDissolveDismissal() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        var watched: [Weak] = []
        do {
            let first = CrossDissolveFirstViewController()
            host.window.rootViewController = first
            host.runUntilIdle()
            let second = first.crossDissolveSecondViewController
            watchAppearance(of: first, as: "A", into: recorder)
            watchAppearance(of: second, as: "B", into: recorder)

            host.tap(at: seedButtonCenter)
            host.advance(by: 0)
            // Start: the presented view half-way down the screen, transparent.
            #expect(second.view.window === host.window)
            #expect(second.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the model value is the spring's end")
            let start = second.view.frameOnScreen
            #expect(abs(start.minY - 422) < 30)
            #expect((second.view.layer.presentation()?.opacity ?? 1) < 0.2)
            // Middle (1 s of 2 s): the underdamped spring is past most of its way up, and opaque.
            host.advance(by: 1)
            #expect(second.view.frameOnScreen.minY < 60)
            #expect(first.view.window === host.window, "the presenter stays until the transition ends")
            host.runUntilIdle()
            // End: full screen, and the presenter's view is gone (full-screen presentation).
            #expect(second.view.frameOnScreen == host.window.bounds)
            #expect(second.view.alpha == 1)
            #expect(first.view.window == nil)
            #expect(first.presentedViewController === second)
            #expect(appearance(of: "A", in: recorder) == disappeared)
            #expect(appearance(of: "B", in: recorder) == appeared)
            watched.append(Weak(object: second.view.superview))  // the transition's container
            recorder.reset()

            host.tap(at: seedButtonCenter)
            host.advance(by: 0.175)
            // Middle of the 0.35 s cross dissolve: both views on screen, each half transparent.
            #expect(first.view.window === host.window && second.view.window === host.window)
            let fading = second.view.layer.presentation()?.opacity ?? 0
            #expect(fading > 0.3 && fading < 0.7)
            host.runUntilIdle()
            #expect(first.view.frameOnScreen == host.window.bounds)
            #expect(first.view.alpha == 1)
            #expect(second.view.window == nil)
            #expect(first.presentedViewController == nil)
            #expect(appearance(of: "A", in: recorder) == appeared)
            #expect(appearance(of: "B", in: recorder) == disappeared)
            watched.append(Weak(object: first))
            watched.append(Weak(object: second))
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        #expect(host.reports.isEmpty)
        #expect(watched.count == 3 && watched.allSatisfy { $0.object == nil }, "controllers and containers are gone")
    }
}

@MainActor @Suite struct SeedNavigationTests {
    @Test func pushAndPopWithTheDelegatesAnimators() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        var watched: [Weak] = []
        do {
            let from = FromViewController()
            let navigation = UINavigationController(rootViewController: from)
            host.window.rootViewController = navigation
            host.runUntilIdle()
            #expect(navigation.delegate === from)
            let to = from.toViewController
            watchAppearance(of: from, as: "A", into: recorder)
            watchAppearance(of: to, as: "B", into: recorder)
            let pageFrame = from.view.frameOnScreen

            host.tap(at: seedButtonCenter)
            host.advance(by: 0)
            #expect(to.view.frameOnScreen.minX >= 380, "starts off the right edge")
            host.advance(by: 0.175)
            let middle = to.view.frameOnScreen.minX
            #expect(middle > 20 && middle < 370)
            #expect(from.view.frameOnScreen == pageFrame, "the push animator leaves the covered view alone")
            host.runUntilIdle()
            #expect(to.view.frameOnScreen == pageFrame)
            #expect(from.view.window == nil)
            #expect(navigation.viewControllers == [from, to])
            #expect(appearance(of: "A", in: recorder) == disappeared)
            #expect(appearance(of: "B", in: recorder) == appeared)
            recorder.reset()

            navigation.popViewController(animated: true)
            host.advance(by: 0.175)
            let leaving = to.view.frameOnScreen.minX
            #expect(leaving > 20 && leaving < 370)
            #expect(from.view.frameOnScreen == pageFrame)
            host.runUntilIdle()
            #expect(to.view.window == nil)
            #expect(from.view.frameOnScreen == pageFrame)
            #expect(navigation.viewControllers == [from])
            #expect(appearance(of: "A", in: recorder) == appeared)
            #expect(appearance(of: "B", in: recorder) == disappeared)
            watched = [Weak(object: from), Weak(object: to), Weak(object: navigation)]
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        #expect(host.reports.isEmpty)
        #expect(watched.allSatisfy { $0.object == nil })
    }
}
