#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

extension SegueTransition {
    /// A bubble: the new screen shows through a circle that grows from `point` (in the
    /// screen's coordinates; its centre by default) until it covers the screen.
    public static func bubble(from point: CGPoint? = nil) -> SegueTransition {
        SegueTransition(name: "bubble", duration: 0.45, gestureDirection: .up) { stage in
            let center =
                point.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
                ?? CGPoint(x: stage.bounds.midX, y: stage.bounds.midY)
            let corners = [
                CGPoint(x: stage.bounds.minX, y: stage.bounds.minY),
                CGPoint(x: stage.bounds.maxX, y: stage.bounds.minY),
                CGPoint(x: stage.bounds.minX, y: stage.bounds.maxY), CGPoint(x: stage.bounds.maxX, y: stage.bounds.maxY)
            ]
            let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
            stage.arriving.revealCenter = center
            stage.arriving.start.revealRadius = 0
            stage.arriving.end.revealRadius = reach
        }
    }
}
