import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// End to end: views that draw (a label, a custom view) show their drawings in what the
/// headless host renders, placed, clipped and composited by `CARenderer`.
@MainActor
@Suite struct HostRenderingTests {
    /// A view drawing an orange ring with a Bézier path.
    final class RingView: UIView {
        override func draw(_ rect: CGRect) {
            let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3))
            ring.lineWidth = 4
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).setStroke()
            ring.stroke()
        }
    }

    /// Snapshot: a 180 × 60 pt screen at scale 2 — white window, the text "Hello, Segue" in
    /// black 17 pt DejaVu Sans on the left, and an orange ring (4 pt line) on a light blue
    /// square on the right.
    @Test func drawnViewsAppearInTheHostsRender() {
        let host = HeadlessHost(screenSize: CGSize(width: 180, height: 60), scale: 2)
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 8, y: 10, width: 116, height: 40))
        label.text = "Hello, Segue"
        host.window.addSubview(label)
        let ring = RingView(frame: CGRect(x: 130, y: 10, width: 40, height: 40))
        ring.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
        host.window.addSubview(ring)
        host.advance(by: 1.0 / 60)
        let image = host.render()
        #expect(image.width == 360 && image.height == 120)
        // The ring's line (x from 1 to 5 pt in the view) crosses the middle of its left edge.
        let orange = Drawing.pixel(image, (130 + 3) * 2, 30 * 2)
        #expect(orange[0] == 255 && (127...128).contains(orange[1]) && orange[2] == 0)
        // The ring's inside shows the square's background.
        expectEqual(Drawing.pixel(image, 150 * 2, 30 * 2), [217, 235, 255, 255])
        // The label's text is the only ink left of the ring.
        var ink = 0
        for y in 0..<120 { for x in 0..<250 where Drawing.pixel(image, x, y)[0] < 128 { ink += 1 } }
        #expect(ink > 800)
        expectSnapshot(of: image, named: "host-label-and-drawing", tolerance: Drawing.tolerance)
    }
}
