#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Landscape pictures drawn in code with `UIGraphicsImageRenderer`: a sky, a sun, two ranges
/// of hills and a lake, in one of a few palettes.
///
/// The gallery's demos of the one-call modal, the tab slide, the system styles and the
/// interruptible zoom use them as the photographs of their screens, so that every rendered
/// frame shows an image as well as text and cards.
@MainActor
enum SceneryImage {
    /// The colours of one picture.
    struct Palette {
        /// The sky at the top and near the horizon.
        var sky: UIColor
        var horizon: UIColor
        /// The sun (or moon).
        var sun: UIColor
        /// The far and the near hills.
        var farHills: UIColor
        var nearHills: UIColor
        /// The lake in the foreground.
        var water: UIColor
    }

    /// A warm evening over green hills.
    static let evening = Palette(
        sky: UIColor(red: 0.98, green: 0.62, blue: 0.40, alpha: 1),
        horizon: UIColor(red: 1.0, green: 0.85, blue: 0.55, alpha: 1),
        sun: UIColor(red: 1.0, green: 0.96, blue: 0.80, alpha: 1),
        farHills: UIColor(red: 0.55, green: 0.45, blue: 0.60, alpha: 1),
        nearHills: UIColor(red: 0.27, green: 0.45, blue: 0.36, alpha: 1),
        water: UIColor(red: 0.35, green: 0.55, blue: 0.75, alpha: 1))

    /// A clear noon over blue mountains.
    static let noon = Palette(
        sky: UIColor(red: 0.36, green: 0.64, blue: 0.95, alpha: 1),
        horizon: UIColor(red: 0.72, green: 0.87, blue: 1.0, alpha: 1),
        sun: UIColor(red: 1.0, green: 0.93, blue: 0.45, alpha: 1),
        farHills: UIColor(red: 0.45, green: 0.58, blue: 0.78, alpha: 1),
        nearHills: UIColor(red: 0.30, green: 0.62, blue: 0.36, alpha: 1),
        water: UIColor(red: 0.20, green: 0.45, blue: 0.80, alpha: 1))

    /// A violet night with a moon over dark ridges.
    static let night = Palette(
        sky: UIColor(red: 0.12, green: 0.12, blue: 0.30, alpha: 1),
        horizon: UIColor(red: 0.35, green: 0.27, blue: 0.55, alpha: 1),
        sun: UIColor(red: 0.95, green: 0.95, blue: 0.88, alpha: 1),
        farHills: UIColor(red: 0.22, green: 0.20, blue: 0.40, alpha: 1),
        nearHills: UIColor(red: 0.10, green: 0.16, blue: 0.22, alpha: 1),
        water: UIColor(red: 0.18, green: 0.25, blue: 0.45, alpha: 1))

    /// A pale morning over sandy dunes.
    static let desert = Palette(
        sky: UIColor(red: 0.55, green: 0.80, blue: 0.90, alpha: 1),
        horizon: UIColor(red: 0.98, green: 0.92, blue: 0.80, alpha: 1),
        sun: UIColor(red: 1.0, green: 0.80, blue: 0.35, alpha: 1),
        farHills: UIColor(red: 0.88, green: 0.66, blue: 0.42, alpha: 1),
        nearHills: UIColor(red: 0.80, green: 0.52, blue: 0.30, alpha: 1),
        water: UIColor(red: 0.30, green: 0.65, blue: 0.70, alpha: 1))

    /// A cold day over white peaks.
    static let glacier = Palette(
        sky: UIColor(red: 0.62, green: 0.78, blue: 0.88, alpha: 1),
        horizon: UIColor(red: 0.90, green: 0.95, blue: 0.98, alpha: 1),
        sun: UIColor(red: 1.0, green: 1.0, blue: 0.95, alpha: 1),
        farHills: UIColor(red: 0.85, green: 0.90, blue: 0.96, alpha: 1),
        nearHills: UIColor(red: 0.45, green: 0.58, blue: 0.68, alpha: 1),
        water: UIColor(red: 0.25, green: 0.50, blue: 0.65, alpha: 1))

