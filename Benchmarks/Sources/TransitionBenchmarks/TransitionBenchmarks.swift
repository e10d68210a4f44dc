import CAllocationCounter
import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// Headless present + dismiss cycles with a simple animator, run to completion on the manual
/// clock, against a baseline in the same process: the same controllers' views added to and
/// removed from the window with no transition. Prints cycles per second, the bytes allocated
/// per cycle (counted by the executable's own malloc wrappers, `CAllocationCounter`) and the
/// growth of the resident memory per cycle (what the cycles keep); then the matched-views
/// benchmark (`MatchedBenchmark`). Asserts nothing.
@main
struct TransitionBenchmarks {
    @MainActor
    static func main() {
        var cycles = 5_000
        var matchedCycles = 50
        var arguments = CommandLine.arguments.dropFirst()
        while let flag = arguments.popFirst() {
            guard flag == "--cycles" || flag == "--matched-cycles", let value = arguments.popFirst(),
                let number = Int(value), number > 0
            else {
                print("usage: TransitionBenchmarks [--cycles N] [--matched-cycles N]")
                return
            }
            if flag == "--cycles" { cycles = number } else { matchedCycles = number }
        }
        #if DEBUG
        print("warning: debug build; measure with `swift run -c release TransitionBenchmarks`")
        #endif
        let host = HeadlessHost()
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let delegate = FadeDelegate()

        _ = run(cycles: 200, host: host, root: root, delegate: delegate)  // warm-up
        let heapBefore = residentBytes()
        let bytesBefore = segue_allocated_bytes()
        let countBefore = segue_allocation_count()
        let transitions = run(cycles: cycles, host: host, root: root, delegate: delegate)
        let bytesAfter = segue_allocated_bytes()
        let countAfter = segue_allocation_count()
        let heapAfter = residentBytes()
        let baseline = runBaseline(cycles: cycles, host: host)

        let perSecond = Double(cycles) / transitions.seconds
        print(
            """
            \(cycles) present + dismiss cycles (.custom, fade animator 0.25 s, frames at 60 Hz on the manual clock)
            transitions: \(format(transitions.seconds * 1000)) ms, \(format(perSecond, 0)) cycles/s, \(transitions.frames / cycles) frames per cycle
            baseline (add/remove the view, one frame each way): \(format(baseline * 1000)) ms
            ratio transitions / baseline: \(format(transitions.seconds / baseline, 1))×
            allocated: \(format(Double(bytesAfter - bytesBefore) / Double(cycles), 0)) bytes in \(format(Double(countAfter - countBefore) / Double(cycles), 0)) allocations per cycle\(countAfter == countBefore ? " (the allocator was not replaced: not measured)" : "")
            resident memory after − before: \(format(Double(heapAfter - heapBefore) / Double(cycles), 1)) bytes per cycle
            target ≥ 5,000 cycles/s: \(perSecond >= 5_000 ? "met" : "NOT met")
            """)
        MatchedBenchmark.run(cycles: matchedCycles)
    }

    @MainActor
    static func run(cycles: Int, host: HeadlessHost, root: UIViewController, delegate: FadeDelegate) -> (
        seconds: Double, frames: Int
    ) {
        let start = DispatchTime.now().uptimeNanoseconds
        let firstTime = host.now
        for _ in 0..<cycles {
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true)
            host.runUntilIdle()
            presented.dismiss(animated: true)
            host.runUntilIdle()
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let frames = Int(((host.now - firstTime) * Double(host.framesPerSecond)).rounded())
        return (seconds, frames)
    }

    @MainActor
    static func runBaseline(cycles: Int, host: HeadlessHost) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<cycles {
            let controller = UIViewController()
            host.window.addSubview(controller.view)
            host.runFrame()
            controller.view.removeFromSuperview()
            host.runFrame()
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The process's resident memory, from /proc/self/statm (0 where it cannot be read).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    static func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }
}

/// Vends a fade animator for both directions.
@MainActor
final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator()
    }
}

/// Fades the presented view in, or the dismissed view out, over 0.25 s.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        guard let view = transitionContext.view(forKey: presenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
        }
        UIView.animate(withDuration: 0.25, animations: { view.alpha = presenting ? 1 : 0 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
