import Foundation

/// The outlines of the keyboard's shift and delete keys, drawn in a key's frame.
@MainActor
enum _KeyboardGlyphs {
    /// An upward arrow: filled black while shifted, an outline otherwise. Sets the fill colour.
    static func shift(in frame: CGRect, filled: Bool) -> UIBezierPath {
        let cx = frame.midX
        let cy = frame.midY
        let path = UIBezierPath()
        path.move(to: CGPoint(x: cx, y: cy - 9))
        path.addLine(to: CGPoint(x: cx + 9, y: cy + 1))
        path.addLine(to: CGPoint(x: cx + 4, y: cy + 1))
        path.addLine(to: CGPoint(x: cx + 4, y: cy + 8))
        path.addLine(to: CGPoint(x: cx - 4, y: cy + 8))
        path.addLine(to: CGPoint(x: cx - 4, y: cy + 1))
        path.addLine(to: CGPoint(x: cx - 9, y: cy + 1))
        path.close()
        if filled {
            UIColor.black.setFill()
            return path
        }
        UIColor.black.setFill()
        let inner = UIBezierPath()
        inner.move(to: CGPoint(x: cx, y: cy - 7))
        inner.addLine(to: CGPoint(x: cx - 6.5, y: cy - 0.2))
        inner.addLine(to: CGPoint(x: cx - 2.8, y: cy - 0.2))
        inner.addLine(to: CGPoint(x: cx - 2.8, y: cy + 6.8))
        inner.addLine(to: CGPoint(x: cx + 2.8, y: cy + 6.8))
        inner.addLine(to: CGPoint(x: cx + 2.8, y: cy - 0.2))
        inner.addLine(to: CGPoint(x: cx + 6.5, y: cy - 0.2))
        inner.close()
        path.append(inner)
        path.usesEvenOddFillRule = true
        return path
    }

    /// A left-pointing key cap with a cross. Sets the stroke colour.
    static func delete(in frame: CGRect) -> UIBezierPath {
        let cx = frame.midX
        let cy = frame.midY
        let path = UIBezierPath()
        path.move(to: CGPoint(x: cx - 11, y: cy))
        path.addLine(to: CGPoint(x: cx - 5, y: cy - 7))
        path.addLine(to: CGPoint(x: cx + 10, y: cy - 7))
        path.addLine(to: CGPoint(x: cx + 10, y: cy + 7))
        path.addLine(to: CGPoint(x: cx - 5, y: cy + 7))
        path.close()
        path.move(to: CGPoint(x: cx - 1, y: cy - 3))
        path.addLine(to: CGPoint(x: cx + 5, y: cy + 3))
        path.move(to: CGPoint(x: cx + 5, y: cy - 3))
        path.addLine(to: CGPoint(x: cx - 1, y: cy + 3))
        path.lineWidth = 1.5
        UIColor.black.setStroke()
        return path
    }
}
