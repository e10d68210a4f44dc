/// The primal and dual simplex, the phase-one with an artificial variable, marker removal and
/// constant shifts.
extension _LayoutSolver {
    /// A bound on pivots per optimisation: Bland's rule cannot cycle, but NaN or overflow in the
    /// tableau must not hang the caller either.
    var pivotLimit: Int { 100 * (rows.count + kinds.count) + 1_000 }

    /// Makes `entering` basic in place of the basic symbol of the row in `slot`; the row stays
    /// in its slot.
    func pivot(rowAt slot: Int, entering: _LayoutSymbol) {
        let leaving = basics[slot]
        rows[slot].solve(for: leaving, entering)
        masks[slot] = rows[slot].mask
        basics[slot] = entering
        rowOfSymbol[Int(leaving)] = -1
        rowOfSymbol[Int(entering)] = Int32(slot)
        noteCell(leaving, inRowAt: slot)
        substitute(entering, with: rows[slot])
    }

    /// Minimises the objective (its first `levelCount` levels, lexicographically) with the
    /// primal simplex, from a feasible tableau.
    func optimize(levelCount: Int? = nil) {
        let count = levelCount ?? levels.count
        var budget = pivotLimit
        while budget > 0 {
            budget -= 1
            let entering = enteringSymbol(levelCount: count)
            guard entering >= 0, let leaving = leavingRow(for: entering) else { return }
            pivot(rowAt: leaving, entering: entering)
        }
    }

    /// The lowest non-dummy symbol whose objective coefficients, read from the highest level,
    /// are first negative (increasing it lowers the objective); -1 when optimal.
    func enteringSymbol(levelCount: Int) -> _LayoutSymbol {
        var best = _LayoutSymbol.max
        for k in 0..<levelCount {
            for cell in levels[k].row.cells where cell.coefficient < -_layoutEpsilon && cell.symbol < best {
                guard kinds[Int(cell.symbol)] != .dummy else { continue }
                if (0..<k).allSatisfy({ levels[$0].row.index(of: cell.symbol) < 0 }) { best = cell.symbol }
            }
        }
        return best == .max ? -1 : best
    }

    /// The restricted row that limits `entering` first (minimum ratio; ties to the lowest basic
    /// symbol), or nil if nothing limits it.
    func leavingRow(for entering: _LayoutSymbol) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        var bestBasic = _LayoutSymbol.max
        for slot in slots(containing: entering) {
            let i = Int(slot)
            let basic = basics[i]
            guard kinds[Int(basic)] != .external else { continue }
            let coefficient = rows[i].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[i].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = i
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// Restores feasibility of the rows in `infeasible` with the dual simplex, keeping the
    /// objective optimal. False if a required equation cannot be met.
    func dualOptimize() -> Bool {
        var budget = pivotLimit
        while let leaving = infeasible.popLast() {
            guard let at = rowIndex(of: leaving), rows[at].constant < -_layoutEpsilon else { continue }
            budget -= 1
            guard budget > 0, let entering = dualEnteringSymbol(rows[at]) else {
                infeasible.removeAll(keepingCapacity: true)
                return false
            }
            pivot(rowAt: at, entering: entering)
        }
        return true
    }

    /// The symbol of `row` with a positive coefficient and the lexicographically smallest ratio
    /// of objective coefficients to that coefficient (ties to the lowest symbol).
    func dualEnteringSymbol(_ row: _LayoutRow) -> _LayoutSymbol? {
        var best: _LayoutCell?
        for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
            guard let current = best else {
                best = cell
                continue
            }
            if dualRatio(cell, isBelow: current) { best = cell }
        }
        return best?.symbol
    }

    /// Whether `cell`'s objective-to-coefficient ratios are lexicographically below `other`'s.
    func dualRatio(_ cell: _LayoutCell, isBelow other: _LayoutCell) -> Bool {
        for level in levels {
            let mine = level.row.coefficient(for: cell.symbol) / cell.coefficient
            let theirs = level.row.coefficient(for: other.symbol) / other.coefficient
            if mine < theirs - _layoutEpsilon { return true }
            if mine > theirs + _layoutEpsilon { return false }
        }
        return cell.symbol < other.symbol
    }

