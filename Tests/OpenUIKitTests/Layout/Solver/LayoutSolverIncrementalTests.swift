import TestSupport
import Testing

@testable import OpenUIKit

/// Edit variables, constant changes, removal and ambiguity: the incremental paths.
@Suite struct LayoutSolverIncrementalTests {
    @Test func draggingAnEditVariableStaysWithinRequiredBounds() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        try solver.add(equation(_LinearExpression(x), .greaterThanOrEqual))
        try solver.add(equation(x - 100, .lessThanOrEqual))
        try solver.addEditVariable(x, priority: 999)
        for (suggested, expected) in [(50.0, 50.0), (150, 100), (-5, 0), (99.5, 99.5)] {
            try solver.suggestValue(suggested, for: x)
            solver.updateVariables()
            #expect(isClose(x.value, expected, tolerance: 1e-6), "suggest \(suggested)")
        }
    }

    @Test func editPriorityDecidesAgainstOptionalEquations() throws {
        let solver = _LayoutSolver()
        let weak = _LayoutVariable("weak")
        let strong = _LayoutVariable("strong")
        try solver.add(equation(weak - 30, .equal, 500))
        try solver.add(equation(strong - 30, .equal, 500))
        try solver.addEditVariable(weak, priority: 250)
        try solver.addEditVariable(strong, priority: 750)
        try solver.suggestValue(80, for: weak)
        try solver.suggestValue(80, for: strong)
        solver.updateVariables()
        #expect(isClose(weak.value, 30, tolerance: 1e-6))
        #expect(isClose(strong.value, 80, tolerance: 1e-6))
        try solver.removeEditVariable(strong)
        solver.updateVariables()
        #expect(isClose(strong.value, 30, tolerance: 1e-6))
    }

    @Test func editVariableErrors() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        for priority: Float in [1000, 1200, 0, -3, .nan, .infinity] {
            #expect { try solver.addEditVariable(x, priority: priority) } throws: { error in
                if case .badEditPriority = error as? _LayoutSolverError { return true }
                return false
            }
        }
        try solver.addEditVariable(x, priority: 999)
        #expect { try solver.addEditVariable(x, priority: 10) } throws: { error in
            if case .duplicateEditVariable = error as? _LayoutSolverError { return true }
            return false
        }
        let other = _LayoutVariable("other")
        for attempt in [{ try solver.suggestValue(1, for: other) }, { try solver.removeEditVariable(other) }] {
            #expect { try attempt() } throws: { error in
                if case .unknownEditVariable = error as? _LayoutSolverError { return true }
                return false
            }
        }
    }

    /// A small screen: two views side by side, the first's width capped and optional.
    struct Screen {
        let variables = (0..<6).map { _LayoutVariable("v\($0)") }
        let equations: [_LayoutEquation]

        init() {
            let v = variables
            equations = [
                equation(v[0] - 20),  // a.left = 20
                equation(v[1] - 200, .lessThanOrEqual),  // a.width ≤ 200
                equation(v[1] - 250, .equal, 750),  // a.width = 250 @750
                equation(v[2] - v[0] - v[1] - 10, .greaterThanOrEqual),  // b.left ≥ a.right + 10
                equation(v[2] - v[0] - v[1] - 10, .equal, 500),  // … = @500
                equation(v[2] + v[3] - 400),  // b.right = 400
                equation(v[4] - v[3] * 0.5),  // b.height = b.width / 2
                equation(v[5] - v[4] - 12, .greaterThanOrEqual, 250),  // c ≥ b.height + 12 @250
                equation(v[5] - 40, .equal, 100)  // c = 40 @100
            ]
        }
    }

    @Test(arguments: 0..<9, [-75.0, -3, 0.5, 42, 180])
    func updateConstantMatchesRemoveAndAdd(index: Int, constant: Double) throws {
        let incremental = _LayoutSolver()
        let rebuilt = _LayoutSolver()
        let screen = Screen()
        let copy = Screen()
        for e in screen.equations { try incremental.add(e) }
        let target = screen.equations[index]
        let changed: Bool
        do {
            try incremental.updateConstant(of: target, to: constant)
            changed = true
        } catch {
            changed = false
        }
        let equations = copy.equations
        let original = equations[index].expression.constant
        if changed { equations[index].expression.constant = constant }
        var rebuiltAccepted = true
        for e in equations {
            do { try rebuilt.add(e) } catch { rebuiltAccepted = false }
        }
        #expect(rebuiltAccepted == changed, "index \(index) constant \(constant)")
        guard changed else {
            expectEqual(target.expression.constant, original)
            return
        }
        expectEqual(target.expression.constant, constant)
        incremental.updateVariables()
        rebuilt.updateVariables()
        for (a, b) in zip(screen.variables, copy.variables) {
            #expect(isClose(a.value, b.value, tolerance: 1e-6), "\(a) vs \(b)")
        }
    }

    @Test func updatingAConstantBackAndForthReturnsToTheStart() throws {
        let solver = _LayoutSolver()
        let screen = Screen()
        for e in screen.equations { try solver.add(e) }
        solver.updateVariables()
        let start = screen.variables.map(\.value)
        let animated = screen.equations[5]
        for step in 0..<200 { try solver.updateConstant(of: animated, to: -400 - Double(step % 37) * 3.5) }
        try solver.updateConstant(of: animated, to: -400)
        solver.updateVariables()
        for (value, expected) in zip(screen.variables.map(\.value), start) {
            #expect(isClose(value, expected, tolerance: 1e-6))
        }
    }

    @Test func conflictingConstantChangeIsRefusedAndUndone() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        let y = _LayoutVariable("y")
        let floor = equation(x - 10, .greaterThanOrEqual)
        let ceiling = equation(x - 50, .lessThanOrEqual)
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add(equation(x - 100, .equal, 500))
        let pin = equation(y - 5)
        let samePin = equation(y - 5)
        try solver.add(pin)
        try solver.add(samePin)  // redundant: its dummy marker is basic
        try solver.updateConstant(of: ceiling, to: -70)
        solver.updateVariables()
        #expect(isClose(x.value, 70, tolerance: 1e-6))
        #expect(throws: _LayoutSolverError.self) { try solver.updateConstant(of: floor, to: -80) }
        #expect(throws: _LayoutSolverError.self) { try solver.updateConstant(of: samePin, to: -6) }
        #expect(throws: _LayoutSolverError.self) { try solver.updateConstant(of: pin, to: -6) }
        expectEqual(floor.expression.constant, -10)
        solver.updateVariables()
        #expect(isClose(x.value, 70, tolerance: 1e-6))
        #expect(isClose(y.value, 5, tolerance: 1e-6))
        try solver.remove(samePin)
        try solver.updateConstant(of: pin, to: -6)
        solver.updateVariables()
        #expect(isClose(y.value, 6, tolerance: 1e-6))
    }

    @Test func removingAnEquationRestoresThePreviousSolution() throws {
        let solver = _LayoutSolver()
        let screen = Screen()
        for e in screen.equations { try solver.add(e) }
        solver.updateVariables()
        let before = screen.variables.map(\.value)
        let v = screen.variables
        let extras = [
            equation(v[1] - 120, .lessThanOrEqual), equation(v[3] - 50, .equal, 800),
            equation(v[5] - 999, .greaterThanOrEqual)
        ]
        for e in extras { try solver.add(e) }
        solver.updateVariables()
        #expect(!zip(screen.variables.map(\.value), before).allSatisfy { isClose($0, $1, tolerance: 1e-6) })
        for e in extras.reversed() { try solver.remove(e) }
        solver.updateVariables()
        for (value, expected) in zip(screen.variables.map(\.value), before) {
            #expect(isClose(value, expected, tolerance: 1e-6))
        }
    }

    @Test func addingAndRemovingRecyclesSymbols() throws {
        let solver = _LayoutSolver()
        let screen = Screen()
        for e in screen.equations { try solver.add(e) }
        let symbols = solver.kinds.count
        for _ in 0..<500 {
            let temporary = _LayoutVariable("t")
            let extras = [
                equation(temporary - screen.variables[2], .equal, 300), equation(temporary - 7, .greaterThanOrEqual)
            ]
            for e in extras { try solver.add(e) }
            for e in extras { try solver.remove(e) }
        }
        #expect(solver.kinds.count <= symbols + 8)
        expectEqual(solver.externals.count, screen.variables.count)
    }

    @Test func theColumnIndexStaysExactAndBoundedOverManyEdits() throws {
        let solver = _LayoutSolver()
        let screen = Screen()
        for e in screen.equations { try solver.add(e) }
        func entries() -> Int { solver.columns.reduce(0) { $0 + $1.count } }
        func cells() -> Int { zip(solver.rows, solver.basics).reduce(0) { $0 + ($1.1 >= 0 ? $1.0.cells.count : 0) } }
        var largest = 0
        for step in 0..<5_000 {
            // Constant edits that pivot back and forth, and an equation added and removed.
            try solver.updateConstant(of: screen.equations[1], to: -Double(150 + (step % 7) * 20))
            try solver.updateConstant(of: screen.equations[5], to: -Double(380 + (step % 5) * 15))
            if step % 100 == 0 {
                let extra = equation(screen.variables[3] - 60, .greaterThanOrEqual, 900)
                try solver.add(extra)
                try solver.remove(extra)
            }
            largest = max(largest, entries())
        }
        #expect(
            largest <= 2 * cells() + 16 * solver.kinds.count,
            "stale entries are compacted: \(largest) entries for \(cells()) cells")
        // Every cell of every row is listed in its symbol's column (what the substitutions rely on).
        for (slot, row) in solver.rows.enumerated() where solver.basics[slot] >= 0 {
            for cell in row.cells { #expect(solver.columns[Int(cell.symbol)].contains(Int32(slot))) }
        }
        let reference = _LayoutSolver()
        for e in screen.equations { try reference.add(e) }
        solver.updateVariables()
        let solved = screen.variables.map(\.value)
        reference.updateVariables()
        for (value, expected) in zip(solved, screen.variables.map(\.value)) {
            #expect(isClose(value, expected, tolerance: 1e-6))
        }
    }

    @Test func ambiguity() throws {
        let solver = _LayoutSolver()
        let left = _LayoutVariable("left")
        let width = _LayoutVariable("width")
        let right = _LayoutVariable("right")
        try solver.add(equation(left - 10))
        #expect(!solver.isAmbiguous(left))
        #expect(solver.isAmbiguous(width))  // only an x position: the width is free
        try solver.add(equation(right - left - width))
        #expect(solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(right))
        let minimum = equation(width - 40, .greaterThanOrEqual)
        try solver.add(minimum)
        #expect(solver.isAmbiguous(width))  // ≥ alone leaves it free upwards
        let hug = equation(width - 0, .equal, 250)
        try solver.add(hug)
        #expect(!solver.isAmbiguous(width))
        #expect(!solver.isAmbiguous(right))
        try solver.remove(hug)
        try solver.add(equation(width - 50, .equal, 500))
        try solver.add(equation(width - 90, .equal, 500))  // equal priorities pull apart: any 50…90
        #expect(solver.isAmbiguous(width))
    }
}
