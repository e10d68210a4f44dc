/// The shortest edit script between two texts, line by line (Myers' O(ND) algorithm).
///
/// Used for `segue port --diff` and to map the lines of a rewritten file back to the lines of
/// the original, so that the report names the line the author wrote.
struct LineDiff {
    /// One step of the script.
    enum Edit: Equatable {
        /// Line `old` of the first text is line `new` of the second.
        case equal(old: Int, new: Int)
        /// Line `old` of the first text is gone.
        case delete(old: Int)
        /// Line `new` of the second text is new.
        case insert(new: Int)
    }

    /// The lines of the first text.
    let old: [Substring]
    /// The lines of the second text.
    let new: [Substring]
    /// The steps from `old` to `new`, in order (indices are 0-based).
    let edits: [Edit]

    /// The difference between `old` and `new`.
    init(old oldText: String, new newText: String) {
        old = LineDiff.lines(of: oldText)
        new = LineDiff.lines(of: newText)
        edits = LineDiff.script(old, new)
    }

    /// `text` cut into lines, without their line feeds; a final line feed ends the last line
    /// rather than starting an empty one.
    static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix
            && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        { suffix += 1 }
        var edits = (0..<prefix).map { Edit.equal(old: $0, new: $0) }
        let middle = myers(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
        for edit in middle {
            switch edit {
            case .equal(let i, let j): edits.append(.equal(old: i + prefix, new: j + prefix))
            case .delete(let i): edits.append(.delete(old: i + prefix))
            case .insert(let j): edits.append(.insert(new: j + prefix))
            }
        }
        for offset in 0..<suffix {
            edits.append(.equal(old: a.count - suffix + offset, new: b.count - suffix + offset))
        }
        return edits
    }

    /// Myers' greedy forward search, keeping for each edit distance `d` the furthest-reaching
    /// x of every diagonal in -d...d, then walking back through those snapshots.
    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count
        let m = b.count
        if n == 0 { return (0..<m).map { Edit.insert(new: $0) } }
        if m == 0 { return (0..<n).map { Edit.delete(old: $0) } }
        let limit = n + m
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let snapshot = trace[d]
            func at(_ k: Int) -> Int { snapshot[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX && y > previousY {
                edits.append(.equal(old: x - 1, new: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                edits.append(x == previousX ? .insert(new: y - 1) : .delete(old: x - 1))
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