    /// Adds `row`, for which no subject keeps the tableau feasible, through a phase-one: an
    /// artificial variable stands for the row and is minimised; the row is satisfiable when it
    /// reaches 0. On failure the row is taken out again.
    func addWithArtificialVariable(_ row: _LayoutRow) -> Bool {
        let artificial = newSymbol(.slack)
        insertRow(row, basic: artificial)
        levels.insert(_Level(priority: .infinity, row: row, errors: 0), at: 0)
        optimize(levelCount: 1)
        let success = _nearZero(levels[0].row.constant)
        levels.removeFirst()
        if success {
            if let at = rowIndex(of: artificial) {
                var (_, remaining) = takeRow(at: at)
                let pivotable =
                    remaining.cells.first { kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error }
                    ?? remaining.cells.first { kinds[Int($0.symbol)] != .external }
                if let entering = pivotable?.symbol {
                    remaining.solve(for: artificial, entering)
                    substitute(entering, with: remaining)
                    insertRow(remaining, basic: entering)
                }
            }
        } else {
            removeMarkerRow(artificial)
        }
        purge(artificial)
        return success
    }

    /// Deletes the row of an equation whose original row alone contains `marker`: pivots the
    /// marker into the basis (through the row that keeps the tableau feasible) and drops it.
    func removeMarkerRow(_ marker: _LayoutSymbol) {
        if let at = rowIndex(of: marker) {
            _ = takeRow(at: at)
            return
        }
        guard let leaving = markerLeavingRow(marker) else { return }
        var (basic, row) = takeRow(at: leaving)
        row.solve(for: basic, marker)
        substitute(marker, with: row)
    }

    /// The row through which `marker` should enter the basis: a row whose basic symbol is a
    /// dummy (a redundant required equality: its constant is 0, so the pivot moves nothing),
    /// else a restricted row where it has a negative coefficient with the smallest ratio, else
    /// a restricted one with the smallest positive ratio, else an external row.
    ///
    /// - Note: Without the dummy rule, removing one of two redundant required equalities
    ///   could pivot through an optional row and leave the other equality's dummy basic at a
    ///   non-zero value: a broken required equation (found by the property tests).
    func markerLeavingRow(_ marker: _LayoutSymbol) -> Int? {
        var first: Int?
        var second: Int?
        var third: Int?
        var redundant: Int?
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        /// Ties go to the lowest basic symbol, so the choice does not depend on row order.
        func lower(_ i: Int, than other: Int?) -> Bool { other.map { basics[i] < basics[$0] } ?? true }
        for slot in slots(containing: marker) {
            let i = Int(slot)
            let coefficient = rows[i].coefficient(for: marker)
            if coefficient == 0 { continue }
            let kind = kinds[Int(basics[i])]
            if kind == .dummy, _nearZero(rows[i].constant) {
                if lower(i, than: redundant) { redundant = i }
            } else if kind == .external {
                if lower(i, than: third) { third = i }
            } else if coefficient < 0 {
                let ratio = -rows[i].constant / coefficient
                if first == nil || ratio < firstRatio || (ratio == firstRatio && lower(i, than: first)) {
                    firstRatio = ratio
                    first = i
                }
            } else {
                let ratio = rows[i].constant / coefficient
                if second == nil || ratio < secondRatio || (ratio == secondRatio && lower(i, than: second)) {
                    secondRatio = ratio
                    second = i
                }
            }
        }
        return redundant ?? first ?? second ?? third
    }

    /// Changes the constant of `tag`'s equation by `change` in the tableau and re-solves with
    /// the dual simplex. False if a required equation cannot be met (the tableau then holds
    /// the change; shift back by `-change` to undo it).
    func shiftConstant(of tag: _Tag, by change: Double) -> Bool {
        let delta = tag.markerCoefficient * change
        let marker = tag.marker
        infeasible.removeAll(keepingCapacity: true)
        if let at = rowIndex(of: marker) {
            rows[at].constant -= delta
            if kinds[Int(marker)] == .dummy { return _nearZero(rows[at].constant) }
            if rows[at].constant < 0 { infeasible.append(marker) }
            return dualOptimize()
        }
        var consistent = true
        for slot in slots(containing: marker) {
            let i = Int(slot)
            let coefficient = rows[i].coefficient(for: marker)
            if coefficient == 0 { continue }
            rows[i].constant += coefficient * delta
            switch kinds[Int(basics[i])] {
            case .external: break
            case .dummy: if !_nearZero(rows[i].constant) { consistent = false }
            default: if rows[i].constant < 0 { infeasible.append(basics[i]) }
            }
        }
        return dualOptimize() && consistent
    }

    /// Rebuilds `infeasible` from every restricted row, after an undone shift.
    func recollectInfeasibleRows() {
        infeasible.removeAll(keepingCapacity: true)
        for i in rows.indices where basics[i] >= 0 && rows[i].constant < 0 && kinds[Int(basics[i])] != .external {
            infeasible.append(basics[i])
        }
    }
}
