/// An incremental Cassowary constraint solver: the dual-simplex algorithm of Badros, Borning and
/// Stuckey (2001), organised the way kiwi organises it, with a lexicographic objective.
///
/// The tableau keeps one row per equation, keyed by its basic symbol; symbols are external
/// (a `_LayoutVariable`), slack (an inequality's), error (an optional equation's violation,
/// which the objective minimises) or dummy (a required equation's marker, always 0). Adding an
/// equation substitutes the current rows into it, picks a subject to make basic (or runs a
/// phase-one with an artificial variable), then re-optimises with the primal simplex; removing
/// one pivots its marker into the basis and deletes that row. Constant changes
/// (`updateConstant(of:to:)`, `suggestValue(_:for:)`) shift the rows that mention the
/// equation's marker and restore feasibility with the dual simplex, which is the per-frame
/// path of an animated constraint. Bland's rule (lowest symbol first) picks entering and
/// leaving symbols, so the simplex cannot cycle.
///
/// - Note: Priorities are strictly lexicographic. The objective is a vector with one row per
///   distinct non-required priority in use (ordered from highest): violating one equation of
///   priority 751 by any amount is worse than violating any number of priority 750 equations by
///   any amounts, with no limit from floating point (unlike kiwi's weighted sum of strengths,
///   where 1,000 levels cannot fit in a double's range with strict ordering). Within one
///   priority the solver minimises the sum of the absolute violations. Fractional priorities
///   (750.5) are levels of their own.
/// - Note: Tolerance: a coefficient or value within 1e-8 of zero is zero (kiwi's epsilon).
/// - Note: A refused `add` leaves the same constraint set, and the solution stays optimal for
///   it; when several solutions are equally good the solver may then hold a different one.
final class _LayoutSolver {
    /// What a symbol stands for.
    enum _SymbolKind: UInt8 {
        case unused, external, slack, error, dummy
    }

    /// How an added equation sits in the tableau.
    struct _Tag {
        /// The equation.
        let equation: _LayoutEquation
        /// The slack, error or dummy symbol that appears only in this equation's original row.
        let marker: _LayoutSymbol
        /// The second error symbol of an optional equation (or the error of an optional
        /// inequality), or -1.
        let other: _LayoutSymbol
        /// The marker's coefficient in the original row before any sign flip (±1): a change of
        /// the constant by `d` shifts the marker by `markerCoefficient · d`.
        let markerCoefficient: Double
        /// The variables the equation mentions, once each.
        let externals: [ObjectIdentifier]
    }

    /// A variable known to the solver.
    struct _External {
        let variable: _LayoutVariable
        let symbol: _LayoutSymbol
        /// How many added equations mention it; at 0 the solver forgets the variable.
        var uses: Int
    }

    /// One level of the lexicographic objective: the sum of the error symbols of one priority.
    struct _Level {
        let priority: Float
        var row: _LayoutRow
        /// How many error symbols belong to this level; an empty level is dropped.
        var errors: Int
    }

    // Symbol tables, indexed by symbol.
    var kinds: [_SymbolKind] = []
    /// The slot of the symbol's row if it is basic, else -1.
    var rowOfSymbol: [Int32] = []
    var freeSymbols: [_LayoutSymbol] = []
    /// The column index (see `_LayoutSolver+Columns.swift`): the slots of the rows that may
    /// contain each symbol, and the length at which a column is next compacted.
    var columns: [[Int32]] = []
    var columnLimits: [Int] = []
    // The tableau, in slots that keep their place: rows[i] is the row of basics[i]; a free
    // slot has basic -1, an empty row and mask 0.
    var rows: [_LayoutRow] = []
    var basics: [_LayoutSymbol] = []
    /// `rows[i].mask`, densely, so that checks for a symbol touch 8 bytes per row.
    var masks: [UInt64] = []
    var freeSlots: [Int32] = []
    /// Per slot, the visit of the column walk that last saw it (`columnStamp`), to skip
    /// duplicate entries.
    var slotStamps: [UInt32] = []
    var columnStamp: UInt32 = 0
    /// Symbols that got a new cell in the last merge (`_LayoutRow.add(_:times:scratch:added:)`).
    var newSymbols: [_LayoutSymbol] = []
    // What was added.
    var externals: [ObjectIdentifier: _External] = [:]
    var tags: [ObjectIdentifier: _Tag] = [:]
    var edits: [ObjectIdentifier: _LayoutEquation] = [:]
    /// The objective, highest priority first. During a phase-one the artificial objective is
    /// prepended with priority +∞.
    var levels: [_Level] = []
    /// Basic restricted symbols whose rows went negative, for the dual simplex.
    var infeasible: [_LayoutSymbol] = []
    /// The merge buffer of `_LayoutRow.add(_:times:scratch:)`.
    var scratch: [_LayoutCell] = []

