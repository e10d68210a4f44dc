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
func watchAppearance(of controller: UIViewController, as name: String, into recorder: TransitionRecorder)
    -> RecordingViewController
{
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
        .filter {
            $0.hasPrefix("viewWill") || $0.hasPrefix("viewDid") && !$0.hasPrefix("viewDidLoad")
                || $0.hasPrefix("viewIsAppearing")
        }
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
            #expect(
                second.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the model value is the spring's end")
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

@MainActor @Suite struct SeedCustomPresentationTests {
    @Test func cardRisesDimsResizesAndDismissesOnATap() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        var watched: [Weak] = []
        let first = CustomPresentationFirstViewController()
        host.window.rootViewController = first
        host.runUntilIdle()
        let second = first.customPresentationSecondViewController
        let presentation = first.customPresentationController
        watchAppearance(of: first, as: "A", into: recorder)
        watchAppearance(of: second, as: "B", into: recorder)
        #expect(second.modalPresentationStyle == .custom)

        for cycle in 0..<2 {
            host.tap(at: seedButtonCenter)
            host.advance(by: 0)
            let wrapper = presentation.presentationWrappingView!
            let dimming = presentation.dimmingView!
            // Start: the card just below the screen, the dimming view clear.
            #expect(wrapper.frameOnScreen.minY >= 844 - 1)
            #expect(dimming.frameOnScreen == host.window.bounds)
            host.advance(by: 0.175)
            let rising = wrapper.frameOnScreen.minY
            #expect(rising > 424 + 20 && rising < 844 - 20)
            let dim = dimming.layer.presentation()?.opacity ?? 0
            #expect(dim > 0.1 && dim < 0.45, "the dimming view fades in alongside")
            host.runUntilIdle()
            // End: a 420 pt card on the bottom edge, over the presenter, which stays.
            #expect(wrapper.frameOnScreen == CGRect(x: 0, y: 424, width: 390, height: 420))
            #expect(second.view.frameOnScreen == CGRect(x: 0, y: 424, width: 390, height: 420))
            #expect(wrapper.layer.shadowOpacity == 0.44)
            #expect(second.view.superview?.superview?.layer.cornerRadius == 16)
            #expect(dimming.alpha == 0.5)
            #expect(first.view.window === host.window)
            #expect(appearance(of: "A", in: recorder) == [], "a custom presentation keeps the presenter on screen")
            #expect(appearance(of: "B", in: recorder) == appeared)
            recorder.reset()

            if cycle == 0 {
                // The second controller asks for more height: the card follows at the next layout.
                host.tap(at: CGPoint(x: seedButtonCenter.x, y: 424 + seedButtonCenter.y))
                host.runUntilIdle()
                #expect(second.preferredContentSize.height == 600)
                #expect(wrapper.frameOnScreen == CGRect(x: 0, y: 244, width: 390, height: 600))
                #expect(second.view.frameOnScreen == CGRect(x: 0, y: 244, width: 390, height: 600))
                second.preferredContentSize.height = CustomPresentationSecondViewController.regularHeight
                host.runUntilIdle()
                #expect(wrapper.frameOnScreen.minY == 424)
            }

            // A tap on the dimming view above the card dismisses it.
            host.tap(at: CGPoint(x: 200, y: 60))
            host.advance(by: 0.175)
            let falling = wrapper.frameOnScreen.minY
            #expect(falling > 424 + 20 && falling < 844 - 20)
            host.runUntilIdle()
            #expect(first.presentedViewController == nil)
            #expect(second.view.window == nil && wrapper.window == nil && dimming.window == nil)
            #expect(presentation.presentationWrappingView == nil && presentation.dimmingView == nil)
            #expect(appearance(of: "A", in: recorder) == [])
            #expect(appearance(of: "B", in: recorder) == disappeared)
            recorder.reset()
            watched += [Weak(object: wrapper), Weak(object: dimming), Weak(object: second.view.superview)]
        }
        // The controllers live on with `first` (its lazy properties), as in the tutorial; what
        // each presentation made is gone. (On iOS `first` never goes: it holds the presentation
        // controller, which holds it back as `presentingViewController` — a retain cycle in the
        // tutorial; OpenUIKit's presentation controller holds the presenter weakly.)
        // Ended touches are let go of when the finger lifts, as in UIKit (issue 18), so the
        // last dimming view is gone already.
        #expect(watched.map { $0.object == nil } == [true, true, true, true, true, true])
        host.tap(at: CGPoint(x: 300, y: 800))
        #expect(host.reports.isEmpty)
        #expect(
            watched.count == 6 && watched.allSatisfy { $0.object == nil }, "wrapper, dimming and rounded views are gone"
        )
        #expect(second.view.superview == nil)
    }
}

@MainActor @Suite struct SeedOneCallModalTests {
    @Test func modalKingPresentsAtTheFrameAndDismisses() {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        var watched: [Weak] = []
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        watchAppearance(of: root, as: "A", into: recorder)
        let frame = CGRect(x: 50, y: 100, width: 200, height: 300)
        var completions = 0
        do {
            let modalVC = UIViewController()
            modalVC.view.backgroundColor = .blue
            watchAppearance(of: modalVC, as: "B", into: recorder)
            root.mk_presentViewController(
                modalVC, withPresentFrame: frame,
                withPresentAnimation: { view in
                    let time: TimeInterval = 0.6
                    view.alpha = 0
                    UIView.animate(withDuration: time) {
                        view.alpha = 1
                    }
                    return time
                },
                withDismissAnimation: { view in
                    let time: TimeInterval = 0.4
                    UIView.animate(withDuration: time) {
                        view.alpha = 0
                    }
                    return time
                },
                withCompletion: {
                    completions += 1
                })
            host.advance(by: 0.3)
            // Middle: at its frame over the presenter, half faded in, the transition still open.
            #expect(modalVC.view.frameOnScreen == frame)
            let opacity = modalVC.view.layer.presentation()?.opacity ?? 0
            #expect(opacity > 0.3 && opacity < 0.7)
            #expect(root.view.window === host.window)
            #expect(completions == 0)
            host.runUntilIdle()
            #expect(completions == 1)
            #expect(modalVC.view.frameOnScreen == frame)
            #expect(root.presentedViewController === modalVC)
            #expect(root.animationDelegate != nil, "the presenter keeps its animation delegate")
            #expect(appearance(of: "A", in: recorder) == [])
            #expect(appearance(of: "B", in: recorder) == appeared)
            recorder.reset()
            watched = [
                Weak(object: modalVC), Weak(object: modalVC.view), Weak(object: modalVC.presentationController),
                Weak(object: modalVC.view.superview)
            ]

            modalVC.dismiss(animated: true)
            host.advance(by: 0.2)
            #expect(modalVC.view.window === host.window)
            host.runUntilIdle()
            #expect(modalVC.view.window == nil)
            #expect(root.presentedViewController == nil)
            #expect(appearance(of: "B", in: recorder) == disappeared)
        }
        #expect(host.reports.isEmpty)
        #expect(
            watched.count == 4 && watched.allSatisfy { $0.object == nil },
            "controller, view, presentation controller, container")
    }
}
