/// The column index: for each symbol, the slots of the tableau rows that contain it, so that a
/// substitution, a ratio test or a constant shift visits only those rows instead of every row.
///
/// Rows in a large layout are long (dozens to hundreds of cells), so a per-row summary of the
/// symbols says "maybe" for most rows and the old scans touched nearly every row for each
/// pivot; a symbol, though, is in few rows. The index is kept loosely: whenever a row gains a
/// cell its slot is appended to that symbol's column, and nothing is removed when a cell
/// cancels or a row goes. `compactColumn(_:)` checks each entry (a free slot, the row's summary,
/// the cell itself), drops duplicates and stale entries, and is run before every read and
/// whenever a column has doubled since it was last compacted, so memory stays bounded and the
/// steady state of constant edits allocates nothing.
extension _LayoutSolver {
    /// The smallest length at which a column is compacted on append.
    static var minimumColumnLimit: Int { 16 }

    /// Notes that the row in `slot` has gained a cell for `symbol`.
    @inline(__always)
    func noteCell(_ symbol: _LayoutSymbol, inRowAt slot: Int) {
        let column = Int(symbol)
        columns[column].append(Int32(truncatingIfNeeded: slot))
        if columns[column].count > columnLimits[column] { compactColumn(symbol) }
    }

    /// Notes every cell of the row in `slot`.
    func noteCells(ofRowAt slot: Int) {
        let cells = rows[slot].cells
        for cell in cells { noteCell(cell.symbol, inRowAt: slot) }
    }

    /// Compacts the columns of `newSymbols` that grew past their limit (after appends made
    /// while the rows were borrowed) and empties `newSymbols`.
    func compactGrownColumns() {
        for symbol in newSymbols where columns[Int(symbol)].count > columnLimits[Int(symbol)] {
            compactColumn(symbol)
        }
        newSymbols.removeAll(keepingCapacity: true)
    }

    /// Leaves in `columns[symbol]` exactly the slots of the rows that contain `symbol`, once
    /// each, in their order of entry.
    func compactColumn(_ symbol: _LayoutSymbol) {
        columnStamp &+= 1
        if columnStamp == 0 {
            for i in slotStamps.indices { slotStamps[i] = 0 }
            columnStamp = 1
        }
        let stamp = columnStamp
        let bit = _LayoutRow.bit(symbol)
        var list: [Int32] = []
        swap(&list, &columns[Int(symbol)])
        var kept = 0
        list.withUnsafeMutableBufferPointer { list in
            masks.withUnsafeBufferPointer { masks in
                rows.withUnsafeBufferPointer { rows in
                    slotStamps.withUnsafeMutableBufferPointer { stamps in
                        for k in 0..<list.count {
                            let slot = Int(list[k])
                            guard stamps[slot] != stamp, masks[slot] & bit != 0, rows[slot].index(of: symbol) >= 0 else { continue }
                            stamps[slot] = stamp
                            list[kept] = list[k]
                            kept += 1
                        }
                    }
                }
            }
        }
        list.removeLast(list.count - kept)
        swap(&list, &columns[Int(symbol)])
        columnLimits[Int(symbol)] = max(Self.minimumColumnLimit, 2 * kept)
    }

    /// The slots of the rows that contain `symbol` (compacted first).
    @inline(__always)
    func slots(containing symbol: _LayoutSymbol) -> [Int32] {
        compactColumn(symbol)
        return columns[Int(symbol)]
    }

    /// Forgets the column of `symbol` (it is in no row any more), keeping its storage.
    func clearColumn(_ symbol: _LayoutSymbol) {
        columns[Int(symbol)].removeAll(keepingCapacity: true)
        columnLimits[Int(symbol)] = Self.minimumColumnLimit
    }
}
