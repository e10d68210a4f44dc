import Foundation

/// Conflicts (UIKit's "Unable to simultaneously satisfy constraints" log) and ambiguity.
extension _LayoutEngine {
    /// A required constraint conflicts with the required equations already in the solver: log
    /// the smallest conflicting set found, once, and break the constraint being added.
    ///
    /// - Note: Only required equations can conflict, so every member of the set has priority
    ///   1000; UIKit's choice among them is undocumented. Segue breaks the one being added (the
    ///   lowest-priority member of the set, ties going to the newest).
    func recoverFromConflict(adding constraint: NSLayoutConstraint, equation: _LayoutEquation) {
        broken[ObjectIdentifier(constraint)] = constraint
        let conflicting = conflictingSet(for: equation)
        var lines = conflicting.map { "    \"\($0)\"" }
        lines.append("    \"\(constraint)\"")
        UIView._report(
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(lines.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(constraint)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """)
    }

    /// A system equation (a pinned frame, a guide) conflicts with required constraints.
    func reportSystemConflict(_ system: _SystemEquation) {
        UIView._report(
            "Unable to simultaneously satisfy constraints.\nWill attempt to recover by breaking constraint\n\(system.text)"
        )
    }

    /// The descriptions of a smallest set of installed required equations that, with
    /// `equation`, cannot all hold: found by dropping members while the rest still conflict.
    func conflictingSet(for equation: _LayoutEquation) -> [String] {
        var candidates: [(_LayoutEquation, String)] = []
        for (id, owner) in owners {
            guard let (_, installed) = owner._installation, ObjectIdentifier(installed) == id, installed.isRequired
            else { continue }
            candidates.append((installed, owner.description))
        }
        for record in records.values {
            for system in record.systemEquations where system.equation.isRequired {
                candidates.append((system.equation, system.text))
            }
        }
        guard candidates.count <= 400 else { return candidates.map(\.1) }
        func conflicts(_ set: [(_LayoutEquation, String)]) -> Bool {
            let scratch = _LayoutSolver()
            for (member, _) in set { try? scratch.add(member) }
            do { try scratch.add(Self.copy(equation)) } catch { return true }
            return false
        }
        var kept = candidates
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if conflicts(trial) { kept = trial } else { index += 1 }
        }
        return kept.map(\.1)
    }

    static func copy(_ equation: _LayoutEquation) -> _LayoutEquation {
        _LayoutEquation(equation.expression, equation.relation, priority: equation.priority)
    }

    /// Re-creates the equations of constraints that involve `view` (after a change that the
    /// equations bake in, such as the layout direction).
    func reinstallConstraints(involving view: UIView) {
        var ancestor: UIView? = view
        while let container = ancestor {
            for constraint in container._installedConstraints
            where NSLayoutConstraint._view(of: constraint._firstItem) === view
                || NSLayoutConstraint._view(of: constraint._secondItem) === view
            {
                uninstall(constraint)
                install(constraint)
            }
            ancestor = container._superview
        }
    }
}

extension UIView {
    /// Whether the view's constraints leave its frame undetermined (more than one frame
    /// satisfies them equally well).
    public var hasAmbiguousLayout: Bool {
        _ = _layoutEngine  // a detached tree's waiting constraints join its engine first
        guard let record = _layoutState?.record, let engine = record.engine else { return false }
        engine.solveIfNeeded()
        return [record.minX, record.minY, record.width, record.height].contains { engine.solver.isAmbiguous($0) }
    }

    /// The installed constraints that act on the view's position or size along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var ancestor: UIView? = self
        while let container = ancestor {
            for constraint in container._installedConstraints where constraint._firstAttribute._axis == axis {
                if NSLayoutConstraint._view(of: constraint._firstItem) === self
                    || NSLayoutConstraint._view(of: constraint._secondItem) === self
                    || constraint._firstItem is UILayoutGuide
                        && (constraint._firstItem as? UILayoutGuide)?._owningView === self
                {
                    result.append(constraint)
                }
            }
            ancestor = container._superview
        }
        return result
    }

    /// Moves an ambiguously laid out view to another frame its constraints allow, to show
    /// where the ambiguity is; does nothing for a view whose layout is determined.
    ///
    /// - Note: Segue nudges each ambiguous unknown by 20 pt through a weak edit and lays out
    ///   again; UIKit's choice of the other solution is undocumented.
    public func exerciseAmbiguityInLayout() {
        guard hasAmbiguousLayout, let record = _layoutState?.record, let engine = record.engine else { return }
        for variable in [record.minX, record.minY, record.width, record.height]
        where engine.solver.isAmbiguous(variable) {
            do {
                try engine.solver.addEditVariable(variable, priority: 1)
                try engine.solver.suggestValue(variable.value + 20, for: variable)
                engine.solver.updateVariables()
                try engine.solver.removeEditVariable(variable)
            } catch {
                continue
            }
        }
        engine.setNeedsSolve(near: _superview)
        _superview?._layer.setNeedsLayout()
    }
}
