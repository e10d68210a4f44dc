import Foundation
import SegueTesting
import TestSupport
import Testing

/// `HeadlessHost.record(for:)` and `recordUntilIdle(_:)`: one frame per refresh, each at its
/// refresh instant, from the screen before the change to the end; and the frame sampling
/// snapshot tests use.
@MainActor
@Suite struct TransitionRecordingTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image._premultipliedRGBA[i..<(i + 4)])
    }

    /// A 20 × 20 screen, white, with a red box that fades linearly over 0.5 s once `fade` runs.
    private func fadingBox() -> (HeadlessHost, fade: () -> Void) {
        let host = HeadlessHost(screenSize: CGSize(width: 20, height: 20), scale: 1)
        host.window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .red
        host.window.addSubview(box)
        host.runUntilIdle()
        return (host, { UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { box.alpha = 0 } })
    }

    @Test func recordForTakesTheFrameNowAndEveryRefreshWithinTheSpan() {
        let (host, fade) = fadingBox()
        fade()
        let start = host.now
        let recording = host.record(for: 0.5)
        expectEqual(recording.frames.count, 31)
        #expect(recording.framesPerSecond == 60 && recording.scale == 1)
        #expect(isClose(recording.duration, 0.5, tolerance: 1e-9))
        for (k, frame) in recording.frames.enumerated() {
            #expect(isClose(frame.time, start + Double(k) / 60, tolerance: 1e-9))
        }
        // Red over white fading linearly: green and blue rise as 255 k / 30.
        expectEqual(pixel(recording.frames[0].image, 10, 10), [255, 0, 0, 255])
        let middle = pixel(recording.frames[15].image, 10, 10)
        #expect(abs(Int(middle[1]) - 128) <= 2, "\(middle)")
        expectEqual(pixel(recording.frames[30].image, 10, 10), [255, 255, 255, 255])
        #expect(isClose(host.now, start + 0.5, tolerance: 1e-9))
    }

    @Test func recordUntilIdleRunsThePushFromTheScreenBeforeToTheFirstIdleFrame() {
        let host = HeadlessHost(screenSize: CGSize(width: 40, height: 80), scale: 1)
        let first = UIViewController()
        first.view.backgroundColor = .blue
        let navigation = UINavigationController(rootViewController: first)
        navigation.isNavigationBarHidden = true
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let second = UIViewController()
        second.view.backgroundColor = .green
        let push = host.recordUntilIdle { navigation.pushViewController(second, animated: true) }
        #expect(push.frames.count > 10)
        #expect(pixel(push.frames[0].image, 20, 40) == [0, 0, 255, 255], "the screen before the push")
        #expect(pixel(push.frames.last!.image, 20, 40) == [0, 255, 0, 255], "the pushed screen")
        #expect(UIApplication.shared.busyReasons.isEmpty)
        #expect(navigation.topViewController === second)
        // The middle frame is mid-slide: both screens are on it.
        let middle = push.frame(atFraction: 0.5)!.image
        let row = (0..<40).map { pixel(middle, $0, 40) }
        #expect(row.contains([0, 0, 255, 255]) || row.contains { $0[1] < 250 && $0[2] > 0 }, "\(row)")
        #expect(row.contains([0, 255, 0, 255]), "\(row)")
    }

    @Test func recordUntilIdleWithNothingToDoIsOneFrame() {
        let (host, _) = fadingBox()
        let recording = host.recordUntilIdle()
        expectEqual(recording.frames.count, 1)
        expectEqual(recording.duration, 0)
    }

    @Test func aBadSpanRecordsTheCurrentFrameAndIsReported() {
        let (host, _) = fadingBox()
        for seconds in [Double.nan, -1, .infinity] {
            expectEqual(host.record(for: seconds).frames.count, 1)
        }
        expectEqual(host.reports.count, 3)
        expectEqual(host.reports.first?.contains("HeadlessHost.record(for:)"), true)
    }

    @Test func framesAtFractionsPickTheNearestFrameHalvesUp() throws {
        let images = (0..<5).map { _ in HeadlessHost(screenSize: CGSize(width: 1, height: 1)).render() }
        let recording = TransitionRecording(
            frames: images.enumerated().map { .init(image: $1, time: Double($0) / 60) },
            framesPerSecond: 60, scale: 1)
        let times = recording.frames(atFractions: [0, 0.25, 0.5, 0.625, 1, -3, 7]).map { Int(($0.time * 60).rounded()) }
        #expect(times == [0, 1, 2, 3, 4, 0, 4])  // 0.625 × 4 = 2.5 rounds up
        expectEqual(recording.frame(atFraction: .nan), nil)
        expectEqual(TransitionRecording(frames: [], framesPerSecond: 60, scale: 1).frame(atFraction: 0.5), nil)
    }
}

extension TransitionRecording.Frame: Equatable {
    public static func == (a: Self, b: Self) -> Bool { a.image === b.image && a.time == b.time }
}
