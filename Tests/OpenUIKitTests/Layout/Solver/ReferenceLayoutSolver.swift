@testable import OpenUIKit

/// A constraint `Σ coefficients[k]·x_k + constant relation 0` at a priority, as plain values.
struct ReferenceEquation: Sendable, CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: _LayoutRelation
    var priority: Float

    var description: String {
        let terms = coefficients.enumerated().filter { $0.element != 0 }.map { "\($0.element)·x\($0.offset)" }
        return "\(terms.joined(separator: " + ")) + \(constant) \(relation) 0 @\(priority)"
    }

    /// How far `x` is from satisfying the equation.
    func violation(at x: [Double]) -> Double {
        let value = zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

/// A slow, obviously correct reference for the incremental solver: lexicographic priorities as
/// a sequence of linear programs, each solved by a dense two-phase simplex with Bland's rule.
///
/// For each optional priority, from the highest: minimise the sum of that priority's absolute
/// violations subject to the required equations and to every higher priority's sum staying at
/// the optimum found for it. Variables are free (split as x⁺ − x⁻); each optional equality has
/// two violation columns (above, below), each optional inequality one.
enum ReferenceLayoutSolver {
    /// The optimal violation sum of each optional priority (highest first), or nil if the
    /// required equations cannot all hold.
    static func levelErrors(_ equations: [ReferenceEquation], variableCount n: Int) -> [(
        priority: Float, error: Double
    )]? {
        let required = equations.filter { $0.priority >= 1000 }
        let optional = equations.filter { $0.priority < 1000 }
        let priorities = Array(Set(optional.map(\.priority))).sorted(by: >)
        // Columns: x⁺ (n), x⁻ (n), then violation columns of the optional equations in order.
        var violationColumns: [[Int]] = []
        var columnCount = 2 * n
        for equation in optional {
            let count = equation.relation == .equal ? 2 : 1
            violationColumns.append(Array(columnCount..<(columnCount + count)))
            columnCount += count
        }
        func variableRow(_ equation: ReferenceEquation) -> [Double] {
            var row = [Double](repeating: 0, count: columnCount)
            for k in 0..<n {
                row[k] = equation.coefficients[k]
                row[n + k] = -equation.coefficients[k]
            }
            return row
        }
        var rows: [DenseLP.Row] = required.map {
            DenseLP.Row(a: variableRow($0), relation: $0.relation, b: -$0.constant)
        }
        var results: [(Float, Double)] = []
        // Every optional equation with its violation columns: a·x + c − above + below = 0 (equality),
        // a·x + c − v ≤ 0 (≤), a·x + c + v ≥ 0 (≥).
        for (index, equation) in optional.enumerated() {
            var a = variableRow(equation)
            let columns = violationColumns[index]
            switch equation.relation {
            case .equal:
                a[columns[0]] = -1
                a[columns[1]] = 1
            case .lessThanOrEqual: a[columns[0]] = -1
            case .greaterThanOrEqual: a[columns[0]] = 1
            }
            rows.append(DenseLP.Row(a: a, relation: equation.relation, b: -equation.constant))
        }
        guard !priorities.isEmpty else {
            return DenseLP(objective: [Double](repeating: 0, count: columnCount), rows: rows).minimum() == nil
                ? nil : []
        }
        for priority in priorities {
            var objective = [Double](repeating: 0, count: columnCount)
            for (index, equation) in optional.enumerated() where equation.priority == priority {
                for column in violationColumns[index] { objective[column] = 1 }
            }
            guard let best = DenseLP(objective: objective, rows: rows).minimum() else { return nil }
            results.append((priority, best))
            rows.append(DenseLP.Row(a: objective, relation: .lessThanOrEqual, b: best + 1e-9 * (1 + best)))
        }
        return results.map { (priority: $0.0, error: $0.1) }
    }
}

/// A dense linear program `minimise objective·z subject to rows, z ≥ 0`.
struct DenseLP {
    struct Row {
        var a: [Double]
        var relation: _LayoutRelation
        var b: Double
    }
    var objective: [Double]
    var rows: [Row]

    /// The minimum, or nil if the program is infeasible.
    func minimum() -> Double? {
        let n = objective.count
        let m = rows.count
        // Columns: original n, one slack per inequality, one artificial per row, then the rhs.
        let slackRows = rows.indices.filter { rows[$0].relation != .equal }
        let width = n + slackRows.count + m + 1
        var tableau = [[Double]](repeating: [Double](repeating: 0, count: width), count: m)
        for (i, row) in rows.enumerated() {
            var sign = 1.0
            if row.b < 0 { sign = -1 }
            for j in 0..<n { tableau[i][j] = sign * row.a[j] }
            if let s = slackRows.firstIndex(of: i) {
                tableau[i][n + s] = sign * (row.relation == .lessThanOrEqual ? 1 : -1)
            }
            tableau[i][n + slackRows.count + i] = 1
            tableau[i][width - 1] = sign * row.b
        }
        var basis = (0..<m).map { n + slackRows.count + $0 }
        let firstArtificial = n + slackRows.count
        var phaseOne = [Double](repeating: 0, count: width - 1)
        for j in firstArtificial..<(width - 1) { phaseOne[j] = 1 }
        Self.run(&tableau, &basis, cost: phaseOne, allowed: width - 1)
        let infeasibility = basis.enumerated().reduce(0.0) { $0 + phaseOne[$1.element] * tableau[$1.offset][width - 1] }
        guard infeasibility < 1e-7 else { return nil }
        for i in 0..<m where basis[i] >= firstArtificial {
            if let j = (0..<firstArtificial).first(where: { abs(tableau[i][$0]) > 1e-9 }) {
                Self.pivot(&tableau, &basis, i, j)
            }
        }
        let cost = objective + [Double](repeating: 0, count: width - 1 - n)
        Self.run(&tableau, &basis, cost: cost, allowed: firstArtificial)
        return basis.enumerated().reduce(0.0) { $0 + cost[$1.element] * tableau[$1.offset][width - 1] }
    }

    /// The primal simplex with Bland's rule over the columns below `allowed`.
    static func run(_ tableau: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int) {
        let rhs = tableau.first.map { $0.count - 1 } ?? 0
        while true {
            var entering: Int?
            for j in 0..<allowed where !basis.contains(j) {
                var reduced = cost[j]
                for i in tableau.indices { reduced -= cost[basis[i]] * tableau[i][j] }
                if reduced < -1e-9 {
                    entering = j
                    break
                }
            }
            guard let j = entering else { return }
            var leaving: Int?
            for i in tableau.indices where tableau[i][j] > 1e-9 {
                let ratio = tableau[i][rhs] / tableau[i][j]
                if let l = leaving {
                    let best = tableau[l][rhs] / tableau[l][j]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[l]) { leaving = i }
                } else {
                    leaving = i
                }
            }
            guard let i = leaving else { return }  // unbounded: cannot happen for sums of violations
            pivot(&tableau, &basis, i, j)
        }
    }

    static func pivot(_ tableau: inout [[Double]], _ basis: inout [Int], _ i: Int, _ j: Int) {
        let p = tableau[i][j]
        for k in tableau[i].indices { tableau[i][k] /= p }
        for r in tableau.indices where r != i && tableau[r][j] != 0 {
            let f = tableau[r][j]
            for k in tableau[r].indices { tableau[r][k] -= f * tableau[i][k] }
        }
        basis[i] = j
    }
}
