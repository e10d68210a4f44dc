import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `drawHierarchy(in:afterScreenUpdates:)` draws what the view shows now into the current context.
@MainActor
@Suite struct DrawHierarchyTests {
    @Test func theViewAndItsSubviewsAreDrawnIntoTheRect() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let view = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 20))
        view.backgroundColor = .red
        view.transform = CGAffineTransform(rotationAngle: 0.5)  // not part of what is drawn
        let inner = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        host.window.addSubview(view)
        host.advance(by: 0)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        let cgImage = try #require(image.cgImage)
        let left = Drawing.pixel(cgImage, 5, 10)
        let right = Drawing.pixel(cgImage, 30, 10)
        #expect(left[0] > 200 && left[2] < 60 && left[3] == 255, "the red view, untransformed, on the left half")
        #expect(right[2] > 200 && right[0] < 60, "the blue subview on the right half")
    }

    @Test func withoutAContextNothingIsDrawn() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        expectEqual(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false), false)
        expectEqual(host.reports.count, 1)
    }
}
