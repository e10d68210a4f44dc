/// The tolerance under which the solver treats a number as zero (kiwi's 1e-8).
let _layoutEpsilon = 1e-8

/// Whether `value` is within `_layoutEpsilon` of zero.
@inline(__always) func _nearZero(_ value: Double) -> Bool {
    value < _layoutEpsilon && value > -_layoutEpsilon
}

/// A solver symbol: an index into the solver's symbol tables. Small integers rather than
/// objects keep the rows flat arrays of (Int32, Double).
typealias _LayoutSymbol = Int32

/// One `coefficient · symbol` entry of a row.
struct _LayoutCell {
    /// The symbol.
    var symbol: _LayoutSymbol
    /// Its coefficient, never near zero (cells that cancel are dropped).
    var coefficient: Double
}

/// A row of the simplex tableau: `basic = constant + Σ coefficient·symbol` (or, for an
/// objective, `cost = constant + Σ …`).
///
/// Cells are kept sorted by symbol so that look-ups are binary searches and adding one row to
/// another is a linear merge. A merge writes into a scratch buffer supplied by the solver and
/// swaps it in, so the steady state allocates nothing. A 64-bit summary of the symbols
/// (bit `symbol % 64`) answers "not in this row" without a search, which is what the solver's
/// scans over every row mostly ask.
struct _LayoutRow {
    /// The terms, sorted by symbol, no two with the same symbol.
    var cells: [_LayoutCell]
    /// The constant part (for a basic row: the basic symbol's current value).
    var constant: Double
    /// Bit `symbol % 64` is set for every symbol in `cells` (and maybe for some removed since).
    var mask: UInt64 = 0

    /// The summary bit of `symbol`.
    @inline(__always)
    static func bit(_ symbol: _LayoutSymbol) -> UInt64 { 1 &<< (UInt64(truncatingIfNeeded: symbol) & 63) }

    /// False when `symbol` is certainly not in the row.
    @inline(__always)
    func mayContain(_ symbol: _LayoutSymbol) -> Bool { mask & Self.bit(symbol) != 0 }

    /// The row `constant` with no terms.
    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    /// The index of `symbol`'s cell, or where it would be inserted (negative: `-(slot + 1)`).
    @inline(__always)
    func index(of symbol: _LayoutSymbol) -> Int {
        var low = 0
        var high = cells.count - 1
        while low <= high {
            let middle = (low + high) >> 1
            let found = cells[middle].symbol
            if found < symbol { low = middle + 1 } else if found > symbol { high = middle - 1 } else { return middle }
        }
        return -(low + 1)
    }

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always)
    func coefficient(for symbol: _LayoutSymbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let at = index(of: symbol)
        return at >= 0 ? cells[at].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is near zero. Returns whether
    /// a new cell was made (the symbol was absent).
    @discardableResult
    mutating func add(_ symbol: _LayoutSymbol, _ coefficient: Double) -> Bool {
        let at = index(of: symbol)
        if at >= 0 {
            let sum = cells[at].coefficient + coefficient
            if _nearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
        } else if !_nearZero(coefficient) {
            mask |= Self.bit(symbol)
            cells.insert(_LayoutCell(symbol: symbol, coefficient: coefficient), at: -(at + 1))
            return true
        }
        return false
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: _LayoutSymbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let at = index(of: symbol)
        guard at >= 0 else { return 0 }
        return cells.remove(at: at).coefficient
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func multiply(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Adds `factor · other` (constant and cells), merging into `scratch` and swapping it in.
    /// Appends each symbol that gets a new cell to `added` (the tableau's column index needs
    /// them; other callers clear it).
    mutating func add(
        _ other: _LayoutRow, times factor: Double, scratch: inout [_LayoutCell], added: inout [_LayoutSymbol]
    ) {
        constant += factor * other.constant
        if other.cells.isEmpty { return }
        if other.cells.count == 1 {
            if add(other.cells[0].symbol, factor * other.cells[0].coefficient) { added.append(other.cells[0].symbol) }
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.cells.count)
        mask |= other.mask
        cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var i = 0
                var j = 0
                while i < mine.count || j < theirs.count {
                    if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                        scratch.append(mine[i])
                        i += 1
                    } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                        scratch.append(
                            _LayoutCell(symbol: theirs[j].symbol, coefficient: factor * theirs[j].coefficient))
                        added.append(theirs[j].symbol)
                        j += 1
                    } else {
                        let sum = mine[i].coefficient + factor * theirs[j].coefficient
                        if !_nearZero(sum) { scratch.append(_LayoutCell(symbol: mine[i].symbol, coefficient: sum)) }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        swap(&cells, &scratch)
    }

    /// Rewrites `0 = constant + Σ…` as `symbol = …`: removes `symbol` and divides the rest by
    /// minus its coefficient.
    mutating func solve(for symbol: _LayoutSymbol) {
        let coefficient = remove(symbol)
        multiply(by: -1 / coefficient)
    }

    /// Rewrites `lhs = constant + Σ…` (which contains `rhs`) as `rhs = …` (which contains `lhs`,
    /// a new cell: a basic symbol never appears in its own row).
    mutating func solve(for lhs: _LayoutSymbol, _ rhs: _LayoutSymbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right-hand side, if `symbol` occurs; returns whether it did.
    /// Symbols that get a new cell are appended to `added`.
    @discardableResult
    @inline(__always)
    mutating func substitute(
        _ symbol: _LayoutSymbol, with row: _LayoutRow, scratch: inout [_LayoutCell],
        added: inout [_LayoutSymbol]
    ) -> Bool {
        guard mayContain(symbol) else { return false }
        let at = index(of: symbol)
        guard at >= 0 else { return false }
        let coefficient = cells.remove(at: at).coefficient
        add(row, times: coefficient, scratch: &scratch, added: &added)
        return true
    }
}
