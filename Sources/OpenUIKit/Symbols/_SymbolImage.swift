import Foundation

/// What a symbol image is: a glyph at a resolved size, weight and scale, maybe with its own
/// tint colour. Carried by a `UIImage` made by `UIImage(systemName:)`.
///
/// The image's pixels (its `cgImage`) are the glyph rendered in black (or in its tint colour)
/// at the main screen's scale when the image is made; drawing the image into a context draws
/// the glyph afresh at that context's resolution, so symbols stay crisp at any scale.
struct _SymbolImage: @unchecked Sendable {
    /// The system name, such as `"star.fill"`.
    let name: String
    let glyph: _SymbolGlyph
    /// The configuration the image was made with (unspecified values kept unspecified).
    let configuration: UIImage.SymbolConfiguration
    /// The colour from `withTintColor(_:)`, drawn instead of the views' tint colour.
    let tintColor: UIColor?
    /// Resolved point size, weight and scale.
    let pointSize: CGFloat
    let weight: UIImage.SymbolWeight
    let symbolScale: UIImage.SymbolScale
    /// Points per design unit.
    let unit: CGFloat
    /// The stroke width in points.
    let strokeWidth: CGFloat
    /// The image's size in points, rounded up to the pixel grid of `pixelScale`.
    let size: CGSize
    /// The pixels per point of the image's `cgImage`.
    let pixelScale: CGFloat

    init(
        name: String, glyph: _SymbolGlyph, configuration: UIImage.SymbolConfiguration, tintColor: UIColor?,
        pixelScale: CGFloat
    ) {
        self.name = name
        self.glyph = glyph
        self.configuration = configuration
        self.tintColor = tintColor
        let resolved = configuration._resolved
        pointSize = resolved.pointSize
        weight = resolved.weight
        symbolScale = resolved.scale
        unit = pointSize / 17 * symbolScale._factor
        strokeWidth = weight._strokeWidthAt17 * pointSize / 17
        self.pixelScale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        let exact = CGSize(width: glyph.size.width * unit + strokeWidth, height: glyph.size.height * unit + strokeWidth)
        size = CGSize(
            width: (exact.width * self.pixelScale).rounded(.up) / self.pixelScale,
            height: (exact.height * self.pixelScale).rounded(.up) / self.pixelScale)
    }

    /// The same symbol with another configuration on top, or another tint colour.
    func with(configuration: UIImage.SymbolConfiguration? = nil, tintColor: UIColor?? = nil) -> _SymbolImage {
        _SymbolImage(
            name: name, glyph: glyph, configuration: configuration ?? self.configuration,
            tintColor: tintColor ?? self.tintColor, pixelScale: pixelScale)
    }

    /// Where the glyph's box sits in the image: centred, in points.
    var glyphOrigin: CGPoint {
        CGPoint(x: (size.width - glyph.size.width * unit) / 2, y: (size.height - glyph.size.height * unit) / 2)
    }

    /// The distance from the image's bottom edge to the text baseline, in points.
    var baselineOffsetFromBottom: CGFloat {
        size.height - glyphOrigin.y - glyph.baseline * unit
    }

    /// The insets of the glyph's centre-line box from the image's edges: the part of the
    /// image that strokes only reach into (UIKitBehaviour #283).
    var alignmentRectInsets: UIEdgeInsets {
        let origin = glyphOrigin
        return UIEdgeInsets(top: origin.y, left: origin.x, bottom: origin.y, right: origin.x)
    }

    /// The colour the pixels are drawn in: the tint colour, else black.
    var pixelColor: CGColor {
        (tintColor ?? .black).resolvedColor(with: UITraitCollection._screenTraits).cgColor
    }

    /// The glyph rendered at `scale` pixels per point in `color`.
    func render(scale: CGFloat, color: CGColor) -> CGImage? {
        let width = max(Int((size.width * scale).rounded(.up)), 1)
        let height = max(Int((size.height * scale).rounded(.up)), 1)
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        // Quartz's bitmap space is y-up: flip it so the glyph's y-down design reads upright.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        draw(in: context, color: color)
        return context.makeImage()
    }

    /// Draws the glyph's marks into `context`, whose user space is this image's, in points.
    func draw(in context: CGContext, color: CGColor) {
        let origin = glyphOrigin
        var place = CGAffineTransform(a: unit, b: 0, c: 0, d: unit, tx: origin.x, ty: origin.y)
        func placed(_ path: CGPath) -> CGPath { path.copy(using: &place) ?? path }
        func dot(_ centre: CGPoint, _ factor: CGFloat) -> CGPath {
            // Dots keep a visible size at light weights: a third of a point more than the factor says.
            let point = centre.applying(place)
            let radius = strokeWidth / 2 * factor + unit / 3
            return CGPath(
                ellipseIn: CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2),
                transform: nil)
        }
        context.saveGState()
        context.setFillColor(color)
        context.setStrokeColor(color)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        for mark in glyph.marks {
            context.setBlendMode(.normal)
            switch mark {
            case .stroke(let path, let factor):
                context.setLineWidth(strokeWidth * factor)
                context.addPath(placed(path))
                context.strokePath()
            case .fill(let path):
                context.setLineWidth(strokeWidth)
                context.addPath(placed(path))
                context.fillPath()
                context.addPath(placed(path))
                context.strokePath()
            case .dot(let centre, let factor):
                context.addPath(dot(centre, factor))
                context.fillPath()
            case .cut(let path, let factor):
                context.setBlendMode(.destinationOut)
                context.setLineWidth(strokeWidth * factor)
                context.addPath(placed(path))
                context.strokePath()
            case .cutDot(let centre, let factor):
                context.setBlendMode(.destinationOut)
                context.addPath(dot(centre, factor))
                context.fillPath()
            }
        }
        context.restoreGState()
    }
}

extension _SymbolImage: Equatable {
    static func == (lhs: _SymbolImage, rhs: _SymbolImage) -> Bool {
        lhs.name == rhs.name && lhs.configuration.isEqual(to: rhs.configuration) && lhs.tintColor == rhs.tintColor
            && lhs.pixelScale == rhs.pixelScale
    }
}
