import Foundation

/// The symbols that picture objects: tools, people, places (UIKitBehaviour #284).
extension _SymbolGlyph {
    /// The object glyph for `name`, or nil.
    static func objectGlyph(named name: String) -> _SymbolGlyph? {
        switch name {
        case "trash": trash
        case "gear": gear(teeth: 12, outer: 9.8, inner: 8.0, hole: 3.4)
        case "gearshape": gear(teeth: 8, outer: 9.8, inner: 7.6, hole: 3.2)
        case "magnifyingglass": magnifyingGlass
        case "person": person(filled: false)
        case "person.fill": person(filled: true)
        case "person.circle": outlinedCircle(radius: 9.6, with: personInCircle)
        case "house": house(filled: false)
        case "house.fill": house(filled: true)
        case "bell": bell(filled: false)
        case "bell.fill": bell(filled: true)
        case "arrow.clockwise": arrowClockwise
        case "square.and.arrow.up": shareBox
        case "sidebar.left": sidebarLeft
        case "arrow.up.left.and.arrow.down.right": diagonalArrows(outward: true)
        case "arrow.down.right.and.arrow.up.left": diagonalArrows(outward: false)
        default: nil
        }
    }

    static var trash: _SymbolGlyph {
        let lid = polyline([CGPoint(x: 0, y: 3.2), CGPoint(x: 14.6, y: 3.2)])
        let handle = path { p in
            p.move(to: CGPoint(x: 4.8, y: 3.2))
            p.addArc(tangent1End: CGPoint(x: 4.8, y: 0), tangent2End: CGPoint(x: 9.8, y: 0), radius: 1.2)
            p.addArc(tangent1End: CGPoint(x: 9.8, y: 0), tangent2End: CGPoint(x: 9.8, y: 3.2), radius: 1.2)
            p.addLine(to: CGPoint(x: 9.8, y: 3.2))
        }
        let can = path { p in
            p.move(to: CGPoint(x: 1.7, y: 3.2))
            p.addArc(tangent1End: CGPoint(x: 2.7, y: 17), tangent2End: CGPoint(x: 11.9, y: 17), radius: 1.8)
            p.addArc(tangent1End: CGPoint(x: 11.9, y: 17), tangent2End: CGPoint(x: 12.9, y: 3.2), radius: 1.8)
            p.addLine(to: CGPoint(x: 12.9, y: 3.2))
        }
        let ribs = [4.9, 7.3, 9.7].map { x in
            Mark.stroke(polyline([CGPoint(x: x, y: 6.6), CGPoint(x: x, y: 13.8)]), widthFactor: 0.75)
        }
        return _SymbolGlyph(
            width: 14.6, height: 17,
            marks: [.stroke(lid, widthFactor: 1), .stroke(handle, widthFactor: 1), .stroke(can, widthFactor: 1)] + ribs)
    }