    /// A pink dusk over a purple coast.
    static let dusk = Palette(
        sky: UIColor(red: 0.85, green: 0.45, blue: 0.62, alpha: 1),
        horizon: UIColor(red: 0.99, green: 0.75, blue: 0.70, alpha: 1),
        sun: UIColor(red: 1.0, green: 0.88, blue: 0.70, alpha: 1),
        farHills: UIColor(red: 0.58, green: 0.36, blue: 0.55, alpha: 1),
        nearHills: UIColor(red: 0.36, green: 0.22, blue: 0.42, alpha: 1),
        water: UIColor(red: 0.45, green: 0.40, blue: 0.70, alpha: 1))

    /// Every palette, in a fixed order.
    static let palettes: [Palette] = [evening, noon, night, desert, glacier, dusk]

    /// Draws a landscape of `size` points in `palette`, at the main screen's scale.
    ///
    /// The composition scales with the size, so a thumbnail and a full-width header drawn in
    /// the same palette show the same picture.
    static func make(size: CGSize, palette: Palette) -> UIImage {
        _PictureCache.picture("scenery \(palette)", size: size) { draw(size: size, palette: palette) }
    }

    private static func draw(size: CGSize, palette: Palette) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { _ in
            let w = size.width
            let h = size.height
            palette.sky.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: w, height: h)).fill()
            // A lighter band of sky towards the horizon, in three steps.
            for step in 0..<3 {
                let top = h * (0.30 + 0.08 * CGFloat(step))
                palette.horizon.withAlphaComponent(0.35 + 0.2 * CGFloat(step)).setFill()
                UIBezierPath(rect: CGRect(x: 0, y: top, width: w, height: h - top)).fill()
            }
            palette.sun.setFill()
            let radius = min(w, h) * 0.13
            UIBezierPath(
                ovalIn: CGRect(x: w * 0.68 - radius, y: h * 0.30 - radius, width: radius * 2, height: radius * 2)
            ).fill()
            palette.farHills.setFill()
            ridge(width: w, peaks: [(0.0, 0.50), (0.22, 0.36), (0.45, 0.52), (0.70, 0.40), (1.0, 0.54)], height: h)
                .fill()
            palette.nearHills.setFill()
            ridge(width: w, peaks: [(0.0, 0.62), (0.30, 0.70), (0.58, 0.58), (0.85, 0.68), (1.0, 0.64)], height: h)
                .fill()
            palette.water.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: h * 0.82, width: w, height: h * 0.18)).fill()
            palette.sun.withAlphaComponent(0.5).setFill()
            UIBezierPath(
                rect: CGRect(x: w * 0.68 - radius * 0.8, y: h * 0.86, width: radius * 1.6, height: max(h * 0.015, 1))
            ).fill()
            UIBezierPath(
                rect: CGRect(x: w * 0.68 - radius * 0.5, y: h * 0.91, width: radius, height: max(h * 0.015, 1))
            ).fill()
        }
    }

    /// A closed range of hills: smooth curves through `peaks` (x as a fraction of the width,
    /// y as a fraction of the height), down to the bottom edge.
    private static func ridge(width: CGFloat, peaks: [(CGFloat, CGFloat)], height: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: height))
        path.addLine(to: CGPoint(x: 0, y: peaks[0].1 * height))
        for index in 1..<peaks.count {
            let previous = CGPoint(x: peaks[index - 1].0 * width, y: peaks[index - 1].1 * height)
            let point = CGPoint(x: peaks[index].0 * width, y: peaks[index].1 * height)
            let middle = (previous.x + point.x) / 2
            path.addCurve(
                to: point, controlPoint1: CGPoint(x: middle, y: previous.y),
                controlPoint2: CGPoint(x: middle, y: point.y))
        }
        path.addLine(to: CGPoint(x: width, y: height))
        path.close()
        return path
    }
}
