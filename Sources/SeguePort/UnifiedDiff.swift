/// A unified diff (`diff -u` with three lines of context) of one file.
enum UnifiedDiff {
    /// The diff from `old` to `new` for the file at `path`, or an empty string when they are
    /// equal. Headers read `--- a/path` and `+++ b/path`, as `git diff` writes them.
    static func render(path: String, old: String, new: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let diff = LineDiff(old: old, new: new)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(diff.edits, context: context) {
            output += header(hunk)
            for edit in hunk {
                switch edit {
                case .equal(let i, _): output += " \(diff.old[i])\n"
                case .delete(let i):
                    output += "-\(diff.old[i])\n"
                    output += noNewline(old, line: i, of: diff.old)
                case .insert(let j):
                    output += "+\(diff.new[j])\n"
                    output += noNewline(new, line: j, of: diff.new)
                }
            }
        }
        return output
    }

    /// The marker `diff` prints after the last line of a text that has no final line feed.
    private static func noNewline(_ text: String, line: Int, of lines: [Substring]) -> String {
        line == lines.count - 1 && !text.hasSuffix("\n") ? "\\ No newline at end of file\n" : ""
    }

    /// The edits cut into hunks: each change with up to `context` equal lines around it,
    /// neighbouring changes closer than twice that sharing one hunk.
    private static func hunks(_ edits: [LineDiff.Edit], context: Int) -> [[LineDiff.Edit]] {
        let changed = edits.indices.filter { if case .equal = edits[$0] { return false } else { return true } }
        guard var start = changed.first.map({ max($0 - context, 0) }) else { return [] }
        var result: [[LineDiff.Edit]] = []
        var end = min(changed[0] + context, edits.count - 1)
        for index in changed.dropFirst() {
            if index - context > end + 1 {
                result.append(Array(edits[start...end]))
                start = index - context
            }
            end = min(index + context, edits.count - 1)
        }
        result.append(Array(edits[start...end]))
        return result
    }

    /// `@@ -l,s +l,s @@` for `hunk`.
    private static func header(_ hunk: [LineDiff.Edit]) -> String {
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        var oldBefore = 0
        var newBefore = 0
        for edit in hunk {
            switch edit {
            case .equal(let i, let j):
                oldStart = oldStart ?? i
                newStart = newStart ?? j
                oldCount += 1
                newCount += 1
                oldBefore = i + 1
                newBefore = j + 1
            case .delete(let i):
                oldStart = oldStart ?? i
                oldCount += 1
                oldBefore = i + 1
            case .insert(let j):
                newStart = newStart ?? j
                newCount += 1
                newBefore = j + 1
            }
        }
        func range(_ start: Int?, _ count: Int, before: Int) -> String {
            // An empty side names the line before it, as diff does.
            count == 0 ? "\(max(before, 0)),0" : (count == 1 ? "\(start! + 1)" : "\(start! + 1),\(count)")
        }
        return
            "@@ -\(range(oldStart, oldCount, before: oldBefore)) +\(range(newStart, newCount, before: newBefore)) @@\n"
    }
}
