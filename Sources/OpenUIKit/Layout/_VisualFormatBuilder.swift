import Foundation

/// Turns a parsed visual format into constraints: names resolved through the views and
/// metrics dictionaries, spacing between neighbours, sizes from view predicates, and the
/// alignment, direction and spacing options.
///
/// Spacing constraints read "later edge = earlier edge + spacing" along the layout direction
/// (`b.leading == a.trailing + 8` for `[a]-[b]`, `superview.trailing == a.trailing + 20` for
/// `[a]-20-|`). Standard spacing (`-`) is the system spacing between siblings and the
/// superview's layout margin at a `|` (`a.leading == superview.leadingMargin`), as UIKit has
/// done since iOS 8.
@MainActor
struct _VisualFormatBuilder {
    let format: String
    let parsed: _VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    /// One end of a spacing: a view of the format, or the superview at a `|`.
    private enum End {
        case view(UIView)
        case superview(UIView)
    }

    /// The attributes of the layout axis for the chosen direction.
    private struct Edges {
        var minEdge: NSLayoutConstraint.Attribute
        var maxEdge: NSLayoutConstraint.Attribute
        var minMargin: NSLayoutConstraint.Attribute
        var maxMargin: NSLayoutConstraint.Attribute
        var size: NSLayoutConstraint.Attribute
        /// Right to left: the earlier view of a pair is the one further along x.
        var reversed = false
    }

    private func fail(_ reason: String, at position: Int) -> _VisualFormatError {
        _VisualFormatError(reason: reason, format: format, position: position)
    }

    func constraints() throws(_VisualFormatError) -> [NSLayoutConstraint] {
        let items = try parsed.views.map { view throws(_VisualFormatError) in
            try resolveView(view.name, at: view.position)
        }
        let edges = try edges()
        var result: [NSLayoutConstraint] = []
        for (view, item) in zip(parsed.views, items) {
            for predicate in view.predicates {
                result.append(try sizeConstraint(item, edges.size, predicate))
            }
        }
        if let (connection, position) = parsed.leadingSuperview {
            let superview = try superview(of: items[0], bar: position)
            result += try spacing(.superview(superview), .view(items[0]), connection, edges)
        }
        for (offset, connection) in parsed.connections.enumerated() {
            result += try spacing(.view(items[offset]), .view(items[offset + 1]), connection, edges)
        }
        if let (connection, position) = parsed.trailingSuperview, let last = items.last {
            let superview = try superview(of: last, bar: position)
            result += try spacing(.view(last), .superview(superview), connection, edges)
        }
        result += try alignment(items)
        return result
    }

    // MARK: Names

    private func resolveView(_ name: String, at position: Int) throws(_VisualFormatError) -> UIView {
        guard let value = views[name] else { throw fail("Unable to find view with name \(name)", at: position) }
        guard let view = value as? UIView else {
            throw fail("The views dictionary maps '\(name)' to \(type(of: value)), which is not a UIView", at: position)
        }
        return view
    }

    private func metric(_ name: String, at position: Int) throws(_VisualFormatError) -> Double? {
        guard let value = metrics[name] else { return nil }
        let number: Double? =
            switch value {
            case let value as Double: value
            case let value as CGFloat: Double(value)
            case let value as Float: Double(value)
            case let value as Int: Double(value)
            case let value as NSNumber: value.doubleValue
            default: nil
            }
        guard let number, number.isFinite else {
            throw fail("The metrics dictionary maps '\(name)' to \(value), which is not a finite number", at: position)
        }
        return number
    }

    private func value(_ value: _VisualFormat.Value, at position: Int) throws(_VisualFormatError) -> Double {
        switch value {
        case .number(let number): return number
        case .metric(let name):
            guard let number = try metric(name, at: position) else {
                throw fail("Unable to find metric with name \(name)", at: position)
            }
            return number
        }
    }

    private func priority(of predicate: _VisualFormat.Predicate) throws(_VisualFormatError) -> UILayoutPriority {
        guard let given = predicate.priority else { return .required }
        return UILayoutPriority(Float(try value(given, at: predicate.priorityPosition)))
    }

    private func superview(of view: UIView, bar position: Int) throws(_VisualFormatError) -> UIView {
        guard let superview = view.superview else {
            throw fail(
                "Unable to interpret '|' character, because the related view doesn't have a superview", at: position)
        }
        return superview
    }

    // MARK: Constraints

