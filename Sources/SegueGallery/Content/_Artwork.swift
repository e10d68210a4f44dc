#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The pictures the gallery's screens show, drawn in code with `UIGraphicsImageRenderer` so
/// that no image files are needed.
///
/// Each picture is a small landscape — a sky, a sun, clouds and two rows of hills — in the
/// colours of a `_Palette`, so that every screen of a demo is told apart at a glance, even in
/// a reduced-size frame.
@MainActor
enum _Artwork {
    /// The colours of one landscape.
    struct Palette {
        /// The sky, top to bottom in three bands.
        var sky: (UIColor, UIColor, UIColor)
        /// The sun (or moon).
        var sun: UIColor
        /// The far hills.
        var farHills: UIColor
        /// The near hills.
        var nearHills: UIColor

        /// A bright day: blue sky, yellow sun, green hills.
        static let day = Palette(
            sky: (
                UIColor(red: 0.45, green: 0.72, blue: 0.98, alpha: 1),
                UIColor(red: 0.58, green: 0.80, blue: 0.99, alpha: 1),
                UIColor(red: 0.74, green: 0.88, blue: 1.00, alpha: 1)
            ),
            sun: UIColor(red: 1.00, green: 0.84, blue: 0.20, alpha: 1),
            farHills: UIColor(red: 0.42, green: 0.70, blue: 0.42, alpha: 1),
            nearHills: UIColor(red: 0.20, green: 0.52, blue: 0.28, alpha: 1))

        /// A sunset: orange and pink sky, a red sun, purple hills.
        static let sunset = Palette(
            sky: (
                UIColor(red: 0.98, green: 0.47, blue: 0.35, alpha: 1),
                UIColor(red: 0.99, green: 0.62, blue: 0.40, alpha: 1),
                UIColor(red: 1.00, green: 0.80, blue: 0.55, alpha: 1)
            ),
            sun: UIColor(red: 0.93, green: 0.22, blue: 0.24, alpha: 1),
            farHills: UIColor(red: 0.55, green: 0.33, blue: 0.55, alpha: 1),
            nearHills: UIColor(red: 0.33, green: 0.18, blue: 0.40, alpha: 1))

        /// A night: deep blue sky, a pale moon, dark teal hills.
        static let night = Palette(
            sky: (
                UIColor(red: 0.07, green: 0.10, blue: 0.27, alpha: 1),
                UIColor(red: 0.12, green: 0.17, blue: 0.38, alpha: 1),
                UIColor(red: 0.20, green: 0.26, blue: 0.50, alpha: 1)
            ),
            sun: UIColor(red: 0.96, green: 0.95, blue: 0.85, alpha: 1),
            farHills: UIColor(red: 0.10, green: 0.33, blue: 0.38, alpha: 1),
            nearHills: UIColor(red: 0.04, green: 0.20, blue: 0.24, alpha: 1))

        /// A cool morning: pale mint sky, a white sun, blue-green hills.
        static let morning = Palette(
            sky: (
                UIColor(red: 0.62, green: 0.88, blue: 0.85, alpha: 1),
                UIColor(red: 0.76, green: 0.93, blue: 0.89, alpha: 1),
                UIColor(red: 0.90, green: 0.97, blue: 0.93, alpha: 1)
            ),
            sun: UIColor(red: 1.00, green: 1.00, blue: 0.95, alpha: 1),
            farHills: UIColor(red: 0.35, green: 0.62, blue: 0.70, alpha: 1),
            nearHills: UIColor(red: 0.16, green: 0.42, blue: 0.52, alpha: 1))
    }

    /// Draws a landscape of `size` points in `palette`'s colours, at the main screen's scale.
    static func landscape(size: CGSize, palette: Palette) -> UIImage {
        _PictureCache.picture("landscape \(palette)", size: size) { drawLandscape(size: size, palette: palette) }
    }

    private static func drawLandscape(size: CGSize, palette: Palette) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { context in
            let width = size.width
            let height = size.height
            // Sky: three horizontal bands, lighter toward the horizon.
            let bands = [palette.sky.0, palette.sky.1, palette.sky.2]
            for (index, colour) in bands.enumerated() {
                colour.setFill()
                let top = height * 0.62 * CGFloat(index) / 3
                context.fill(CGRect(x: 0, y: top, width: width, height: height * 0.62 / 3 + 1))
            }
            palette.sky.2.setFill()
            context.fill(CGRect(x: 0, y: height * 0.62, width: width, height: height * 0.38))
            // Sun with a soft halo.
            let sunCentre = CGPoint(x: width * 0.72, y: height * 0.30)
            let sunRadius = min(width, height) * 0.13
            palette.sun.withAlphaComponent(0.3).setFill()
            UIBezierPath(
                arcCenter: sunCentre, radius: sunRadius * 1.5, startAngle: 0, endAngle: 2 * .pi, clockwise: true
            ).fill()
            palette.sun.setFill()
            UIBezierPath(arcCenter: sunCentre, radius: sunRadius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
                .fill()
            // Two clouds of overlapping ovals.
            UIColor(white: 1, alpha: 0.85).setFill()
            for (x, y, scale) in [(0.22, 0.22, 1.0), (0.50, 0.12, 0.7)] as [(CGFloat, CGFloat, CGFloat)] {
                let w = width * 0.20 * scale
                let h = height * 0.08 * scale
                let origin = CGPoint(x: width * x, y: height * y)
                UIBezierPath(ovalIn: CGRect(x: origin.x, y: origin.y, width: w, height: h)).fill()
                UIBezierPath(
                    ovalIn: CGRect(x: origin.x + w * 0.3, y: origin.y - h * 0.45, width: w * 0.55, height: h * 1.1)
                ).fill()
            }
            // Far hills, then near hills, as smooth curves across the width.
            hills(width: width, height: height, baseline: 0.62, amplitude: 0.12, phase: 0.0).fill(
                with: palette.farHills)
            hills(width: width, height: height, baseline: 0.76, amplitude: 0.10, phase: 0.5).fill(
                with: palette.nearHills)
        }
    }

    /// A band of hills: a curve rising and falling across the width above `baseline` (a
    /// fraction of the height), closed along the bottom edge.
    private static func hills(width: CGFloat, height: CGFloat, baseline: CGFloat, amplitude: CGFloat, phase: CGFloat)
        -> UIBezierPath
    {
        let path = UIBezierPath()
        let base = height * baseline
        path.move(to: CGPoint(x: 0, y: base))
        let humps = 3
        for hump in 0..<humps {
            let x0 = width * CGFloat(hump) / CGFloat(humps)
            let x1 = width * CGFloat(hump + 1) / CGFloat(humps)
            let lift = height * amplitude * (hump % 2 == 0 ? 1 - phase * 0.6 : 0.5 + phase * 0.6)
            path.addCurve(
                to: CGPoint(x: x1, y: base),
                controlPoint1: CGPoint(x: x0 + (x1 - x0) * 0.3, y: base - lift * 1.3),
                controlPoint2: CGPoint(x: x0 + (x1 - x0) * 0.7, y: base - lift * 1.3))
        }
        path.addLine(to: CGPoint(x: width, y: height))
        path.addLine(to: CGPoint(x: 0, y: height))
        path.close()
        return path
    }
}

extension UIBezierPath {
    /// Fills the path with `colour`.
    @MainActor fileprivate func fill(with colour: UIColor) {
        colour.setFill()
        fill()
    }
}
