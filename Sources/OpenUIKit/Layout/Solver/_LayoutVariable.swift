/// A solver unknown, such as a view's left edge or width.
///
/// Identity is object identity: two variables with the same name are different unknowns. The
/// solver writes the solved value into `value` in `_LayoutSolver.updateVariables()`; until a
/// variable takes part in a solver's equations its value is whatever was last written (0 at
/// first).
final class _LayoutVariable {
    /// A name for diagnostics (`"view.minX"`); the solver never reads it.
    let name: String
    /// The value the last `updateVariables()` of a solver holding this variable wrote.
    var value: Double = 0

    /// Creates an unknown named `name`.
    init(_ name: String) {
        self.name = name
    }
}

extension _LayoutVariable: CustomStringConvertible {
    /// The name and the last solved value, `minX=10.0`.
    var description: String { "\(name)=\(value)" }
}

/// One `coefficient · variable` term of a linear expression.
struct _LayoutTerm {
    /// The unknown.
    var variable: _LayoutVariable
    /// What the unknown is multiplied by.
    var coefficient: Double

    /// The term `coefficient · variable`.
    init(_ variable: _LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term `coefficient · variable`, with labels.
    init(variable: _LayoutVariable, coefficient: Double) {
        self.init(variable, coefficient)
    }
}
