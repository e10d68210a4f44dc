import Foundation

/// Turning constraints into solver equations: each attribute as a linear expression of the
/// items' unknowns, in the coordinates of the constraint's container.
extension _LayoutEngine {
    /// `first − multiplier × second − constant (relation) 0` at the constraint's priority.
    ///
    /// Leading and trailing follow the first item's layout direction on both sides: in a
    /// right-to-left layout their values grow to the left (they are `−maxX` and `−minX`), so
    /// `b.leading == a.trailing + 8` puts `b` 8 pt to the left of `a`, and a positive constant
    /// from a leading edge moves inwards from the right, mirroring the left-to-right layout.
    func makeEquation(for constraint: NSLayoutConstraint) -> _LayoutEquation? {
        guard let container = constraint._container ?? constraint._commonAncestor,
            let first = constraint._firstItem
        else { return nil }
        let rightToLeft = Self.isRightToLeft(first)
        var expression = self.expression(first, constraint._firstAttribute, in: container, rightToLeft: rightToLeft)
        if let second = constraint._secondItem {
            expression =
                expression - self.expression(
                    second, constraint._secondAttribute, in: container,
                    rightToLeft: rightToLeft) * Double(constraint._multiplier)
        }
        expression = expression - Double(constraint._constant)
        return _LayoutEquation(
            expression, constraint._relation._solverRelation, priority: constraint._priority.rawValue)
    }

