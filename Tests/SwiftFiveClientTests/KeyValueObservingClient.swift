import OpenUIKit
import SegueTesting
import Testing

// iOS code in the Swift 5 language mode that observes UIKit properties with key paths: a
// header that stretches with a scroll view's offset, a controller that follows a view's frame,
// and KVC by string.

final class StretchyScrollView: UIScrollView {}

final class StretchyHeaderController: UIViewController {
    let scrollView = StretchyScrollView()
    var offsets: [CGFloat] = []
    private var observation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        view.addSubview(scrollView)
        observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            guard let offset = change.newValue else { return }
            self?.offsets.append(offset.y)
        }
    }
}

@MainActor
@Suite struct KeyValueObservingClientTests {
    // UIKitBehaviour #221
    @Test func frameObserversHearFrameBoundsCenterAndTransformButBoundsObserversOnlyBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var frames: [CGRect] = []
        var bounds: [CGRect] = []
        var olds: [CGRect?] = []
        let frameObservation = view.observe(\.frame, options: [.new, .old]) { _, change in
            frames.append(change.newValue!)
            olds.append(change.oldValue)
        }
        let boundsObservation = view.observe(\UIView.bounds, options: .new) { _, change in
            bounds.append(change.newValue!)
        }
        view.frame = CGRect(x: 10, y: 0, width: 100, height: 50)
        view.frame = CGRect(x: 10, y: 0, width: 100, height: 50)  // the same value notifies too
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        view.center = CGPoint(x: 0, y: 0)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(frames.count == 5)
        #expect(olds.first == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frames[3] == CGRect(x: -100, y: -25, width: 200, height: 50))
        #expect(frames[4] == CGRect(x: -200, y: -50, width: 400, height: 100))
        #expect(bounds == [CGRect(x: 0, y: 0, width: 200, height: 50)])
        withExtendedLifetime((frameObservation, boundsObservation)) {}
    }

    /// DeckTransition's presentation controller follows the presented view's frame and
    /// transform this way, with `.initial`.
    @Test func transformObserversHearTheTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var transforms: [CGAffineTransform] = []
        let observation = view.observe(\.transform, options: [.initial, .new]) { view, _ in
            transforms.append(view.transform)
        }
        view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        view.frame = CGRect(x: 0, y: 0, width: 90, height: 45)
        #expect(
            transforms == [.identity, CGAffineTransform(scaleX: 0.9, y: 0.9)], "frame alone does not notify transform")
        withExtendedLifetime(observation) {}
    }

    @Test func priorAndInitialNotifications() {
        let view = UIView()
        var events: [String] = []
        let observation = view.observe(\.alpha, options: [.initial, .prior, .old, .new]) { _, change in
            events.append(
                "\(change.isPrior ? "prior" : "after") old=\(change.oldValue.map { "\($0)" } ?? "nil") new=\(change.newValue.map { "\($0)" } ?? "nil")"
            )
        }
        view.alpha = 0.5
        #expect(events == ["after old=nil new=1.0", "prior old=1.0 new=nil", "after old=1.0 new=0.5"])
        observation.invalidate()
        view.alpha = 0.25
        #expect(events.count == 3)
    }

    @Test func anObservationEndsWithItsTokenAndTheSetterFastPathReturns() {
        let view = UIView()
        var count = 0
        var observation: NSKeyValueObservation? = view.observe(\.isHidden) { _, _ in count += 1 }
        view.isHidden = true
        #expect(count == 1)
        #expect(view._keyValueObservers != nil)
        observation = nil
        view.isHidden = false
        #expect(count == 1)
        #expect(view._keyValueObservers == nil)
        _ = observation
    }

    // UIKitBehaviour #222
    @Test func scrollingOnTheMediaClockNotifiesContentOffsetOfASubclass() {
        let host = HeadlessHost(screenSize: CGSize(width: 320, height: 480), scale: 1)
        let controller = StretchyHeaderController()
        host.window.rootViewController = controller
        host.runFrame()
        var sizes: [CGSize] = []
        let sizeObservation = controller.scrollView.observe(\StretchyScrollView.contentSize, options: .new) {
            _, change in
            sizes.append(change.newValue!)
        }
        controller.scrollView.contentSize = CGSize(width: 320, height: 4000)
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        host.runUntilIdle()
        #expect(controller.offsets.count > 5)
        #expect(controller.offsets.last == 600)
        #expect(zip(controller.offsets, controller.offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(sizes == [CGSize(width: 320, height: 4000)])
        withExtendedLifetime(sizeObservation) {}
    }

    @Test func layersAndControllersAreObservable() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [CGPoint] = []
        let layerObservation = view.layer.observe(\.position, options: .new) { _, change in
            positions.append(change.newValue!)
        }
        view.center = CGPoint(x: 40, y: 40)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(positions == [CGPoint(x: 40, y: 40), CGPoint(x: 10, y: 10)])

        let controller = UIViewController()
        var preferred: [CGSize] = []
        let controllerObservation = controller.observe(\.preferredContentSize, options: .new) { _, change in
            preferred.append(change.newValue!)
        }
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(preferred == [CGSize(width: 300, height: 200)])
        withExtendedLifetime((layerObservation, controllerObservation)) {}
    }

    @Test func keyValueCodingByStringAndKeyPath() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setValue(0.5, forKey: "alpha")
        view.setValue(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)), forKey: "frame")
        #expect(view.alpha == 0.5)
        #expect(view.value(forKey: "frame") as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.value(forKeyPath: "layer.position") as? CGPoint == CGPoint(x: 2.5, y: 4))
        view.setValue(CGPoint(x: 7, y: 7), forKeyPath: "layer.position")
        #expect(view.center == CGPoint(x: 7, y: 7))
        let scrollView = UIScrollView()
        scrollView.setValue(CGSize(width: 5, height: 6), forKey: "contentSize")
        #expect(scrollView.contentSize == CGSize(width: 5, height: 6))
    }

    @Test func anUnknownKeyTrapsAsNSUnknownKeyException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIView().value(forKey: "colour") }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("valueForUndefinedKey:]: this class is not key value coding-compliant for the key colour.")
        )
    }

    @Test func anUnsupportedKeyPathTrapsInsteadOfNeverFiring() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIView().observe(\.backgroundColor) { _, _ in } }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("KVO of") && message.contains("on UIView"))
    }
}
