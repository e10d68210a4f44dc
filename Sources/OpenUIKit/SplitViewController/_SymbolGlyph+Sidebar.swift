import Foundation

/// The split view's button symbols: `sidebar.left` (a rounded window with a divider near its
/// left side and three short lines in the sidebar) and the secondary-only button's diagonal
/// arrows (Segue's own outlines).
extension _SymbolGlyph {
    static var sidebarLeft: _SymbolGlyph {
        let width: CGFloat = 21
        let height: CGFloat = 16.4
        let frame = path { p in
            p.addRoundedRect(in: CGRect(x: 0, y: 0, width: width, height: height), cornerWidth: 3.2, cornerHeight: 3.2)
        }
        let divider = polyline([CGPoint(x: 7.2, y: 0), CGPoint(x: 7.2, y: height)])
        let lines = [4.0, 6.6, 9.2].map { y in
            Mark.stroke(polyline([CGPoint(x: 2.6, y: y), CGPoint(x: 4.8, y: y)]), widthFactor: 0.75)
        }
        return _SymbolGlyph(
            width: width, height: height,
            marks: [.stroke(frame, widthFactor: 1), .stroke(divider, widthFactor: 1)] + lines)
    }

    /// Two arrows pointing out to opposite corners (`outward`), or in from them: the
    /// secondary-only button's `arrow.up.left.and.arrow.down.right` and its way back.
    static func diagonalArrows(outward: Bool) -> _SymbolGlyph {
        let size: CGFloat = 16
        func arrow(from tail: CGPoint, to tip: CGPoint) -> [Mark] {
            let dx: CGFloat = tip.x > tail.x ? -5 : 5
            let dy: CGFloat = tip.y > tail.y ? -5 : 5
            return [
                .stroke(polyline([tail, tip]), widthFactor: 1),
                .stroke(
                    polyline([CGPoint(x: tip.x + dx, y: tip.y), tip, CGPoint(x: tip.x, y: tip.y + dy)]), widthFactor: 1)
            ]
        }
        let centre = CGPoint(x: size / 2, y: size / 2)
        let topLeft = CGPoint(x: 0, y: 0)
        let bottomRight = CGPoint(x: size, y: size)
        let inner1 = CGPoint(x: centre.x - 1.5, y: centre.y - 1.5)
        let inner2 = CGPoint(x: centre.x + 1.5, y: centre.y + 1.5)
        let marks =
            outward
            ? arrow(from: inner1, to: topLeft) + arrow(from: inner2, to: bottomRight)
            : arrow(from: topLeft, to: inner1) + arrow(from: bottomRight, to: inner2)
        return _SymbolGlyph(width: size, height: size, marks: marks)
    }
}
