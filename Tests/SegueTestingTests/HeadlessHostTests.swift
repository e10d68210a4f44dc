import SegueTesting
import TestSupport
import Testing

/// The headless host: a fresh application per host, exact frame stepping on a manual clock,
/// and the idle check.
@MainActor
@Suite struct HeadlessHostTests {
    /// Records the timestamps of the frames a display link sees.
    final class FrameLog {
        var timestamps: [CFTimeInterval] = []
        let link: CADisplayLink
        init() {
            let box = Box()
            link = CADisplayLink { box.log?.timestamps.append($0.timestamp) }
            box.log = self
            link.add(to: .main, forMode: .common)
        }
        final class Box { weak var log: FrameLog? }
    }

    @Test func aNewHostStartsAFreshApplication() {
        let first = HeadlessHost(screenSize: CGSize(width: 320, height: 480), scale: 2)
        let extra = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        extra.makeKeyAndVisible()
        first.advance(by: 1.5)
        expectEqual(UIApplication.shared.windows.count, 2)

        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 300), scale: 3)
        expectEqual(UIApplication.shared.windows.count, 1)
        #expect(UIApplication.shared.windows.first === host.window)
        #expect(!UIApplication.shared.windows.contains { $0 === first.window || $0 === extra })
        #expect(UIApplication.shared.keyWindow === host.window)
        #expect(host.window.isKeyWindow)
        #expect(!extra.isKeyWindow && !first.window.isKeyWindow)
        #expect(!host.window.isHidden)
        expectEqual(host.window.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
        expectEqual(host.now, 0)
        expectEqual(CACurrentMediaTime(), 0)
        expectEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 400, height: 300))
        expectEqual(UIScreen.main.scale, 3)
        expectEqual(UIScreen.main.nativeBounds, CGRect(x: 0, y: 0, width: 1200, height: 900))
        #expect(host.window.screen === UIScreen.main)
        expectEqual(CAEngine.current.frameCount, 0)
    }

    @Test func workLeftByAPreviousHostIsDropped() {
        let first = HeadlessHost()
        let log = Log()
        DispatchQueue.main.async { log.append("stale async") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.append("stale delayed") }
        UIApplication.shared.queueTouch(.began, at: CGPoint(x: 1, y: 1))
        _ = first
        let host = HeadlessHost()
        #expect(UIApplication.shared.busyReasons.isEmpty)
        host.advance(by: 0.5)
        #expect(log.items.isEmpty)
    }

    @Test func advanceRunsExactlyTheFramesInTheInterval() {
        let host = HeadlessHost()
        let frames = FrameLog()
        let startCount = CAEngine.current.frameCount
        host.advance(by: 0.5)
        expectEqual(frames.timestamps.count, 30)
        expectEqual(CAEngine.current.frameCount - startCount, 30)
        expectEqual(host.now, 0.5)
        for (index, time) in frames.timestamps.enumerated() {
            #expect(isClose(time, Double(index + 1) / 60, tolerance: 1e-12), "frame \(index + 1)")
        }
        #expect(frames.timestamps.last == 0.5, "the last frame lands exactly on the target")
        frames.link.invalidate()
    }

    @Test func advanceBetweenRefreshInstants() {
        let host = HeadlessHost()
        let frames = FrameLog()
        host.advance(by: 0.01)
        #expect(frames.timestamps.isEmpty, "0.01 s holds no 60 Hz refresh instant")
        expectEqual(host.now, 0.01)
        host.advance(by: 0.01)
        expectEqual(frames.timestamps.count, 1)
        #expect(isClose(frames.timestamps[0], 1.0 / 60, tolerance: 1e-12))
        expectEqual(host.now, 0.02)
        host.advance(by: 0)
        expectEqual(frames.timestamps.count, 1)
        host.runFrame()
        expectEqual(frames.timestamps.count, 2)
        #expect(isClose(host.now, 2.0 / 60, tolerance: 1e-12))
        host.advance(by: 1.0)
        expectEqual(frames.timestamps.count, 62)
        #expect(isClose(host.now, 1 + 2.0 / 60, tolerance: 1e-12))
        frames.link.invalidate()
    }

    @Test func manySmallStepsStayOnTheFrameGrid() {
        let host = HeadlessHost()
        let frames = FrameLog()
        for _ in 0..<120 { host.advance(by: 1.0 / 60) }
        expectEqual(frames.timestamps.count, 120)
        #expect(isClose(host.now, 2, tolerance: 1e-9))
        frames.link.invalidate()
    }

    @Test func aFasterDisplayRunsMoreFrames() {
        let host = HeadlessHost(framesPerSecond: 120)
        let frames = FrameLog()
        host.advance(by: 0.5)
        expectEqual(frames.timestamps.count, 60)
        expectEqual(UIScreen.main.maximumFramesPerSecond, 120)
        expectEqual(host.framesPerSecond, 120)
        frames.link.invalidate()
    }

    @Test func runUntilIdleReturnsAtOnceWhenIdle() {
        let host = HeadlessHost()
        host.advance(by: 0.25)
        host.runUntilIdle()
        expectEqual(host.now, 0.25)
    }

    @Test func runUntilIdleFinishesAnAnimationAtItsEnd() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        host.runUntilIdle()
        expectEqual(finished, [true])
        #expect(host.now >= 0.5 - 1e-9 && host.now <= 0.5 + 2.0 / 60 + 1e-9)
        #expect(UIApplication.shared.busyReasons.isEmpty)
    }

    @Test func runUntilIdleWithAnEndlessAnimationRecordsAFailure() {
        let host = HeadlessHost()
        host.idleTimeout = 2
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 0.5
        pulse.repeatCount = .infinity
        view.layer.add(pulse, forKey: "pulse")
        withKnownIssue {
            host.runUntilIdle()
        }
        #expect(isClose(host.now, 2, tolerance: 1e-9), "gives up after idleTimeout seconds")
        #expect(!UIApplication.shared.busyReasons.isEmpty)
    }

    @Test func reportsCollectMisuse() {
        let host = HeadlessHost()
        #expect(host.reports.isEmpty)
        let view = UIView()
        view.addSubview(view)
        expectEqual(host.reports.count, 1)
        let next = HeadlessHost()
        #expect(next.reports.isEmpty, "a new host starts with no reports")
    }

    @Test func safeAreaInsetsReachTheWindow() {
        let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let host = HeadlessHost(safeAreaInsets: insets)
        expectEqual(host.window.safeAreaInsets, insets)
        let view = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        host.window.addSubview(view)
        expectEqual(view.safeAreaInsets, UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    }
}

/// A log that closures sent to other queues may append to.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ item: String) { lock.withLock { storage.append(item) } }
    var items: [String] { lock.withLock { storage } }
}
