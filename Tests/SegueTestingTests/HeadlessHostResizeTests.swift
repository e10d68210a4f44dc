import Foundation
import SegueTesting
import TestSupport
import Testing

/// `HeadlessHost.resize(to:scale:)`: the host takes the screen's new size and scale, and
/// renders at them.
@MainActor
@Suite struct HeadlessHostResizeTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image._premultipliedRGBA[i..<(i + 4)])
    }

    /// A root view controller with a red view pinned 10 points from the right and bottom edges.
    private func stage(_ host: HeadlessHost) -> UIView {
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        let corner = UIView(frame: CGRect(x: 30, y: 20, width: 10, height: 10))
        corner.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        root.view.addSubview(corner)
        host.window.rootViewController = root
        host.runUntilIdle()
        return corner
    }

    @Test func theWindowAndTheRenderFollowTheNewSize() {
        let host = HeadlessHost(screenSize: CGSize(width: 50, height: 40), scale: 1)
        let corner = stage(host)
        host.resize(to: CGSize(width: 80, height: 60))
        expectEqual(host.screenSize, CGSize(width: 80, height: 60))
        expectEqual(host.window.frame, CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(
            corner.frame == CGRect(x: 60, y: 40, width: 10, height: 10), "still 10 points from the right and bottom")
        host.runUntilIdle()
        let image = host.render()
        #expect(image.width == 80 && image.height == 60)
        expectEqual(pixel(image, 59, 39), [255, 255, 255, 255])
        expectEqual(pixel(image, 60, 40), [255, 0, 0, 255])
        expectEqual(pixel(image, 69, 49), [255, 0, 0, 255])
        #expect(pixel(image, 79, 59) == [255, 255, 255, 255], "the root view fills the new screen")
        #expect(host.reports.isEmpty)
    }

    @Test func aNewScaleRendersMorePixels() {
        let host = HeadlessHost(screenSize: CGSize(width: 50, height: 40), scale: 1)
        _ = stage(host)
        host.resize(to: CGSize(width: 50, height: 40), scale: 2)
        expectEqual(host.screenScale, 2)
        host.runUntilIdle()
        let image = host.render()
        #expect(image.width == 100 && image.height == 80)
        expectEqual(pixel(image, 59, 39), [255, 255, 255, 255])
        #expect(pixel(image, 60, 40) == [255, 0, 0, 255])  // point (30, 20) at 2×
    }

    @Test func aBadSizeKeepsTheHostAsItWas() {
        let host = HeadlessHost(screenSize: CGSize(width: 50, height: 40), scale: 1)
        _ = stage(host)
        host.resize(to: CGSize(width: -5, height: 40))
        expectEqual(host.reports.count, 1)
        expectEqual(host.screenSize, CGSize(width: 50, height: 40))
        expectEqual(host.window.frame, CGRect(x: 0, y: 0, width: 50, height: 40))
        expectEqual(host.render().width, 50)
    }
}