    /// A toothed wheel: `teeth` flat-topped teeth between radii `inner` and `outer`, a hole.
    static func gear(teeth: Int, outer: CGFloat, inner: CGFloat, hole: CGFloat) -> _SymbolGlyph {
        let centre = CGPoint(x: outer, y: outer)
        let pitch = 2 * CGFloat.pi / CGFloat(teeth)
        var corners: [CGPoint] = []
        for tooth in 0..<teeth {
            let middle = -CGFloat.pi / 2 + CGFloat(tooth) * pitch
            // Each tooth: a flat top over 30% of the pitch, flanks widening to 50% at the root.
            for (angle, radius) in [(-0.25, inner), (-0.15, outer), (0.15, outer), (0.25, inner)] {
                let a = middle + CGFloat(angle) * pitch
                corners.append(CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a)))
            }
        }
        return _SymbolGlyph(
            width: outer * 2, height: outer * 2,
            marks: [
                .stroke(roundedPolygon(corners, radius: 0.5), widthFactor: 1),
                .stroke(circle(centre, hole), widthFactor: 1)
            ])
    }

    static var magnifyingGlass: _SymbolGlyph {
        let radius: CGFloat = 6.6
        let centre = CGPoint(x: 6.6, y: 6.6)
        let edge = radius * CGFloat(0.5).squareRoot()
        return _SymbolGlyph(
            width: 16.6, height: 16.6,
            marks: [
                .stroke(circle(centre, radius), widthFactor: 1),
                .stroke(
                    polyline([CGPoint(x: centre.x + edge, y: centre.y + edge), CGPoint(x: 16.6, y: 16.6)]),
                    widthFactor: 1.25)
            ])
    }

    static func person(filled: Bool) -> _SymbolGlyph {
        let head = circle(CGPoint(x: 7.6, y: 4.2), 4.2)
        let body = path { p in
            p.move(to: CGPoint(x: 0, y: 16.2))
            p.addCurve(
                to: CGPoint(x: 7.6, y: 10.8), control1: CGPoint(x: 0, y: 12.6), control2: CGPoint(x: 3.4, y: 10.8))
            p.addCurve(
                to: CGPoint(x: 15.2, y: 16.2), control1: CGPoint(x: 11.8, y: 10.8), control2: CGPoint(x: 15.2, y: 12.6))
            p.addLine(to: CGPoint(x: 15.2, y: 16.4))
            p.addLine(to: CGPoint(x: 0, y: 16.4))
            p.closeSubpath()
        }
        let marks: [Mark] =
            filled ? [.fill(head), .fill(body)] : [.stroke(head, widthFactor: 1), .stroke(body, widthFactor: 1)]
        return _SymbolGlyph(width: 15.2, height: 16.4, marks: marks)
    }

    static var personInCircle: [Mark] {
        let c = CGPoint(x: 9.6, y: 9.6)
        return [
            .stroke(circle(CGPoint(x: c.x, y: c.y - 2.6), 3.2), widthFactor: 1),
            .stroke(
                path { p in
                    p.move(to: CGPoint(x: c.x - 6.0, y: c.y + 7.0))
                    p.addCurve(
                        to: CGPoint(x: c.x, y: c.y + 2.9), control1: CGPoint(x: c.x - 5.0, y: c.y + 4.2),
                        control2: CGPoint(x: c.x - 2.8, y: c.y + 2.9))
                    p.addCurve(
                        to: CGPoint(x: c.x + 6.0, y: c.y + 7.0), control1: CGPoint(x: c.x + 2.8, y: c.y + 2.9),
                        control2: CGPoint(x: c.x + 5.0, y: c.y + 4.2))
                }, widthFactor: 1)
        ]
    }

    static func house(filled: Bool) -> _SymbolGlyph {
        let roof = polyline([CGPoint(x: 0, y: 8.4), CGPoint(x: 9.8, y: 0), CGPoint(x: 19.6, y: 8.4)])
        let walls = path { p in
            p.move(to: CGPoint(x: 3.2, y: 5.8))
            p.addArc(tangent1End: CGPoint(x: 3.2, y: 16.6), tangent2End: CGPoint(x: 16.4, y: 16.6), radius: 1.6)
            p.addArc(tangent1End: CGPoint(x: 16.4, y: 16.6), tangent2End: CGPoint(x: 16.4, y: 5.8), radius: 1.6)
            p.addLine(to: CGPoint(x: 16.4, y: 5.8))
        }
        let door = polyline([
            CGPoint(x: 7.9, y: 16.6), CGPoint(x: 7.9, y: 11.2), CGPoint(x: 11.7, y: 11.2), CGPoint(x: 11.7, y: 16.6)
        ])
        if filled {
            let body = roundedPolygon(
                [
                    CGPoint(x: 9.8, y: 1.6), CGPoint(x: 16.4, y: 7.2), CGPoint(x: 16.4, y: 16.6),
                    CGPoint(x: 3.2, y: 16.6), CGPoint(x: 3.2, y: 7.2)
                ], radius: 1.2)
            let doorway = path { $0.addRect(CGRect(x: 8.1, y: 11.4, width: 3.4, height: 6.4)) }
            return _SymbolGlyph(
                width: 19.6, height: 16.6,
                marks: [.fill(body), .stroke(roof, widthFactor: 1), .cut(doorway, widthFactor: 0.8)])
        }
        return _SymbolGlyph(
            width: 19.6, height: 16.6,
            marks: [.stroke(roof, widthFactor: 1), .stroke(walls, widthFactor: 1), .stroke(door, widthFactor: 1)])
    }

    static func bell(filled: Bool) -> _SymbolGlyph {
        let body = path { p in
            p.move(to: CGPoint(x: 0.4, y: 14.4))
            p.addLine(to: CGPoint(x: 1.2, y: 13.3))
            p.addCurve(
                to: CGPoint(x: 2.5, y: 9.8), control1: CGPoint(x: 2.1, y: 12.2), control2: CGPoint(x: 2.5, y: 11.3))
            p.addLine(to: CGPoint(x: 2.5, y: 7.6))
            p.addCurve(
                to: CGPoint(x: 7.8, y: 1.8), control1: CGPoint(x: 2.5, y: 4.4), control2: CGPoint(x: 4.7, y: 1.8))
            p.addCurve(
                to: CGPoint(x: 13.1, y: 7.6), control1: CGPoint(x: 10.9, y: 1.8), control2: CGPoint(x: 13.1, y: 4.4))
            p.addLine(to: CGPoint(x: 13.1, y: 9.8))
            p.addCurve(
                to: CGPoint(x: 14.4, y: 13.3), control1: CGPoint(x: 13.1, y: 11.3), control2: CGPoint(x: 13.5, y: 12.2))
            p.addLine(to: CGPoint(x: 15.2, y: 14.4))
            p.closeSubpath()
        }
        let clapper = path { p in
            p.move(to: CGPoint(x: 5.4, y: 16.6))
            p.addCurve(
                to: CGPoint(x: 10.2, y: 16.6), control1: CGPoint(x: 6.0, y: 18.4), control2: CGPoint(x: 9.6, y: 18.4))
        }
        let knob = polyline([CGPoint(x: 7.8, y: 0), CGPoint(x: 7.8, y: 1.8)])
        return _SymbolGlyph(
            width: 15.6, height: 17.9,
            marks: [
                filled ? .fill(body) : .stroke(body, widthFactor: 1), .stroke(clapper, widthFactor: 1),
                .stroke(knob, widthFactor: 1)
            ])
    }

    static var arrowClockwise: _SymbolGlyph {
        let centre = CGPoint(x: 7.6, y: 11.2)
        let radius: CGFloat = 7.6
        // From about one o'clock, clockwise on screen all the way round to the top.
        let arc = arcPoints(centre, radius, from: -CGFloat.pi / 2 + 0.62, to: 1.5 * .pi)
        let tip = CGPoint(x: centre.x + 1.0, y: centre.y - radius)
        let head = polyline([CGPoint(x: tip.x - 3.4, y: tip.y - 3.6), tip, CGPoint(x: tip.x - 3.4, y: tip.y + 3.6)])
        return _SymbolGlyph(
            size: CGSize(width: 15.2, height: 18.8), baseline: centre.y + capMiddle,
            marks: [.stroke(polyline(arc), widthFactor: 1), .stroke(head, widthFactor: 1)])
    }

    static var shareBox: _SymbolGlyph {
        let tray = path { p in
            p.move(to: CGPoint(x: 4.6, y: 7.4))
            p.addArc(tangent1End: CGPoint(x: 0, y: 7.4), tangent2End: CGPoint(x: 0, y: 19.4), radius: 2.4)
            p.addArc(tangent1End: CGPoint(x: 0, y: 19.4), tangent2End: CGPoint(x: 14.6, y: 19.4), radius: 2.4)
            p.addArc(tangent1End: CGPoint(x: 14.6, y: 19.4), tangent2End: CGPoint(x: 14.6, y: 7.4), radius: 2.4)
            p.addArc(tangent1End: CGPoint(x: 14.6, y: 7.4), tangent2End: CGPoint(x: 10, y: 7.4), radius: 2.4)
            p.addLine(to: CGPoint(x: 10, y: 7.4))
        }
        let shaft = polyline([CGPoint(x: 7.3, y: 0.2), CGPoint(x: 7.3, y: 12.6)])
        let head = polyline([CGPoint(x: 3.8, y: 3.6), CGPoint(x: 7.3, y: 0.1), CGPoint(x: 10.8, y: 3.6)])
        var glyph = _SymbolGlyph(
            width: 14.6, height: 19.4,
            marks: [.stroke(tray, widthFactor: 1), .stroke(shaft, widthFactor: 1), .stroke(head, widthFactor: 1)])
        // The tray sits on the baseline's level and the arrow rises above the cap height.
        glyph = _SymbolGlyph(size: glyph.size, baseline: 17.6, marks: glyph.marks)
        return glyph
    }
}

extension _SymbolGlyph {
    /// A glyph with an explicit baseline.
    init(size: CGSize, baseline: CGFloat, marks: [Mark]) {
        self.size = size
        self.baseline = baseline
        self.marks = marks
    }
}