    /// The value of `attribute` of `item` in `container`'s coordinates.
    func expression(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
        rightToLeft: Bool
    ) -> _LinearExpression {
        var item = item
        var attribute = attribute
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            // A view may hand its baseline to a descendant (a stack view to an arranged view).
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view) {
                return expression(target, attribute, in: container, rightToLeft: rightToLeft)
            }
        }
        if let view = item as? UIView, let plain = attribute._withoutMargins {
            item = view.layoutMarginsGuide
            attribute = plain
        }
        let record = self.record(for: item)
        guard let axis = attribute._axis else { return _LinearExpression() }
        let (originVariable, length) = record.variables(axis)
        if attribute._isDimension { return _LinearExpression(length) }
        let origin: _LinearExpression
        if item === container {
            origin = _LinearExpression()
        } else {
            let parent = (item as? UIView)?._superview ?? (item as? UILayoutGuide)?.owningView
            origin = originVariable + offset(of: parent, in: container, axis: axis)
        }
        switch attribute {
        case .left, .top: return origin
        case .right, .bottom: return origin + length
        case .centerX, .centerY: return origin + length * 0.5
        case .leading: return rightToLeft ? (origin + length) * -1 : origin
        case .trailing: return rightToLeft ? origin * -1 : origin + length
        case .firstBaseline, .lastBaseline:
            guard let shift = baselineShift(of: item, attribute) else {
                return attribute == .firstBaseline ? origin : origin + length
            }
            // The label centres its text vertically: baseline = top + (height − textHeight)/2 + offset.
            return origin + length * 0.5 + shift
        default: return origin
        }
    }

    /// For a label's baseline, the baseline's distance from the label's vertical centre
    /// (`offset − textHeight / 2`), with the text wrapped at the width the engine solved for it
    /// (else its bounds' width); nil for other items (their baselines are their edges).
    func baselineShift(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Double? {
        guard let label = item as? UILabel else { return nil }
        let solved = records[ObjectIdentifier(label)].map { CGFloat($0.width.value) } ?? 0
        guard let metrics = label._baselineMetrics(forWidth: solved > 0 ? solved : label.bounds.width) else {
            return nil
        }
        let offset = attribute == .firstBaseline ? metrics.first : metrics.last
        return Double(offset - metrics.textHeight / 2)
    }

    /// The sum of the label-baseline shifts in `constraint`'s equation (first item's minus
    /// multiplier × second item's), after the baseline hand-over to descendants; nil when
    /// neither side is a label's baseline.
    func baselineShift(of constraint: NSLayoutConstraint) -> Double? {
        func side(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Double? {
            guard attribute == .firstBaseline || attribute == .lastBaseline, var item else { return nil }
            if let view = item as? UIView {
                let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                if target !== view, target.isDescendant(of: view) { item = target }
            }
            return baselineShift(of: item, attribute)
        }
        let first = side(constraint._firstItem, constraint._firstAttribute)
        let second = side(constraint._secondItem, constraint._secondAttribute)
        guard first != nil || second != nil else { return nil }
        return (first ?? 0) - Double(constraint._multiplier) * (second ?? 0)
    }

    /// Moves the equations of installed baseline constraints when a label's text block moved
    /// within it (its width, font or text changed); true if any moved.
    func refreshBaselines() -> Bool {
        var moved = false
        for (key, entry) in baselines {
            guard let (_, equation) = entry.constraint._installation else {
                baselines[key] = nil
                continue
            }
            guard let shift = baselineShift(of: entry.constraint), abs(shift - entry.shift) > 1e-9 else { continue }
            baselines[key] = (entry.constraint, shift)
            do {
                try solver.updateConstant(of: equation, to: equation.expression.constant + (shift - entry.shift))
                moved = true
            } catch {
                continue
            }
        }
        return moved
    }

    /// The position of `view`'s bounds origin in `container` (the sum of the origins between).
    func offset(of view: UIView?, in container: UIView, axis: NSLayoutConstraint.Axis) -> _LinearExpression {
        var terms: [_LayoutTerm] = []
        var current = view
        while let step = current, step !== container {
            terms.append(_LayoutTerm(record(for: step).variables(axis).origin, 1))
            current = step._superview
        }
        return _LinearExpression(terms)
    }

    static func isRightToLeft(_ item: AnyObject) -> Bool {
        NSLayoutConstraint._view(of: item)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    // MARK: Records

    /// The item's record, made (with its system equations) on first use.
    func record(for item: AnyObject) -> _LayoutItemRecord {
        if let record = records[ObjectIdentifier(item)] { return record }
        let record = _LayoutItemRecord(item: item, name: _LayoutDescriber.name(of: item))
        records[ObjectIdentifier(item)] = record
        if !isScratch {
            record.engine = self
            if let view = item as? UIView {
                view._layoutStateForWriting.record = record
                view._joinUpdateConstraintsPassIfNeeded()
            }
        }
        addSystemEquations(for: record)
        return record
    }

    /// Rebuilds an item's system equations (after its autoresizing flag, mask, frame or
    /// intrinsic size changed).
    func rebuildSystemEquations(of record: _LayoutItemRecord) {
        for system in record.systemEquations { try? solver.remove(system.equation) }
        record.systemEquations = []
        systemGuideRecords.removeAll { $0 === record }
        addSystemEquations(for: record)
        setNeedsSolve(near: record.view?._superview)
    }

    func addSystemEquations(for record: _LayoutItemRecord) {
        var equations: [_SystemEquation] = []
        if let view = record.view {
            if view === host {
                if !isScratch { equations = encapsulatedSizeEquations(record, view) }
                equations += contentSizeEquations(record, view)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                equations = autoresizingEquations(record, view)
            } else {
                equations = contentSizeEquations(record, view)
            }
        } else if let guide = record.item as? UILayoutGuide, let placement = guide._systemPlacement,
            let owner = guide.owningView
        {
            equations = placement.equations(record, self.record(for: owner), owner)
            systemGuideRecords.append(record)
        }
        for system in equations {
            do { try solver.add(system.equation) } catch {
                reportSystemConflict(system)
                continue
            }
            record.systemEquations.append(system)
        }
    }

    /// Brings the constants of system equations in line with their inputs.
    func refreshConstants(of record: _LayoutItemRecord) {
        for system in record.systemEquations {
            guard let constant = system.currentConstant?() else { continue }
            guard constant.isFinite, abs(constant - system.equation.expression.constant) > 1e-9 else { continue }
            try? solver.updateConstant(of: system.equation, to: constant)
            needsSolve = true
        }
    }

    func refreshSystemGuides() {
        for record in systemGuideRecords { refreshConstants(of: record) }
    }

    /// Brings the constants of system-spacing constraints in line with the fonts they depend
    /// on (a label's font may have changed since they were installed).
    func refreshSystemSpacings() {
        for constraint in systemSpacings.values {
            let oldValue = constraint._constant
            guard constraint._refreshSystemSpacing() else { continue }
            constantDidChange(of: constraint, from: oldValue)
        }
    }
}

extension NSLayoutConstraint.Relation {
    var _solverRelation: _LayoutRelation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The edge a margin attribute measures on the layout-margins guide.
    var _withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
