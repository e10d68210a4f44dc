import Foundation
import SegueGallery
import Testing

@testable import SegueTesting

/// `HeadlessHost.render()` composites on two threads where the machine has two cores: the
/// bands of rows are split between them, and the frame is the same bytes as on one thread.
@MainActor
@Suite struct HeadlessHostRenderThreadsTests {
    /// Frames of a card over a blur (a backdrop splits the compositing into segments, a cast
    /// shadow and rounded corners cross the bands' edges), drawn on one thread and on two.
    @Test func twoThreadsDrawTheSameBytesAsOne() throws {
        let demo = try #require(Gallery.demo(named: "blur-card"))
        let saved = HeadlessHost._renderThreadCount
        defer { HeadlessHost._renderThreadCount = saved }
        var compared = 0
        try ScenarioPlayer().play(demo, demo.scenarios[0]) { index, run in
            guard index % 8 == 4 else { return }
            HeadlessHost._renderThreadCount = 1
            let one = try #require(_FrameRenderer(host: run.host)?.render(run.host))
            HeadlessHost._renderThreadCount = 2
            let two = try #require(_FrameRenderer(host: run.host)?.render(run.host))
            #expect(one._premultipliedRGBA == two._premultipliedRGBA, "frame \(index)")
            compared += 1
        }
        #expect(compared >= 2)
    }

    /// Bad counts draw on one thread: nothing is split into less than one band.
    @Test func aCountBelowOneDrawsOnOneThread() throws {
        let saved = HeadlessHost._renderThreadCount
        defer { HeadlessHost._renderThreadCount = saved }
        let host = HeadlessHost(screenSize: CGSize(width: 40, height: 100), scale: 1)
        host.window.backgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        host.runUntilIdle()
        HeadlessHost._renderThreadCount = 1
        let one = try #require(_FrameRenderer(host: host)?.render(host))
        for count in [0, -3, Int.min] {
            HeadlessHost._renderThreadCount = count
            let image = try #require(_FrameRenderer(host: host)?.render(host))
            #expect(image._premultipliedRGBA == one._premultipliedRGBA, "\(count) threads")
        }
        #expect(host.finish().isClean)
    }
}
