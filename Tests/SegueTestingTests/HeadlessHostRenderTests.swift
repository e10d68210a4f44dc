import Foundation
import SegueTesting
import TestSupport
import Testing

/// `HeadlessHost.render()`: the key window's layer tree at the host's scale and the current
/// media time.
@MainActor
@Suite struct HeadlessHostRenderTests {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image._premultipliedRGBA[i..<(i + 4)])
    }

    @Test func rendersTheWindowAtTheHostScale() {
        let host = HeadlessHost(screenSize: CGSize(width: 40, height: 30), scale: 2)
        host.window.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        let box = UIView(frame: CGRect(x: 10, y: 5, width: 10, height: 10))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.window.addSubview(box)
        host.runUntilIdle()
        let image = host.render()
        #expect(image.width == 80 && image.height == 60)
        expectEqual(pixel(image, 19, 9), [255, 255, 255, 255])
        #expect(pixel(image, 20, 10) == [255, 0, 0, 255])  // point (10, 5) at 2×
        expectEqual(pixel(image, 39, 29), [255, 0, 0, 255])
        expectEqual(pixel(image, 40, 30), [255, 255, 255, 255])
    }

    @Test func rendersAnimationsAtTheCurrentMediaTime() {
        let host = HeadlessHost(screenSize: CGSize(width: 40, height: 20), scale: 1)
        host.window.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        box.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        host.window.addSubview(box)
        host.runUntilIdle()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 35
        move.duration = 1
        move.beginTime = CACurrentMediaTime()
        box.layer.add(move, forKey: "move")
        box.layer.position.x = 35
        host.advance(by: 0.5)
        // Half-way (linear): x = 20, so the box spans 15 ..< 25.
        let image = host.render()
        expectEqual(pixel(image, 14, 10), [0, 0, 0, 255])
        expectEqual(pixel(image, 15, 10), [0, 255, 0, 255])
        expectEqual(pixel(image, 24, 10), [0, 255, 0, 255])
        expectEqual(pixel(image, 25, 10), [0, 0, 0, 255])
    }
}
