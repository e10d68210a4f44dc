import Foundation
import SegueGallery
import SegueTesting
import Testing

/// Runs a gallery scenario on a headless host, the way the gallery renders it.
///
/// Without an observer the steps map one to one onto the host: `.perform` calls the closure
/// with the root, `.tap` is `tap(at:)`, `.drag` is `drag(from:to:duration:)`, `.wait` is
/// `advance(by:)` and `.settle` is `runUntilIdle()`. With an observer the same steps run one
/// frame at a time (the same touches queued at the same instants, the same frames) and the
/// observer sees the host after every frame — for rendering key frames.
@MainActor
final class ScenarioRunner {
    let host: HeadlessHost
    let root: UIViewController
    /// Frames run so far: the clock's time in frames (scenarios keep it on the frame grid).
    var frames: Int { Int((host.now * Double(host.framesPerSecond) + 1e-6).rounded(.down)) }
    /// The frame count when the scenario's last action (perform, tap or drag) began: the
    /// transition the scenario shows starts there.
    private(set) var lastActionFrame = 0
    /// Every controller seen in the window's tree after each step, held weakly (for leak checks).
    private(set) var controllersSeen: [Weak<UIViewController>] = []
    private let observer: ((ScenarioRunner) -> Void)?

    /// Makes a host of `size` points at `scale` and installs a fresh root of `demo`.
    init(_ demo: any GalleryDemo.Type, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
         observer: ((ScenarioRunner) -> Void)? = nil) {
        host = HeadlessHost(screenSize: size, scale: scale)
        root = demo.makeRootViewController()
        self.observer = observer
        host.window.rootViewController = root
        collect()
        frame()
    }

    /// Runs the steps in order.
    func run(_ steps: [GalleryStep]) {
        for step in steps {
            switch step {
            case .perform, .tap, .drag: lastActionFrame = frames
            case .wait, .settle: break
            }
            if observer == nil { runDirectly(step) } else { runFrameByFrame(step) }
            collect()
        }
    }

    private func runDirectly(_ step: GalleryStep) {
        switch step {
        case .perform(let body): body(root)
        case .tap(let point): host.tap(at: point)
        case .drag(let from, let to, let duration): host.drag(from: from, to: to, duration: duration)
        case .wait(let seconds): host.advance(by: seconds)
        case .settle: host.runUntilIdle()
        }
    }

    private func runFrameByFrame(_ step: GalleryStep) {
        switch step {
        case .perform(let body): body(root)
        case .tap(let point):
            UIApplication.shared.queueTouch(.began, at: point)
            frame()
            UIApplication.shared.queueTouch(.ended, at: point)
            frame()
        case .drag(let from, let to, let duration):
            let steps = max(1, Int((duration * Double(host.framesPerSecond)).rounded()))
            UIApplication.shared.queueTouch(.began, at: from)
            frame()
            for k in 1...steps {
                let f = CGFloat(k) / CGFloat(steps)
                let point = k == steps ? to : CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                UIApplication.shared.queueTouch(.moved, at: point)
                if k == steps { UIApplication.shared.queueTouch(.ended, at: to) }
                frame()
            }
        case .wait(let seconds):
            let target = host.now + seconds
            let fps = Double(host.framesPerSecond)
            while ((host.now * fps).rounded() + 1) / fps <= target + 1e-9 { frame() }
            host.advance(by: max(0, target - host.now))
        case .settle:
            host.advance(by: 0)
            var guardFrames = 0
            while !UIApplication.shared.busyReasons.isEmpty && guardFrames < 60 * 120 {
                frame()
                guardFrames += 1
            }
        }
    }

    private func frame() {
        host.runFrame()
        observer?(self)
    }

    /// Adds every controller now in the window's tree (children and presented controllers).
    private func collect() {
        func visit(_ controller: UIViewController?) {
            guard let controller, !controllersSeen.contains(where: { $0.object === controller }) else { return }
            controllersSeen.append(Weak(controller))
            controller.children.forEach(visit)
            visit(controller.presentedViewController)
        }
        visit(host.window.rootViewController)
    }
}

/// A weak reference, to check that something was released.
@MainActor
final class Weak<T: AnyObject> {
    weak var object: T?
    init(_ object: T) { self.object = object }
}
