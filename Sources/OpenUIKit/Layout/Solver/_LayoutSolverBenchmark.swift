/// The layout solver's benchmark systems, for the separate `Benchmarks/` package
/// (`LayoutBenchmarks`), which cannot see the internal solver.
///
/// Segue addition, not UIKit API: an SPI entry point (`@_spi(LayoutBenchmarks) import
/// OpenUIKit`). It builds the systems and runs the operations; it times nothing (the
/// benchmark reads the clock around the calls). `json` describes the same equations for the
/// kiwisolver peer (`Benchmarks/peers/kiwi_layout.py`), so both solve identical systems.
@_spi(LayoutBenchmarks)
public enum _LayoutSolverBenchmark {
    /// The benchmark systems; `Benchmarks/README.md` describes each.
    public enum System: String, CaseIterable, Sendable {
        /// 200 views in 50 rows of 4: leading/trailing/top/spacing/width/height constraints,
        /// required inequalities and optional equalities at 750, 500 and 250.
        case screen200
        /// 1,000 views in a horizontal chain, widths ≥ 10 and = 20…24 at 500.
        case chain1000
        /// A 30 × 30 grid filling 1000 × 1000 with optional equal widths/heights (750) and a
        /// preferred size (250).
        case grid30
    }

    /// One system, built once, solved as often as asked.
    public final class Run {
        let variables: [_LayoutVariable]
        let specs: [_Spec]
        let equations: [_LayoutEquation]
        let animated: Int
        var solver = _LayoutSolver()

        /// Builds `system`'s variables and equations (not yet added to a solver).
        public init(_ system: System) {
            let (count, specs, animated) = _LayoutSolverBenchmark.build(system)
            let variables = (0..<count).map { _LayoutVariable("v\($0)") }
            self.variables = variables
            self.specs = specs
            self.animated = animated
            equations = specs.map { spec in
                let terms = spec.terms.map { _LayoutTerm(variables[$0.0], $0.1) }
                return _LayoutEquation(
                    _LinearExpression(terms, constant: spec.constant), spec.relation, priority: spec.priority)
            }
        }

        /// How many equations the system has.
        public var equationCount: Int { equations.count }
        /// How many variables the system has.
        public var variableCount: Int { variables.count }

        /// Solves from scratch: a new solver, every equation added, `updateVariables()`.
        /// Returns the sum of the solved values (a checksum to compare with kiwi's).
        @discardableResult
        public func solveFromScratch() -> Double {
            solver = _LayoutSolver()
            equations[animated].expression.constant = specs[animated].constant
            for equation in equations { try! solver.add(equation) }
            solver.updateVariables()
            return checksum
        }

        /// The per-frame path of an animated constraint: the animated equation's constant
        /// becomes `constant` (`updateConstant`), then `updateVariables()`. Call after
        /// `solveFromScratch()`. Returns the first variable's value.
        @discardableResult
        public func animate(to constant: Double) -> Double {
            try! solver.updateConstant(of: equations[animated], to: constant)
            solver.updateVariables()
            return variables[0].value + variables[variables.count - 1].value
        }

        /// The sum of every variable's last solved value.
        public var checksum: Double { variables.reduce(0) { $0 + $1.value } }

        /// The animated equation's original constant (the first frame of (b)).
        public var animatedConstant: Double { specs[animated].constant }

        /// The system as JSON: `{"variables": n, "animated": i, "equations": [[[[v, c], …],
        /// constant, "<=|==|>=", priority], …]}`.
        public var json: String {
            let rows = specs.map { spec -> String in
                let terms = spec.terms.map { "[\($0.0), \($0.1)]" }.joined(separator: ", ")
                let relation = spec.relation == .equal ? "==" : spec.relation == .lessThanOrEqual ? "<=" : ">="
                return "[[\(terms)], \(spec.constant), \"\(relation)\", \(spec.priority)]"
            }
            return "{\"variables\": \(variables.count), \"animated\": \(animated), \"equations\": [\n"
                + rows.joined(separator: ",\n") + "\n]}"
        }
    }
}
