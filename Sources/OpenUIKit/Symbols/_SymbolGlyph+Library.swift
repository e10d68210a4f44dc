import Foundation

/// The symbols Segue draws, by system name (UIKitBehaviour #284).
///
/// Every outline here is Segue's own, drawn from simple geometry to read like the familiar
/// glyph; none is traced from another design.
extension _SymbolGlyph {
    /// The names ``glyph(named:)`` knows, sorted.
    static let names: [String] = [
        "arrow.clockwise", "arrow.down.right.and.arrow.up.left", "arrow.left", "arrow.right",
        "arrow.up.left.and.arrow.down.right", "bell", "bell.fill",
        "checkmark", "checkmark.circle", "checkmark.circle.fill",
        "chevron.backward", "chevron.down", "chevron.forward", "chevron.left", "chevron.right", "chevron.up",
        "circle", "circle.fill", "ellipsis", "ellipsis.circle", "gear", "gearshape", "heart", "heart.fill",
        "house", "house.fill", "info.circle", "line.3.horizontal", "magnifyingglass", "minus", "pause.fill",
        "person", "person.circle", "person.fill", "play.fill", "plus", "plus.circle", "plus.circle.fill",
        "sidebar.left", "square.and.arrow.up", "star", "star.fill", "trash", "xmark", "xmark.circle",
        "xmark.circle.fill"
    ]

