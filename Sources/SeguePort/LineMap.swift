/// Maps the lines of a rewritten file back to the lines of the original.
///
/// A line that survived maps to where it was; a line a rewrite made maps to the first line it
/// replaced, or, when it replaced nothing, to the line before which it was inserted.
struct LineMap {
    /// For each line of the rewritten text (0-based), its original line (0-based).
    private let original: [Int]

    /// The identity map: nothing has been rewritten yet.
    static let identity = LineMap(original: [])

    private init(original: [Int]) {
        self.original = original
    }

    /// The map from the lines of `diff.new` to those of `diff.old`.
    init(_ diff: LineDiff) {
        var original = [Int](repeating: 0, count: diff.new.count)
        var next = 0
        var replaced: Int?
        for edit in diff.edits {
            switch edit {
            case .equal(let old, let new):
                original[new] = old
                next = old + 1
                replaced = nil
            case .delete(let old):
                if replaced == nil { replaced = old }
                next = old + 1
            case .insert(let new):
                original[new] = replaced ?? next
            }
        }
        self.original = original
    }

    /// The original line (1-based) of `line` (1-based) of the rewritten text.
    func originalLine(_ line: Int) -> Int {
        guard !original.isEmpty else { return line }
        let index = min(max(line - 1, 0), original.count - 1)
        return original[index] + 1
    }
}
