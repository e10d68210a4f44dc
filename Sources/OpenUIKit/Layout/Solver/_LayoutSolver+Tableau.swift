/// Symbols, rows and the bookkeeping of adding and forgetting equations.
extension _LayoutSolver {
    // MARK: Symbols

    /// A fresh (or recycled) symbol of `kind`.
    func newSymbol(_ kind: _SymbolKind) -> _LayoutSymbol {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            return symbol
        }
        kinds.append(kind)
        rowOfSymbol.append(-1)
        columns.append([])
        columnLimits.append(Self.minimumColumnLimit)
        return _LayoutSymbol(kinds.count - 1)
    }

    /// Removes every trace of `symbol` (its row if basic, its column everywhere) and recycles it.
    ///
    /// Used for symbols that, in exact arithmetic, already appear nowhere (the markers of a
    /// removed equation, a forgotten variable) or that may be fixed at their current value 0
    /// (an artificial variable): removing a non-basic column keeps the basis feasible and optimal.
    func purge(_ symbol: _LayoutSymbol) {
        guard symbol >= 0 else { return }
        let at = rowOfSymbol[Int(symbol)]
        if at >= 0 { _ = takeRow(at: Int(at)) }
        for slot in slots(containing: symbol) { rows[Int(slot)].remove(symbol) }
        clearColumn(symbol)
        for k in levels.indices { levels[k].row.remove(symbol) }
        kinds[Int(symbol)] = .unused
        freeSymbols.append(symbol)
    }

    /// The external symbol of `variable`, registering it if new, and counting one more use.
    func useSymbol(for variable: _LayoutVariable) -> _LayoutSymbol {
        let id = ObjectIdentifier(variable)
        if let known = externals[id]?.symbol {
            externals[id]!.uses += 1
            return known
        }
        let symbol = newSymbol(.external)
        externals[id] = _External(variable: variable, symbol: symbol, uses: 1)
        return symbol
    }

    // MARK: Rows

    /// The row slot of `symbol` if it is basic, else nil.
    @inline(__always)
    func rowIndex(of symbol: _LayoutSymbol) -> Int? {
        let at = rowOfSymbol[Int(symbol)]
        return at >= 0 ? Int(at) : nil
    }

    /// Adds `row` to the tableau as the row of `basic`, in a free slot or a new one.
    func insertRow(_ row: _LayoutRow, basic: _LayoutSymbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basics[slot] = basic
            masks[slot] = row.mask
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
            masks.append(row.mask)
            slotStamps.append(0)
        }
        rowOfSymbol[Int(basic)] = Int32(slot)
        noteCells(ofRowAt: slot)
    }

    /// Removes the row in `slot` (the slot becomes free) and returns it.
    func takeRow(at slot: Int) -> (basic: _LayoutSymbol, row: _LayoutRow) {
        let basic = basics[slot]
        rowOfSymbol[Int(basic)] = -1
        var row = _LayoutRow()
        swap(&row, &rows[slot])
        basics[slot] = -1
        masks[slot] = 0
        freeSlots.append(Int32(slot))
        return (basic, row)
    }

    /// Replaces `symbol` by `row` in every row and objective, noting rows that became infeasible.
    ///
    /// Visits only the rows the column index lists for `symbol`; `row` must not contain it.
    func substitute(_ symbol: _LayoutSymbol, with row: _LayoutRow) {
        var targets: [Int32] = []
        prepareColumn(symbol)
        swap(&targets, &columns[Int(symbol)])
        // Own the arrays for the loop: no exclusivity or uniqueness checks per row.
        var buffer: [_LayoutCell] = []
        var table: [_LayoutRow] = []
        var summaries: [UInt64] = []
        var added: [_LayoutSymbol] = []
        swap(&buffer, &scratch)
        swap(&table, &rows)
        swap(&summaries, &masks)
        swap(&added, &newSymbols)
        table.withUnsafeMutableBufferPointer { table in
            summaries.withUnsafeMutableBufferPointer { summaries in
                columns.withUnsafeMutableBufferPointer { columns in
                    columnLimits.withUnsafeBufferPointer { limits in
                        for target in targets {
                            let i = Int(target)
                            let first = added.count
                            guard table[i].substitute(symbol, with: row, scratch: &buffer, added: &added) else {
                                continue
                            }
                            for k in first..<added.count where limits[Int(added[k])] != Self.denseColumn {
                                columns[Int(added[k])].append(target)
                            }
                            summaries[i] = table[i].mask
                            guard table[i].constant < 0 else { continue }
                            let basic = basics[i]
                            if kinds[Int(basic)] != .external { infeasible.append(basic) }
                        }
                    }
                }
            }
        }
        swap(&summaries, &masks)
        swap(&table, &rows)
        swap(&added, &newSymbols)
        columnsDidGrow()
        for k in levels.indices { levels[k].row.substitute(symbol, with: row, scratch: &buffer, added: &newSymbols) }
        newSymbols.removeAll(keepingCapacity: true)
        swap(&buffer, &scratch)
        targets.removeAll(keepingCapacity: true)
        swap(&targets, &columns[Int(symbol)])
        columnLimits[Int(symbol)] = Self.minimumColumnLimit
    }

    /// `row` with every basic symbol replaced by its row.
    func substitutingBasics(_ symbol: _LayoutSymbol, _ coefficient: Double, into row: inout _LayoutRow) {
        if let at = rowIndex(of: symbol) {
            row.add(rows[at], times: coefficient, scratch: &scratch, added: &newSymbols)
            newSymbols.removeAll(keepingCapacity: true)
        } else {
            row.add(symbol, coefficient)
        }
    }

    // MARK: Equations

    /// The index of the objective level of `priority`, created if missing.
    func levelIndex(for priority: Float) -> Int {
        var at = 0
        while at < levels.count, levels[at].priority > priority { at += 1 }
        if at == levels.count || levels[at].priority != priority {
            levels.insert(_Level(priority: priority, row: _LayoutRow(), errors: 0), at: at)
        }
        return at
    }

    /// An error symbol of `priority`, counted in the objective with weight 1.
    func newError(priority: Float) -> _LayoutSymbol {
        let error = newSymbol(.error)
        let level = levelIndex(for: priority)
        levels[level].row.add(error, 1)
        levels[level].errors += 1
        return error
    }

    /// The tableau row of `equation` (current basics substituted, markers added, constant made
    /// non-negative) and its tag. Registers the variables and the error symbols.
    func makeRow(for equation: _LayoutEquation) -> (_LayoutRow, _Tag) {
        let expression = equation.expression
        var row = _LayoutRow(constant: expression.constant)
        var used: [ObjectIdentifier] = []
        for term in expression.terms where !_nearZero(term.coefficient) {
            let id = ObjectIdentifier(term.variable)
            let symbol: _LayoutSymbol
            if used.contains(id), let known = externals[id]?.symbol {
                symbol = known
            } else {
                symbol = useSymbol(for: term.variable)
                used.append(id)
            }
            substitutingBasics(symbol, term.coefficient, into: &row)
        }
        let marker: _LayoutSymbol
        var other: _LayoutSymbol = -1
        let markerCoefficient: Double
        switch equation.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = equation.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.add(marker, markerCoefficient)
            if !equation.isRequired {
                other = newError(priority: equation.priority)
                row.add(other, -markerCoefficient)
            }
        case .equal:
            if equation.isRequired {
                markerCoefficient = 1
                marker = newSymbol(.dummy)
                row.add(marker, 1)
            } else {
                markerCoefficient = -1
                marker = newError(priority: equation.priority)
                other = newError(priority: equation.priority)
                row.add(marker, -1)
                row.add(other, 1)
            }
        }
        if row.constant < 0 { row.multiply(by: -1) }
        let tag = _Tag(
            equation: equation, marker: marker, other: other, markerCoefficient: markerCoefficient, externals: used)
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external one, else a marker with a negative
    /// coefficient (so the row stays feasible); -1 if there is none.
    func chooseSubject(_ row: _LayoutRow, _ tag: _Tag) -> _LayoutSymbol {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        for symbol in [tag.marker, tag.other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Takes an equation's error symbols out of the objective and drops levels left empty.
    func removeErrorEffects(_ tag: _Tag) {
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            let level = levelIndex(for: tag.equation.priority)
            if let at = rowIndex(of: symbol) {
                levels[level].row.add(rows[at], times: -1, scratch: &scratch, added: &newSymbols)
                newSymbols.removeAll(keepingCapacity: true)
            } else {
                levels[level].row.add(symbol, -1)
            }
            levels[level].errors -= 1
        }
        levels.removeAll { $0.errors == 0 && $0.priority.isFinite }
    }

    /// Drops an equation's symbols and releases the variables only it used. With
    /// `rowWasAdded` false the equation's error symbols are still in the objective.
    func forget(_ tag: _Tag, rowWasAdded: Bool) {
        if !rowWasAdded { removeErrorEffects(tag) }
        purge(tag.other)
        purge(tag.marker)
        for id in tag.externals {
            externals[id]!.uses -= 1
            if externals[id]!.uses == 0, let external = externals.removeValue(forKey: id) {
                purge(external.symbol)
            }
        }
    }
}
