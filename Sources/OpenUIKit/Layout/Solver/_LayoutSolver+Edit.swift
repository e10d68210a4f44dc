/// Edit variables (values suggested from outside, such as a drag) and ambiguity.
extension _LayoutSolver {
    /// Makes `variable` editable at `priority`: an optional equation `variable = target` whose
    /// target `suggestValue(_:for:)` moves.
    ///
    /// Throws `.duplicateEditVariable` if it already is one, and `.badEditPriority` unless
    /// `priority` is finite, positive and below required (1000).
    ///
    /// - Note: The first target is the variable's current `value` (kiwi starts at 0), so making
    ///   a variable editable does not move it.
    func addEditVariable(_ variable: _LayoutVariable, priority: Float) throws(_LayoutSolverError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable }
        guard priority.isFinite, priority > 0, priority < _LayoutEquation.requiredPriority else {
            throw .badEditPriority
        }
        let target = variable.value.isFinite ? variable.value : 0
        let equation = _LayoutEquation(_LinearExpression(variable) - target, .equal, priority: priority)
        try add(equation)
        edits[id] = equation
    }

    /// Stops editing `variable`; throws `.unknownEditVariable` if it is not an edit variable.
    func removeEditVariable(_ variable: _LayoutVariable) throws(_LayoutSolverError) {
        guard let equation = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable }
        try remove(equation)
    }

    /// Whether `variable` is an edit variable of this solver.
    func hasEditVariable(_ variable: _LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Moves the target of edit variable `variable` to `value` and re-solves incrementally.
    ///
    /// Throws `.unknownEditVariable` if it is not an edit variable, and `.unsatisfiable` (with
    /// the edit's own equation, changing nothing) if `value` is not finite.
    func suggestValue(_ value: Double, for variable: _LayoutVariable) throws(_LayoutSolverError) {
        guard let equation = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable }
        try updateConstant(of: equation, to: -value)
    }

    /// Whether `variable`'s value is not determined by the equations: it could move without
    /// breaking a required equation or making the priority-weighted errors worse.
    ///
    /// A variable no equation mentions is ambiguous. Otherwise the variable is ambiguous when
    /// its row (or itself, if not basic) depends on a non-dummy symbol with no cost in the
    /// objective that can move away from its current value without a restricted row going
    /// negative.
    ///
    /// - Note: This looks along the edges of the solution set that leave the current vertex;
    ///   at a degenerate vertex (several restricted rows at exactly 0) an edge of length zero
    ///   can hide a direction that a further pivot would reveal, so a variable can then be
    ///   reported determined while it is not.
    func isAmbiguous(_ variable: _LayoutVariable) -> Bool {
        guard let symbol = externals[ObjectIdentifier(variable)]?.symbol else { return true }
        guard let at = rowIndex(of: symbol) else { return canMove(symbol) }
        return rows[at].cells.contains { canMove($0.symbol) }
    }

    /// Whether the non-basic `symbol` can change from its current value without raising the
    /// objective or making a restricted row negative.
    func canMove(_ symbol: _LayoutSymbol) -> Bool {
        let kind = kinds[Int(symbol)]
        guard kind != .dummy, levels.allSatisfy({ $0.row.index(of: symbol) < 0 }) else { return false }
        let directions: [Double] = kind == .external ? [1, -1] : [1]
        return directions.contains { direction in
            for slot in slots(containing: symbol) where kinds[Int(basics[Int(slot)])] != .external {
                let i = Int(slot)
                let rate = rows[i].coefficient(for: symbol) * direction
                if rate < 0 && rows[i].constant < _layoutEpsilon { return false }
            }
            return true
        }
    }
}