    /// An empty solver.
    init() {}

    /// Whether `equation` was added (and not removed).
    func contains(_ equation: _LayoutEquation) -> Bool {
        tags[ObjectIdentifier(equation)] != nil
    }

    /// Adds `equation`.
    ///
    /// Throws `.duplicate` if it is already added, `.unsatisfiable` if it is required and
    /// conflicts with the required equations already added, or if a coefficient, the constant
    /// or the priority is not finite (or the priority is not positive); a refused equation
    /// leaves the solver's constraint set as it was.
    func add(_ equation: _LayoutEquation) throws(_LayoutSolverError) {
        let id = ObjectIdentifier(equation)
        guard tags[id] == nil else { throw .duplicate(equation) }
        guard equation.expression.isFinite, equation.priority.isFinite, equation.priority > 0 else {
            throw .unsatisfiable(equation)
        }
        var (row, tag) = makeRow(for: equation)
        var subject = chooseSubject(row, tag)
        if subject < 0, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard _nearZero(row.constant) else {
                forget(tag, rowWasAdded: false)
                throw .unsatisfiable(equation)
            }
            subject = tag.marker
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else {
                forget(tag, rowWasAdded: true)
                optimize()
                throw .unsatisfiable(equation)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        tags[id] = tag
        optimize()
    }

    /// Removes `equation`; throws `.unknownEquation` if it was not added.
    func remove(_ equation: _LayoutEquation) throws(_LayoutSolverError) {
        guard let tag = tags.removeValue(forKey: ObjectIdentifier(equation)) else { throw .unknownEquation }
        removeErrorEffects(tag)
        removeMarkerRow(tag.marker)
        forget(tag, rowWasAdded: true)
        optimize()
    }

    /// Changes the constant of an added equation to `constant`, incrementally.
    ///
    /// The rows that mention the equation's marker move by the change and the dual simplex
    /// restores feasibility: no symbol is created and, once warm, nothing is allocated. Works
    /// for required and optional equations and inequalities. Throws `.unknownEquation` if the
    /// equation was not added, and `.unsatisfiable` (changing nothing) if `constant` is not
    /// finite or the change makes the required equations conflict.
    func updateConstant(of equation: _LayoutEquation, to constant: Double) throws(_LayoutSolverError) {
        guard let tag = tags[ObjectIdentifier(equation)] else { throw .unknownEquation }
        guard constant.isFinite else { throw .unsatisfiable(equation) }
        let change = constant - equation.expression.constant
        if change == 0 { return }
        guard shiftConstant(of: tag, by: change) else {
            _ = shiftConstant(of: tag, by: -change)
            recollectInfeasibleRows()
            _ = dualOptimize()
            throw .unsatisfiable(equation)
        }
        equation.expression.constant = constant
    }

    /// Writes every known variable's solved value into its `value`.
    ///
    /// A variable that is not basic (its value is free in the solution) gets 0.
    func updateVariables() {
        for external in externals.values {
            let at = rowOfSymbol[Int(external.symbol)]
            external.variable.value = at >= 0 ? rows[Int(at)].constant + 0 : 0
        }
    }

    /// Forgets every equation, edit variable and variable.
    func reset() {
        kinds.removeAll()
        rowOfSymbol.removeAll()
        freeSymbols.removeAll()
        columns.removeAll()
        columnLimits.removeAll()
        rows.removeAll()
        basics.removeAll()
        masks.removeAll()
        freeSlots.removeAll()
        slotStamps.removeAll()
        newSymbols.removeAll()
        externals.removeAll()
        tags.removeAll()
        edits.removeAll()
        levels.removeAll()
        infeasible.removeAll()
    }
}
