/// The column index: for each symbol, the slots of the tableau rows that contain it, so that a
/// substitution, a ratio test or a constant shift visits only those rows instead of every row.
///
/// Rows in a large layout are long (dozens to hundreds of cells), so a per-row summary of the
/// symbols says "maybe" for most rows and a scan touches nearly every row for each pivot; most
/// symbols, though, are in few rows. The index is kept loosely: whenever a row gains a cell its
/// slot is appended to that symbol's column, and nothing is removed when a cell cancels or a
/// row goes. `compactColumn(_:)` drops duplicates and the entries that the rows' summaries rule
/// out (free slots, most rows that lost the symbol); it runs before every read and whenever a
/// column has doubled since it was last compacted, so a column never lists a slot twice and
/// memory stays bounded (the steady state of constant edits allocates nothing). Readers check
/// the cell itself, which they look up anyway: an entry is a row that *may* hold the symbol,
/// and every row that holds it is listed.
///
/// A symbol in a large share of the rows (a chain's widths appear in every later position) is
/// not worth indexing: its column becomes *dense* (`columnLimits` = `Int.max`), appends skip it,
/// and a read scans every row's summary instead, which also rebuilds the column.
extension _LayoutSolver {
    /// The smallest length at which a column is compacted on append.
    static var minimumColumnLimit: Int { 16 }
    /// The limit that marks a dense column.
    static var denseColumn: Int { .max }

    /// The length past which a column stops being indexed: a sixteenth of the live rows.
    var denseColumnThreshold: Int { max(64, (rows.count - freeSlots.count) / 16) }

    /// Notes that the row in `slot` has gained a cell for `symbol`.
    func noteCell(_ symbol: _LayoutSymbol, inRowAt slot: Int) {
        let column = Int(symbol)
        let limit = columnLimits[column]
        guard limit != Self.denseColumn else { return }
        columns[column].append(Int32(truncatingIfNeeded: slot))
        if columns[column].count > limit { columnDidGrow(symbol) }
    }

    /// Notes every cell of the row in `slot`.
    func noteCells(ofRowAt slot: Int) {
        let cells = rows[slot].cells
        let entry = Int32(truncatingIfNeeded: slot)
        columns.withUnsafeMutableBufferPointer { columns in
            columnLimits.withUnsafeBufferPointer { limits in
                for cell in cells {
                    let column = Int(cell.symbol)
                    guard limits[column] != Self.denseColumn else { continue }
                    columns[column].append(entry)
                    if columns[column].count > limits[column] { newSymbols.append(cell.symbol) }
                }
            }
        }
        columnsDidGrow()
    }

    /// Handles the columns of `newSymbols` that grew past their limit (after appends made in a
    /// loop) and empties `newSymbols`.
    func columnsDidGrow() {
        for symbol in newSymbols where columns[Int(symbol)].count > columnLimits[Int(symbol)] {
            columnDidGrow(symbol)
        }
        newSymbols.removeAll(keepingCapacity: true)
    }

    /// Compacts a column that grew past its limit; one still long after that becomes dense.
    func columnDidGrow(_ symbol: _LayoutSymbol) {
        compactColumn(symbol)
        let column = Int(symbol)
        if columns[column].count > denseColumnThreshold {
            columns[column].removeAll(keepingCapacity: true)
            columnLimits[column] = Self.denseColumn
        }
    }

    /// Leaves in `columns[symbol]` the slots of every row that contains `symbol`, once each,
    /// and maybe a few that do not (a dense column is rebuilt from a scan of every row and
    /// indexed again).
    func prepareColumn(_ symbol: _LayoutSymbol) {
        if columnLimits[Int(symbol)] == Self.denseColumn {
            rebuildColumn(symbol)
        } else {
            compactColumn(symbol)
        }
    }

    /// Keeps the entries of `columns[symbol]` whose rows' summaries allow `symbol`, once each,
    /// in order (the cells themselves are not looked up: that would cost a search in a long
    /// row per entry, which the readers do anyway).
    func compactColumn(_ symbol: _LayoutSymbol) {
        let stamp = nextColumnStamp()
        let bit = _LayoutRow.bit(symbol)
        var list: [Int32] = []
        swap(&list, &columns[Int(symbol)])
        var kept = 0
        list.withUnsafeMutableBufferPointer { list in
            masks.withUnsafeBufferPointer { masks in
                slotStamps.withUnsafeMutableBufferPointer { stamps in
                    for k in 0..<list.count {
                        let slot = Int(list[k])
                        guard stamps[slot] != stamp, masks[slot] & bit != 0 else { continue }
                        stamps[slot] = stamp
                        list[kept] = list[k]
                        kept += 1
                    }
                }
            }
        }
        list.removeLast(list.count - kept)
        swap(&list, &columns[Int(symbol)])
        columnLimits[Int(symbol)] = max(Self.minimumColumnLimit, 2 * kept)
    }

    /// Fills `columns[symbol]` from a scan of every row.
    func rebuildColumn(_ symbol: _LayoutSymbol) {
        let bit = _LayoutRow.bit(symbol)
        var list: [Int32] = []
        swap(&list, &columns[Int(symbol)])
        list.removeAll(keepingCapacity: true)
        masks.withUnsafeBufferPointer { masks in
            rows.withUnsafeBufferPointer { rows in
                for slot in 0..<rows.count where masks[slot] & bit != 0 && rows[slot].index(of: symbol) >= 0 {
                    list.append(Int32(truncatingIfNeeded: slot))
                }
            }
        }
        swap(&list, &columns[Int(symbol)])
        columnLimits[Int(symbol)] = max(Self.minimumColumnLimit, 2 * columns[Int(symbol)].count)
    }

    /// A fresh visit number for `slotStamps` (restarting them all when it wraps).
    func nextColumnStamp() -> UInt32 {
        columnStamp &+= 1
        if columnStamp == 0 {
            for i in slotStamps.indices { slotStamps[i] = 0 }
            columnStamp = 1
        }
        return columnStamp
    }

    /// The slots of every row that contains `symbol`, once each (and maybe a few that do not).
    func slots(containing symbol: _LayoutSymbol) -> [Int32] {
        prepareColumn(symbol)
        return columns[Int(symbol)]
    }

    /// Forgets the column of `symbol` (it is in no row any more), keeping its storage.
    func clearColumn(_ symbol: _LayoutSymbol) {
        columns[Int(symbol)].removeAll(keepingCapacity: true)
        columnLimits[Int(symbol)] = Self.minimumColumnLimit
    }
}
