/// The definitions of the benchmark systems (`_LayoutSolverBenchmark.System`).
extension _LayoutSolverBenchmark {
    /// One equation as plain values: `Σ coefficient·v[index] + constant relation 0`.
    struct _Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: _LayoutRelation
        var priority: Float
    }

    /// Collects specs.
    struct _Builder {
        var specs: [_Spec] = []

        mutating func add(
            _ terms: [(Int, Double)], _ constant: Double, _ relation: _LayoutRelation = .equal, _ priority: Float = 1000
        ) {
            specs.append(_Spec(terms: terms, constant: constant, relation: relation, priority: priority))
        }
    }

    /// The variable count, the equations and the index of the animated equation of `system`.
    static func build(_ system: System) -> (Int, [_Spec], Int) {
        switch system {
        case .screen200: return screen(rows: 50, columns: 4)
        case .chain1000: return chain(count: 1000)
        case .grid30: return grid(size: 30)
        }
    }

    /// Views in rows (variables per view i: left 4i, top 4i+1, width 4i+2, height 4i+3) on a
    /// 375-point-wide screen with 16-point margins. The animated equation is the first view's
    /// top (= 20): moving it moves every row.
    static func screen(rows: Int, columns: Int) -> (Int, [_Spec], Int) {
        var b = _Builder()
        var animated = 0
        for r in 0..<rows {
            for c in 0..<columns {
                let i = r * columns + c
                let first = r * columns
                let (l, t, w, h) = (4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3)
                if c == 0 {
                    b.add([(l, 1)], -16)  // leading = 16
                } else {
                    let previous = [(l, 1.0), (4 * (i - 1), -1), (4 * (i - 1) + 2, -1)]
                    b.add(previous, -8, .greaterThanOrEqual)  // spacing ≥ 8
                    b.add(previous, -8, .equal, 750)  // spacing = 8 @750
                }
                if c == columns - 1 { b.add([(l, 1), (w, 1)], -359) }  // trailing = 375 − 16
                if c == 0 {
                    if r == 0 {
                        animated = b.specs.count
                        b.add([(t, 1)], -20)  // top = 20
                    } else {
                        let above = 4 * (first - columns)
                        b.add([(t, 1), (above + 1, -1), (above + 3, -1)], -8)  // below the row above + 8
                    }
                } else {
                    b.add([(t, 1), (4 * first + 1, -1)], 0)  // tops aligned
                }
                b.add([(w, 1)], -44, .greaterThanOrEqual)  // width ≥ 44
                b.add([(w, 1)], -80, .equal, 250)  // width = 80 @250
                if c > 0 { b.add([(w, 1), (4 * first + 2, -1)], 0, .equal, 500) }  // equal widths @500
                if c == 0 {
                    b.add([(h, 1)], -30, .greaterThanOrEqual)  // height ≥ 30
                    b.add([(h, 1)], -44 - Double(r % 3) * 8, .equal, 750)  // height = 44…60 @750
                } else {
                    b.add([(h, 1), (4 * first + 3, -1)], 0, .lessThanOrEqual)  // height ≤ row's
                    b.add([(h, 1)], -36, .equal, 250)  // height = 36 @250
                }
            }
        }
        return (4 * rows * columns, b.specs, animated)
    }

    /// Views in a horizontal chain (left 2i, width 2i+1), 2 points apart, ending before 30000.
    /// The animated equation is the first view's left (= 0).
    static func chain(count: Int) -> (Int, [_Spec], Int) {
        var b = _Builder()
        for i in 0..<count {
            let (l, w) = (2 * i, 2 * i + 1)
            if i == 0 {
                b.add([(l, 1)], 0)
            } else {
                b.add([(l, 1), (l - 2, -1), (l - 1, -1)], -2)
            }
            b.add([(w, 1)], -10, .greaterThanOrEqual)
            b.add([(w, 1)], -20 - Double(i % 5), .equal, 500)
        }
        b.add([(2 * (count - 1), 1), (2 * count - 1, 1)], -30000, .lessThanOrEqual)
        return (2 * count, b.specs, 0)
    }

    /// A size × size grid of cells (left 4k, top 4k+1, width 4k+2, height 4k+3, k = size·r + c)
    /// 1 point apart, filling 1000 × 1000, with equal widths along a row and equal heights down
    /// a column at 750 and a preferred 30 × 30 at 250. The animated equation is the last
    /// column's trailing edge of the first row (= 1000).
    static func grid(size: Int) -> (Int, [_Spec], Int) {
        var b = _Builder()
        var animated = 0
        for r in 0..<size {
            for c in 0..<size {
                let k = r * size + c
                let (l, t, w, h) = (4 * k, 4 * k + 1, 4 * k + 2, 4 * k + 3)
                if c == 0 { b.add([(l, 1)], 0) } else { b.add([(l, 1), (l - 4, -1), (w - 4, -1)], -1) }
                if r == 0 { b.add([(t, 1)], 0) } else { b.add([(t, 1), (t - 4 * size, -1), (h - 4 * size, -1)], -1) }
                if c == size - 1 {
                    if r == 0 { animated = b.specs.count }
                    b.add([(l, 1), (w, 1)], -1000)
                }
                if r == size - 1 { b.add([(t, 1), (h, 1)], -1000) }
                if c > 0 { b.add([(w, 1), (w - 4, -1)], 0, .equal, 750) }
                if r > 0 { b.add([(h, 1), (h - 4 * size, -1)], 0, .equal, 750) }
                b.add([(w, 1)], -10, .greaterThanOrEqual)
                b.add([(h, 1)], -10, .greaterThanOrEqual)
                b.add([(w, 1)], -30, .equal, 250)
                b.add([(h, 1)], -30, .equal, 250)
            }
        }
        return (4 * size * size, b.specs, animated)
    }
}