    /// `[a(==50@750)]` (a constant) or `[a(==b)]` (another view's size on the same axis).
    private func sizeConstraint(
        _ item: UIView, _ size: NSLayoutConstraint.Attribute,
        _ predicate: _VisualFormat.Predicate
    ) throws(_VisualFormatError) -> NSLayoutConstraint {
        let constraint: NSLayoutConstraint
        switch predicate.object {
        case .number(let number):
            constraint = NSLayoutConstraint(
                _first: item, size, predicate.relation, _second: nil, .notAnAttribute,
                multiplier: 1, constant: CGFloat(number))
        case .name(let name):
            if let number = try metric(name, at: predicate.position) {
                constraint = NSLayoutConstraint(
                    _first: item, size, predicate.relation, _second: nil, .notAnAttribute,
                    multiplier: 1, constant: CGFloat(number))
            } else if views[name] != nil {
                let other = try resolveView(name, at: predicate.position)
                constraint = NSLayoutConstraint(
                    _first: item, size, predicate.relation, _second: other, size,
                    multiplier: 1, constant: 0)
            } else {
                throw fail("Unable to find view or metric with name \(name)", at: predicate.position)
            }
        }
        constraint.priority = try priority(of: predicate)
        return constraint
    }

    /// The constraints between two neighbours (`earlier` comes first in the format).
    private func spacing(
        _ earlier: End, _ later: End, _ connection: _VisualFormat.Connection,
        _ edges: Edges
    ) throws(_VisualFormatError) -> [NSLayoutConstraint] {
        let (far, near) = edges.reversed ? (earlier, later) : (later, earlier)
        let standard = if case .standard = connection { true } else { false }
        let baselines = parsed.axis == .vertical && options.contains(.spacingBaselineToBaseline)
        func item(_ end: End) -> UIView {
            switch end {
            case .view(let view), .superview(let view): view
            }
        }
        let farAttribute: NSLayoutConstraint.Attribute =
            switch far {
            case .view: baselines && !isSuperview(near) ? .firstBaseline : edges.minEdge
            case .superview: standard ? edges.maxMargin : edges.maxEdge
            }
        let nearAttribute: NSLayoutConstraint.Attribute =
            switch near {
            case .view: baselines && !isSuperview(far) ? .lastBaseline : edges.maxEdge
            case .superview: standard ? edges.minMargin : edges.minEdge
            }
        func make(_ relation: NSLayoutConstraint.Relation, _ constant: Double) -> NSLayoutConstraint {
            NSLayoutConstraint(
                _first: item(far), farAttribute, relation, _second: item(near), nearAttribute,
                multiplier: 1, constant: CGFloat(constant))
        }
        switch connection {
        case .flush:
            return [make(.equal, 0)]
        case .standard:
            guard !isSuperview(far), !isSuperview(near) else { return [make(.equal, 0)] }
            let constraint = make(.equal, 0)
            constraint._systemSpacingMultiplier = 1
            constraint._refreshSystemSpacing()
            return [constraint]
        case .predicates(let predicates):
            var result: [NSLayoutConstraint] = []
            for predicate in predicates {
                let constant: Double
                switch predicate.object {
                case .number(let number): constant = number
                case .name(let name):
                    if let number = try metric(name, at: predicate.position) {
                        constant = number
                    } else if views[name] != nil {
                        throw fail(
                            "A view name may only be the object of a predicate on a view's width or height, not of a spacing",
                            at: predicate.position)
                    } else {
                        throw fail("Unable to find metric with name \(name)", at: predicate.position)
                    }
                }
                let constraint = make(predicate.relation, constant)
                constraint.priority = try priority(of: predicate)
                result.append(constraint)
            }
            return result
        }
    }

    private func isSuperview(_ end: End) -> Bool {
        if case .superview = end { true } else { false }
    }

    // MARK: Options

    private func edges() throws(_VisualFormatError) -> Edges {
        if parsed.axis == .vertical {
            return Edges(
                minEdge: .top, maxEdge: .bottom, minMargin: .topMargin, maxMargin: .bottomMargin, size: .height)
        }
        let leftToRight = Edges(
            minEdge: .left, maxEdge: .right, minMargin: .leftMargin, maxMargin: .rightMargin, size: .width)
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return leftToRight
        case .directionRightToLeft:
            return Edges(
                minEdge: .left, maxEdge: .right, minMargin: .leftMargin,
                maxMargin: .rightMargin, size: .width, reversed: true)
        case []:
            return Edges(
                minEdge: .leading, maxEdge: .trailing, minMargin: .leadingMargin,
                maxMargin: .trailingMargin, size: .width)
        default: throw fail("The options name more than one direction", at: format.count)
        }
    }

    /// `alignAll…` options: each view's attribute equals its neighbour's.
    private func alignment(_ items: [UIView]) throws(_VisualFormatError) -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline)
        ]
        let attributes = table.filter { options.contains($0.0) }.map(\.1)
        for attribute in attributes where attribute._axis == parsed.axis {
            let edge = parsed.axis == .horizontal ? "horizontal" : "vertical"
            throw fail(
                "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                at: format.count)
        }
        guard items.count > 1 else { return [] }
        var result: [NSLayoutConstraint] = []
        for attribute in attributes {
            for offset in 1..<items.count {
                result.append(
                    NSLayoutConstraint(
                        _first: items[offset - 1], attribute, .equal, _second: items[offset],
                        attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }
}
