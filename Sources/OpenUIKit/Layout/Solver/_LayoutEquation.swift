/// How an equation's expression compares with zero.
enum _LayoutRelation: Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}

/// One solver constraint: `expression relation 0` at a priority.
///
/// Priorities are UIKit's (`UILayoutPriority.rawValue`): 1000 (or more) is required and must
/// hold exactly; anything below is optional, and the solver violates lower priorities before
/// higher ones, strictly (see `_LayoutSolver`). Identity is object identity: the solver knows an
/// equation by the object, so adding the same object twice is `.duplicate`, while two equal
/// equations in different objects are two constraints.
///
/// `@unchecked Sendable` only so that `_LayoutSolverError` (an `Error`, hence `Sendable`) can
/// carry it: like the solver, an equation is used from one isolation domain (the main actor).
final class _LayoutEquation: @unchecked Sendable {
    /// The priority at and above which an equation is required.
    static let requiredPriority: Float = 1000

    /// The left-hand side; the right-hand side is 0. `_LayoutSolver.updateConstant(of:to:)`
    /// changes its constant.
    var expression: _LinearExpression
    /// How `expression` compares with 0.
    let relation: _LayoutRelation
    /// 1…1000; 1000 = required.
    let priority: Float

    /// The equation `expression relation 0` at `priority`.
    init(
        _ expression: _LinearExpression, _ relation: _LayoutRelation, priority: Float = _LayoutEquation.requiredPriority
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Whether the solver must satisfy the equation exactly (priority ≥ 1000).
    var isRequired: Bool { priority >= Self.requiredPriority }

    /// How far the variables' current values are from satisfying the equation (0 when it holds).
    var violation: Double {
        let value = expression.currentValue
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

/// Why a `_LayoutSolver` operation was refused. A refused operation leaves the solver as it was.
enum _LayoutSolverError: Error {
    /// A required equation conflicts with the required equations already added, or has a
    /// non-finite coefficient, constant or priority (NaN, ±∞), or a new constant / suggested
    /// value is non-finite or makes the required equations conflict.
    case unsatisfiable(_LayoutEquation)
    /// The equation object was already added.
    case duplicate(_LayoutEquation)
    /// The equation was never added (or was removed).
    case unknownEquation
    /// An edit variable's priority is required (≥ 1000), not positive, or not finite.
    case badEditPriority
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable
}
