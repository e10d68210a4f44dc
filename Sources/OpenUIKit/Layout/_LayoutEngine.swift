import Foundation

/// The Auto Layout engine of one view hierarchy: a Cassowary solver, the unknowns of the
/// items taking part, and the equations of the active constraints installed in the hierarchy.
///
/// The engine belongs to the hierarchy's root view (a window, or the topmost superview of a
/// detached tree) and is made when the first constraint is installed. Its host's size is
/// pinned to the host's bounds (UIKit's "encapsulated layout" size). Constraint changes mark
/// the engine as needing a solve and the constraint's container as needing layout; the solve
/// happens at the next layout (`layoutIfNeeded()` or the commit's layout pass), and
/// `layoutSubviews()` copies the solved frames into the subviews. When a tree moves to another
/// hierarchy its constraints move to that hierarchy's engine.
@MainActor
final class _LayoutEngine {
    /// The hierarchy's root; weak, because constraints keep their engine (through their
    /// installation) and may outlive a root that was deallocated.
    weak var host: UIView?
    let solver = _LayoutSolver()
    /// Records by item identity.
    var records: [ObjectIdentifier: _LayoutItemRecord] = [:]
    /// The constraint that owns each installed equation.
    var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Constraints broken to recover from a conflict (active, but not in the solver).
    var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Records of guides whose frames the system places (safe area, margins, …).
    var systemGuideRecords: [_LayoutItemRecord] = []
    /// Installed constraints whose constant is a system spacing that follows the fonts.
    var systemSpacings: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Installed constraints on label baselines, with the baseline shift their equation holds.
    var baselines: [ObjectIdentifier: (constraint: NSLayoutConstraint, shift: Double)] = [:]
    var needsSolve = false
    /// A scratch engine (for `systemLayoutSizeFitting`) leaves the constraints and views alone.
    let isScratch: Bool

    init(host: UIView, isScratch: Bool = false) {
        self.host = host
        self.isScratch = isScratch
    }

    // MARK: Constraints

    /// Adds an active constraint's equation to the solver (breaking it if it conflicts).
    func install(_ constraint: NSLayoutConstraint) {
        constraint._refreshSystemSpacing()
        guard let equation = makeEquation(for: constraint) else { return }
        do {
            try solver.add(equation)
            if !isScratch {
                owners[ObjectIdentifier(equation)] = constraint
                constraint._installation = (self, equation)
                if constraint._systemSpacingMultiplier != nil {
                    systemSpacings[ObjectIdentifier(constraint)] = constraint
                }
                if let shift = baselineShift(of: constraint) {
                    baselines[ObjectIdentifier(constraint)] = (constraint, shift)
                }
            }
        } catch {
            if !isScratch { recoverFromConflict(adding: constraint, equation: equation) }
        }
        setNeedsSolve(near: constraint._container)
    }

    /// Removes a constraint's equation from the solver.
    func uninstall(_ constraint: NSLayoutConstraint) {
        broken[ObjectIdentifier(constraint)] = nil
        systemSpacings[ObjectIdentifier(constraint)] = nil
        baselines[ObjectIdentifier(constraint)] = nil
        guard let (engine, equation) = constraint._installation, engine === self else { return }
        constraint._installation = nil
        owners[ObjectIdentifier(equation)] = nil
        try? solver.remove(equation)
        setNeedsSolve(near: NSLayoutConstraint._view(of: constraint._firstItem))
    }

    /// The fast path for `constant` changes: one constant of the solver's tableau.
    func constantDidChange(of constraint: NSLayoutConstraint, from oldValue: CGFloat) {
        guard let (_, equation) = constraint._installation else { return }
        let shifted = equation.expression.constant - Double(constraint._constant - oldValue)
        do {
            try solver.updateConstant(of: equation, to: shifted)
        } catch {
            constraint._installation = nil
            owners[ObjectIdentifier(equation)] = nil
            try? solver.remove(equation)
            recoverFromConflict(adding: constraint, equation: equation)
        }
        setNeedsSolve(near: constraint._container)
    }

    /// An optional priority changed: the equation is replaced.
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    /// Marks the engine as needing a solve and `view` (or the host) as needing layout.
    func setNeedsSolve(near view: UIView?) {
        needsSolve = true
        guard !isScratch else { return }
        (view ?? host)?._layer.setNeedsLayout()
    }

    // MARK: Solving

    /// Solves if anything changed and marks the superview of every view whose frame moved.
    func solveIfNeeded() {
        guard needsSolve else { return }
        refreshSystemSpacings()
        needsSolve = false
        refreshSystemGuides()
        solver.updateVariables()
        if refreshMultilineLabels() { solver.updateVariables() }
        // A label's text block follows its solved width: move its baselines, a few rounds at most.
        for _ in 0..<3 where !baselines.isEmpty {
            guard refreshBaselines() else { break }
            solver.updateVariables()
            if refreshMultilineLabels() { solver.updateVariables() }
        }
        guard !isScratch else { return }
        for record in records.values {
            let rect = record.rect
            guard rect != record.lastRect else { continue }
            record.lastRect = rect
            if let view = record.view, view !== host { view._superview?._layer.setNeedsLayout() }
        }
    }

    /// The solved frame of `view` in its superview (nil when the view has no unknowns here).
    func solvedFrame(of view: UIView) -> CGRect? {
        guard view !== host, let record = records[ObjectIdentifier(view)] else { return nil }
        solveIfNeeded()
        return record.rect
    }

    // MARK: Hierarchy changes

    /// Forgets the items of the tree at `root` (which is leaving the hierarchy) and returns the
    /// constraints installed inside it, uninstalled, to be installed again where it goes.
    func release(subtree root: UIView) -> [NSLayoutConstraint] {
        var moved: [NSLayoutConstraint] = []
        root._visitSubtree { view in
            for constraint in view._installedConstraints {
                uninstall(constraint)
                moved.append(constraint)
            }
            removeRecord(of: view)
            for guide in view._layoutState?.allGuides ?? [] { removeRecord(of: guide) }
        }
        setNeedsSolve(near: nil)
        return moved
    }

    /// Removes an item's record and its system equations.
    func removeRecord(of item: AnyObject) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(item)) else { return }
        for system in record.systemEquations { try? solver.remove(system.equation) }
        record.systemEquations = []
        systemGuideRecords.removeAll { $0 === record }
        if let view = item as? UIView, view._layoutState?.record === record { view._layoutState?.record = nil }
    }
}

extension UIView {
    /// Calls `body` with the receiver and each descendant, depth first.
    func _visitSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in _subviews { subview._visitSubtree(body) }
    }
}
