import TestSupport
import Testing

@testable import OpenUIKit

/// `expression relation 0` at `priority` (required by default), the way the tests write equations.
func equation(_ expression: _LinearExpression, _ relation: _LayoutRelation = .equal, _ priority: Float = 1000)
    -> _LayoutEquation
{
    _LayoutEquation(expression, relation, priority: priority)
}

@Suite struct LayoutSolverTests {
    @Test func twoViewsSideBySideWithSpacing() throws {
        let solver = _LayoutSolver()
        let aLeft = _LayoutVariable("a.left")
        let aWidth = _LayoutVariable("a.width")
        let bLeft = _LayoutVariable("b.left")
        let bWidth = _LayoutVariable("b.width")
        try solver.add(equation(aLeft - 16))
        try solver.add(equation(aWidth - 100))
        try solver.add(equation(bLeft - (aLeft + aWidth) - 8))
        try solver.add(equation(bLeft + bWidth - 375 + 16))  // trailing edge at 375 - 16
        solver.updateVariables()
        expectEqual(aLeft.value, 16)
        expectEqual(bLeft.value, 124)
        #expect(isClose(bWidth.value, 235, tolerance: 1e-6))
    }

    @Test func centredViewWithCappedWidthBreaksTheOptionalWidth() throws {
        let solver = _LayoutSolver()
        let left = _LayoutVariable("left")
        let width = _LayoutVariable("width")
        try solver.add(equation(left + width * 0.5 - 500))  // centerX = 500
        try solver.add(equation(width - 300, .lessThanOrEqual))  // width ≤ 300 @required
        try solver.add(equation(width - 400, .equal, 750))  // width = 400 @750
        solver.updateVariables()
        #expect(isClose(width.value, 300, tolerance: 1e-6))
        #expect(isClose(left.value, 350, tolerance: 1e-6))
    }

    @Test func inequalityChainPushedByAnOptionalEquation() throws {
        let solver = _LayoutSolver()
        let x = (1...3).map { _LayoutVariable("x\($0)") }
        try solver.add(equation(_LinearExpression(x[0]), .greaterThanOrEqual))
        try solver.add(equation(x[1] - x[0] - 10, .greaterThanOrEqual))
        try solver.add(equation(x[2] - x[1] - 10, .greaterThanOrEqual))
        try solver.add(equation(x[2] - 100, .lessThanOrEqual))
        try solver.add(equation(x[0] - 90, .equal, 750))
        solver.updateVariables()
        #expect(isClose(x[0].value, 80, tolerance: 1e-6))
        #expect(isClose(x[1].value, 90, tolerance: 1e-6))
        #expect(isClose(x[2].value, 100, tolerance: 1e-6))
    }

    @Test func oneHigherPriorityOutweighsAnyNumberOfLowerOnes() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        try solver.add(equation(x - 0, .equal, 751))
        for _ in 0..<1000 { try solver.add(equation(x - 10, .equal, 750)) }
        let y = _LayoutVariable("y")
        try solver.add(equation(y - 0, .equal, 2))
        for _ in 0..<500 { try solver.add(equation(y - 1e6, .equal, 1)) }
        solver.updateVariables()
        #expect(isClose(x.value, 0, tolerance: 1e-6))
        #expect(isClose(y.value, 0, tolerance: 1e-6))
    }

    @Test func conflictingRequiredEquationIsRejectedAndChangesNothing() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        let pin = equation(x - 10)
        try solver.add(pin)
        let conflict = equation(x - 20)
        #expect(throws: _LayoutSolverError.self) { try solver.add(conflict) }
        #expect(!solver.contains(conflict))
        let floor = equation(x - 5, .greaterThanOrEqual)
        try solver.add(floor)
        let ceiling = equation(x - 8, .lessThanOrEqual)  // through the phase-one, then refused
        do {
            try solver.add(ceiling)
            Issue.record("x ≤ 8 was accepted beside x = 10")
        } catch {
            guard case .unsatisfiable(let refused) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(refused === ceiling)
        }
        solver.updateVariables()
        expectEqual(x.value, 10)
        try solver.remove(pin)
        try solver.add(ceiling)  // now satisfiable: 5 ≤ x ≤ 8
        solver.updateVariables()
        #expect(x.value >= 5 - 1e-9 && x.value <= 8 + 1e-9)
    }

    @Test func redundantRequiredEquationIsAccepted() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        let y = _LayoutVariable("y")
        try solver.add(equation(x - 10))
        try solver.add(equation(y - x))
        try solver.add(equation(y - 10))
        solver.updateVariables()
        expectEqual(y.value, 10)
    }

    @Test func errorsForMisuse() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        let pin = equation(x - 1)
        try solver.add(pin)
        #expect { try solver.add(pin) } throws: { error in
            guard case .duplicate(let duplicate) = error as? _LayoutSolverError else { return false }
            return duplicate === pin
        }
        let stranger = equation(x - 2)
        #expect { try solver.remove(stranger) } throws: { ($0 as? _LayoutSolverError).map(isUnknownEquation) ?? false }
        #expect { try solver.updateConstant(of: stranger, to: 3) } throws: {
            ($0 as? _LayoutSolverError).map(isUnknownEquation) ?? false
        }
        try solver.remove(pin)
        #expect { try solver.remove(pin) } throws: { ($0 as? _LayoutSolverError).map(isUnknownEquation) ?? false }
    }

    @Test func nonFiniteInputIsRejectedAsUnsatisfiable() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        for bad in [
            equation(x * .nan - 1), equation(x - .infinity), equation(x - 1, .equal, .nan), equation(x - 1, .equal, 0)
        ] {
            #expect { try solver.add(bad) } throws: { error in
                guard case .unsatisfiable(let refused) = error as? _LayoutSolverError else { return false }
                return refused === bad
            }
            #expect(!solver.contains(bad))
        }
        let pin = equation(x - 1)
        try solver.add(pin)
        #expect(throws: _LayoutSolverError.self) { try solver.updateConstant(of: pin, to: .nan) }
        expectEqual(pin.expression.constant, -1)
        try solver.addEditVariable(x, priority: 500)
        #expect(throws: _LayoutSolverError.self) { try solver.suggestValue(.infinity, for: x) }
        solver.updateVariables()
        expectEqual(x.value, 1)
    }

    @Test func resetForgetsEverything() throws {
        let solver = _LayoutSolver()
        let x = _LayoutVariable("x")
        let pin = equation(x - 4)
        try solver.add(pin)
        try solver.addEditVariable(x, priority: 10)
        solver.reset()
        #expect(!solver.contains(pin))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.isAmbiguous(x))
        try solver.add(pin)
        solver.updateVariables()
        expectEqual(x.value, 4)
    }
}

/// Whether `error` is `.unknownEquation`.
func isUnknownEquation(_ error: _LayoutSolverError) -> Bool {
    if case .unknownEquation = error { return true }
    return false
}
