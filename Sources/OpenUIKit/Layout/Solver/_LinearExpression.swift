/// A linear expression `Σ coefficient·variable + constant` over layout variables.
///
/// Terms are kept as written: the same variable may appear twice (the solver adds them up).
/// Build expressions with the operators below: `2 * width + left - 10`.
struct _LinearExpression {
    /// The `coefficient · variable` terms, in the order written.
    var terms: [_LayoutTerm]
    /// The constant part.
    var constant: Double

    /// An expression of `terms` plus `constant`.
    init(_ terms: [_LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    init(_ variable: _LayoutVariable) {
        self.init([_LayoutTerm(variable, 1)])
    }

    /// The constant expression `constant`.
    init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite (neither NaN nor ±∞).
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression's value with each variable's current `value`.
    var currentValue: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The expression multiplied by `factor`.
    func scaled(by factor: Double) -> _LinearExpression {
        _LinearExpression(terms.map { _LayoutTerm($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: - Operators

extension _LinearExpression {
    static func + (lhs: _LinearExpression, rhs: _LinearExpression) -> _LinearExpression {
        _LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func + (lhs: _LinearExpression, rhs: _LayoutVariable) -> _LinearExpression { lhs + _LinearExpression(rhs) }
    static func + (lhs: _LayoutVariable, rhs: _LinearExpression) -> _LinearExpression { _LinearExpression(lhs) + rhs }
    static func + (lhs: _LinearExpression, rhs: Double) -> _LinearExpression { lhs + _LinearExpression(rhs) }
    static func + (lhs: Double, rhs: _LinearExpression) -> _LinearExpression { _LinearExpression(lhs) + rhs }

    static func - (lhs: _LinearExpression, rhs: _LinearExpression) -> _LinearExpression { lhs + rhs.scaled(by: -1) }
    static func - (lhs: _LinearExpression, rhs: _LayoutVariable) -> _LinearExpression { lhs - _LinearExpression(rhs) }
    static func - (lhs: _LayoutVariable, rhs: _LinearExpression) -> _LinearExpression { _LinearExpression(lhs) - rhs }
    static func - (lhs: _LinearExpression, rhs: Double) -> _LinearExpression { lhs + _LinearExpression(-rhs) }
    static func - (lhs: Double, rhs: _LinearExpression) -> _LinearExpression { _LinearExpression(lhs) - rhs }
    static prefix func - (operand: _LinearExpression) -> _LinearExpression { operand.scaled(by: -1) }

    static func * (lhs: _LinearExpression, rhs: Double) -> _LinearExpression { lhs.scaled(by: rhs) }
    static func * (lhs: Double, rhs: _LinearExpression) -> _LinearExpression { rhs.scaled(by: lhs) }
    static func / (lhs: _LinearExpression, rhs: Double) -> _LinearExpression { lhs.scaled(by: 1 / rhs) }
}

extension _LayoutVariable {
    static func + (lhs: _LayoutVariable, rhs: _LayoutVariable) -> _LinearExpression {
        _LinearExpression(lhs) + _LinearExpression(rhs)
    }
    static func + (lhs: _LayoutVariable, rhs: Double) -> _LinearExpression { _LinearExpression(lhs) + rhs }
    static func + (lhs: Double, rhs: _LayoutVariable) -> _LinearExpression { lhs + _LinearExpression(rhs) }
    static func - (lhs: _LayoutVariable, rhs: _LayoutVariable) -> _LinearExpression {
        _LinearExpression(lhs) - _LinearExpression(rhs)
    }
    static func - (lhs: _LayoutVariable, rhs: Double) -> _LinearExpression { _LinearExpression(lhs) - rhs }
    static func - (lhs: Double, rhs: _LayoutVariable) -> _LinearExpression { lhs - _LinearExpression(rhs) }
    static prefix func - (operand: _LayoutVariable) -> _LinearExpression { _LinearExpression(operand).scaled(by: -1) }
    static func * (lhs: _LayoutVariable, rhs: Double) -> _LinearExpression {
        _LinearExpression([_LayoutTerm(lhs, rhs)])
    }
    static func * (lhs: Double, rhs: _LayoutVariable) -> _LinearExpression {
        _LinearExpression([_LayoutTerm(rhs, lhs)])
    }
    static func / (lhs: _LayoutVariable, rhs: Double) -> _LinearExpression {
        _LinearExpression([_LayoutTerm(lhs, 1 / rhs)])
    }
}
