import Foundation
import SegueGallery
import SegueTesting
import Testing

/// Runs a gallery scenario on a headless host, the way the gallery renders it.
///
/// The steps map one to one onto the host: `.perform` calls the closure with the root, `.tap`
/// is `tap(at:)`, `.drag` is `drag(from:to:duration:)`, `.wait` is `advance(by:)` and
/// `.settle` is `runUntilIdle()`; an observer sees the host after every frame they run — for
/// rendering key frames.
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
    init(_ demo: any TransitionDemo, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
         observer: ((ScenarioRunner) -> Void)? = nil) {
        host = HeadlessHost(screenSize: size, scale: scale)
        root = demo.makeRootViewController()
        self.observer = observer
        host.window.rootViewController = root
        collect()
        frame()
    }

    /// Runs the steps in order.
    func run(_ steps: [ScenarioStep]) {
        for step in steps {
            switch step {
            case .perform, .tap, .drag, .touches: lastActionFrame = frames
            case .wait, .settle: break
            }
            run(step)
            collect()
        }
    }

    private func run(_ step: ScenarioStep) {
        let observe: () -> Void = { self.observer?(self) }
        switch step {
        case .perform(let body): body(root)
        case .tap(let point): host.tap(at: point, afterEachFrame: observe)
        case .drag(let from, let to, let duration): host.drag(from: from, to: to, duration: duration, afterEachFrame: observe)
        case .touches(let script): host.perform(script, afterEachFrame: observe)
        case .wait(let seconds): host.advance(by: seconds, afterEachFrame: observe)
        case .settle:
            guard observer != nil else { return host.runUntilIdle() }
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