    /// The glyph for a system symbol name, or nil for a name Segue does not draw.
    static func glyph(named name: String) -> _SymbolGlyph? {
        switch name {
        case "chevron.right", "chevron.forward": chevronRight
        case "chevron.left", "chevron.backward": chevronRight.mirrored
        case "chevron.down": chevronRight.turnedClockwise
        case "chevron.up": chevronRight.turnedClockwise.mirroredVertically
        case "arrow.right": arrowRight
        case "arrow.left": arrowRight.mirrored
        case "xmark":
            _SymbolGlyph(
                width: 12.6, height: 12.6, marks: cross(at: CGPoint(x: 6.3, y: 6.3), half: 6.3, diagonal: true))
        case "xmark.circle": outlinedCircle(with: cross(at: circleCentre, half: 3.3, diagonal: true))
        case "xmark.circle.fill": filledCircle(cutting: cross(at: circleCentre, half: 3.3, diagonal: true))
        case "plus":
            _SymbolGlyph(width: 15, height: 15, marks: cross(at: CGPoint(x: 7.5, y: 7.5), half: 7.5, diagonal: false))
        case "plus.circle": outlinedCircle(with: cross(at: circleCentre, half: 4.6, diagonal: false))
        case "plus.circle.fill": filledCircle(cutting: cross(at: circleCentre, half: 4.6, diagonal: false))
        case "minus":
            _SymbolGlyph(
                width: 15, height: 0,
                marks: [.stroke(polyline([CGPoint(x: 0, y: 0), CGPoint(x: 15, y: 0)]), widthFactor: 1)])
        case "checkmark":
            _SymbolGlyph(
                width: 14.6, height: 13.4,
                marks: [.stroke(checkmarkPath(in: CGRect(x: 0, y: 0, width: 14.6, height: 13.4)), widthFactor: 1)])
        case "checkmark.circle": outlinedCircle(with: [.stroke(checkmarkPath(in: circleCheckRect), widthFactor: 1)])
        case "checkmark.circle.fill":
            filledCircle(cutting: [.stroke(checkmarkPath(in: circleCheckRect), widthFactor: 1)])
        case "circle": outlinedCircle(with: [])
        case "circle.fill": filledCircle(cutting: [])
        case "ellipsis":
            _SymbolGlyph(
                width: 17, height: 2, marks: [0, 8.5, 17].map { .dot(CGPoint(x: $0, y: 1), radiusFactor: 1.45) })
        case "ellipsis.circle":
            outlinedCircle(
                with: [-4.6, 0, 4.6].map { .dot(CGPoint(x: circleCentre.x + $0, y: circleCentre.y), radiusFactor: 1.3) }
            )
        case "info.circle": outlinedCircle(with: infoMarks)
        case "heart": _SymbolGlyph(width: 17.6, height: 15.6, marks: [.stroke(heartPath, widthFactor: 1)])
        case "heart.fill": _SymbolGlyph(width: 17.6, height: 15.6, marks: [.fill(heartPath)])
        case "star":
            _SymbolGlyph(width: starSize.width, height: starSize.height, marks: [.stroke(starPath, widthFactor: 1)])
        case "star.fill": _SymbolGlyph(width: starSize.width, height: starSize.height, marks: [.fill(starPath)])
        case "play.fill":
            _SymbolGlyph(
                width: 13, height: 15.6,
                marks: [
                    .fill(
                        roundedPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 13, y: 7.8), CGPoint(x: 0, y: 15.6)], radius: 1)
                    )
                ])
        case "pause.fill": pause
        case "line.3.horizontal":
            _SymbolGlyph(
                width: 17, height: 11.4,
                marks: [0, 5.7, 11.4].map {
                    .stroke(polyline([CGPoint(x: 0, y: $0), CGPoint(x: 17, y: $0)]), widthFactor: 1)
                })
        default: objectGlyph(named: name)
        }
    }

    /// The centre of the circle in the `.circle` variants.
    static let circleCentre = CGPoint(x: 9.2, y: 9.2)

    /// Where the checkmark goes in a circle.
    static let circleCheckRect = CGRect(x: 5, y: 5.6, width: 8.6, height: 7.6)

    /// A copy mirrored top to bottom.
    var mirroredVertically: _SymbolGlyph { turnedClockwise.turnedClockwise.mirrored }

    static var chevronRight: _SymbolGlyph {
        _SymbolGlyph(
            width: 7.4, height: 14.2,
            marks: [
                .stroke(
                    polyline([CGPoint(x: 0, y: 0), CGPoint(x: 7.4, y: 7.1), CGPoint(x: 0, y: 14.2)]), widthFactor: 1.05)
            ])
    }

    static var arrowRight: _SymbolGlyph {
        _SymbolGlyph(
            width: 15.2, height: 13,
            marks: [
                .stroke(polyline([CGPoint(x: 0, y: 6.5), CGPoint(x: 15, y: 6.5)]), widthFactor: 1),
                .stroke(
                    polyline([CGPoint(x: 8.7, y: 0), CGPoint(x: 15.2, y: 6.5), CGPoint(x: 8.7, y: 13)]), widthFactor: 1)
            ])
    }

    /// Two strokes through `centre`: an ×, or a + when not `diagonal`.
    static func cross(at centre: CGPoint, half: CGFloat, diagonal: Bool) -> [Mark] {
        if diagonal {
            return [
                .stroke(
                    polyline([
                        CGPoint(x: centre.x - half, y: centre.y - half), CGPoint(x: centre.x + half, y: centre.y + half)
                    ]), widthFactor: 1),
                .stroke(
                    polyline([
                        CGPoint(x: centre.x + half, y: centre.y - half), CGPoint(x: centre.x - half, y: centre.y + half)
                    ]), widthFactor: 1)
            ]
        }
        return [
            .stroke(
                polyline([CGPoint(x: centre.x - half, y: centre.y), CGPoint(x: centre.x + half, y: centre.y)]),
                widthFactor: 1),
            .stroke(
                polyline([CGPoint(x: centre.x, y: centre.y - half), CGPoint(x: centre.x, y: centre.y + half)]),
                widthFactor: 1)
        ]
    }

    /// A checkmark filling `rect`: a short stroke down to the bottom, a long one up to the top right.
    static func checkmarkPath(in rect: CGRect) -> CGPath {
        polyline([
            CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.55),
            CGPoint(x: rect.minX + rect.width * 0.34, y: rect.maxY),
            CGPoint(x: rect.maxX, y: rect.minY)
        ])
    }

    static var infoMarks: [Mark] {
        let c = circleCentre
        return [
            .dot(CGPoint(x: c.x - 0.2, y: c.y - 4.5), radiusFactor: 1.35),
            .stroke(
                polyline([
                    CGPoint(x: c.x - 1.8, y: c.y - 1.2), CGPoint(x: c.x, y: c.y - 1.2), CGPoint(x: c.x, y: c.y + 4.8)
                ]), widthFactor: 1),
            .stroke(
                polyline([CGPoint(x: c.x - 2.4, y: c.y + 4.8), CGPoint(x: c.x + 2.4, y: c.y + 4.8)]), widthFactor: 1)
        ]
    }

    static var heartPath: CGPath {
        path { p in
            p.move(to: CGPoint(x: 8.8, y: 15.6))
            p.addCurve(to: CGPoint(x: 0, y: 4.8), control1: CGPoint(x: 3.6, y: 12.2), control2: CGPoint(x: 0, y: 8.8))
            p.addCurve(to: CGPoint(x: 4.7, y: 0), control1: CGPoint(x: 0, y: 1.9), control2: CGPoint(x: 2.0, y: 0))
            p.addCurve(to: CGPoint(x: 8.8, y: 2.6), control1: CGPoint(x: 6.6, y: 0), control2: CGPoint(x: 8.0, y: 1.1))
            p.addCurve(to: CGPoint(x: 12.9, y: 0), control1: CGPoint(x: 9.6, y: 1.1), control2: CGPoint(x: 11.0, y: 0))
            p.addCurve(
                to: CGPoint(x: 17.6, y: 4.8), control1: CGPoint(x: 15.6, y: 0), control2: CGPoint(x: 17.6, y: 1.9))
            p.addCurve(
                to: CGPoint(x: 8.8, y: 15.6), control1: CGPoint(x: 17.6, y: 8.8), control2: CGPoint(x: 14.0, y: 12.2))
            p.closeSubpath()
        }
    }

    /// The star's outer radius; its inner corners sit at 0.47 of it.
    static let starRadius: CGFloat = 9.6
    static var starSize: CGSize {
        CGSize(width: 2 * starRadius * cos(.pi / 10), height: starRadius * (1 + cos(.pi / 5)))
    }

    static var starPath: CGPath {
        let centre = CGPoint(x: starSize.width / 2, y: starRadius)
        let corners = (0..<10).map { index -> CGPoint in
            let radius = index.isMultiple(of: 2) ? starRadius : starRadius * 0.47
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        return roundedPolygon(corners, radius: 0.6)
    }

    static var pause: _SymbolGlyph {
        let bars = [0, 8.4].map { x in
            Mark.fill(
                path {
                    $0.addRoundedRect(
                        in: CGRect(x: x, y: 0, width: 3.6, height: 15), cornerWidth: 0.8, cornerHeight: 0.8)
                })
        }
        return _SymbolGlyph(width: 12, height: 15, marks: bars)
    }
}
