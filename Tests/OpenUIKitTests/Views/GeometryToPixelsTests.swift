import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Beyond `HugeGeometryTests`: every path from geometry to pixels has a defined outcome for huge, infinite and NaN values
/// (issue 32, fault 1; UIKitBehaviour #384, #394): nothing crashes, drawing is clamped and
/// reported, and a NaN given to a layer's bounds or position traps as Core Animation raises.
@MainActor
@Suite struct GeometryToPixelsTests {
    /// A view that draws, as apps' custom views do.
    final class Drawn: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
        }
    }

    nonisolated static let hugeValues: [CGFloat] = [
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, 1e19, .infinity
    ]

    @Test(arguments: hugeValues)
    func hugeValuesEverywhereRenderWithoutCrashing(_ huge: CGFloat) {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let filled = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        filled.backgroundColor = .red
        filled.layer.cornerRadius = 4
        filled.layer.borderWidth = 1
        filled.layer.shadowOpacity = 0.5
        let drawn = Drawn(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        let label = UILabel(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        label.text = "Huge"
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        content.backgroundColor = .green
        scroll.addSubview(content)
        for view in [filled, drawn, label, scroll] { controller.view.addSubview(view) }
        host.runUntilIdle()
        filled.frame = CGRect(x: 0, y: 0, width: huge, height: huge)
        drawn.bounds = CGRect(x: 0, y: 0, width: huge, height: 10)
        label.transform = CGAffineTransform(scaleX: huge, y: huge)
        content.center = CGPoint(x: huge, y: huge)
        scroll.contentSize = CGSize(width: huge, height: huge)
        scroll.contentOffset = CGPoint(x: 0, y: huge)
        controller.view.setNeedsLayout()
        host.runUntilIdle()
        let image = host.render()
        expectEqual(image.width, 390)
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.2)
        host.runUntilIdle()
        _ = host.render()
    }

    @Test func aNaNLayerBoundsTrapsWithCoreAnimationsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CALayer bounds contains NaN: [0 0; nan 10]"))
    }

    @Test func aNaNLayerPositionTrapsWithCoreAnimationsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layer = CALayer()
                layer.position = CGPoint(x: CGFloat.nan, y: 3)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CALayer position contains NaN: [nan 3]"))
    }

    /// Soak: a huge frame given to a view with huge bounds under a huge transform can make
    /// ∞ − ∞ of its position; such a frame is ignored with a report, never a NaN trap.
    @Test func aHugeFrameThroughAHugeTransformIsIgnoredWithAReport() {
        let host = HeadlessHost()
        let view = Drawn(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        host.window.addSubview(view)
        let huge = CGFloat.greatestFiniteMagnitude / 4
        view.bounds = CGRect(x: 0, y: 0, width: huge, height: huge)
        view.transform = CGAffineTransform(scaleX: huge, y: huge)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: huge)
        view.center = CGPoint(x: huge, y: -huge)
        view.frame = CGRect(x: -huge, y: huge, width: huge, height: huge)
        #expect(!view.center.x.isNaN && !view.center.y.isNaN && !view.bounds.width.isNaN && !view.bounds.height.isNaN)
        host.runUntilIdle()
        _ = host.render()
    }

    @Test func infiniteLayerGeometryIsKept() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        layer.position = CGPoint(x: -CGFloat.infinity, y: 0)
        expectEqual(layer.bounds.width, .infinity)
        expectEqual(layer.position.x, -.infinity)
    }
}
