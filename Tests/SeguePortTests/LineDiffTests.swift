import Testing

@testable import SeguePort

@Suite struct LineDiffTests {
    /// Applying the edit script to the old lines gives the new ones.
    private func apply(_ diff: LineDiff) -> [Substring] {
        diff.edits.compactMap { edit in
            switch edit {
            case .equal(let i, _): diff.old[i]
            case .delete: nil
            case .insert(let j): diff.new[j]
            }
        }
    }

    @Test(arguments: [
        ("", ""), ("a\n", ""), ("", "a\n"), ("a\nb\nc\n", "a\nc\n"), ("a\nb\nc\n", "a\nx\nb\ny\nc\n"),
        ("a\nb\nc\nd\ne\nf\n", "f\ne\nd\nc\nb\na\n"), ("x", "x\n"), ("a\nb\n", "c\nd\n")
    ])
    func theScriptTurnsOldIntoNew(old: String, new: String) {
        let diff = LineDiff(old: old, new: new)
        #expect(apply(diff) == diff.new)
        let equal = diff.edits.filter { if case .equal = $0 { true } else { false } }.count
        // Myers finds a longest common subsequence.
        #expect(equal == longestCommonSubsequence(diff.old, diff.new))
    }

    @Test func randomTextsAgreeWithTheLongestCommonSubsequence() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                String("abcd".randomElement(using: &generator)!)
            }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                String("abcd".randomElement(using: &generator)!)
            }
            let diff = LineDiff(old: old.map { $0 + "\n" }.joined(), new: new.map { $0 + "\n" }.joined())
            #expect(apply(diff) == diff.new)
            let equal = diff.edits.filter { if case .equal = $0 { true } else { false } }.count
            #expect(equal == longestCommonSubsequence(diff.old, diff.new))
        }
    }

    @Test func theLineMapPointsNewLinesAtTheirOriginals() {
        let map = LineMap(LineDiff(old: "a\n@objc\nb\nc\n", new: "x\na\nb\ny\nc\n"))
        #expect((1...5).map(map.originalLine) == [1, 1, 3, 4, 4])
    }

    @Test func aFileWithoutAFinalLineFeedIsMarked() {
        let diff = UnifiedDiff.render(path: "A.swift", old: "a\nb", new: "a\nc")
        #expect(
            diff
                == "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        )
    }

    private func longestCommonSubsequence(_ a: [Substring], _ b: [Substring]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
