import TestSupport
import Testing

/// `expectEqual`, the test targets' equality check: it records an issue exactly when the values
/// differ, at the caller's line, with the caller's comment.
@Suite struct ExpectEqualTests {
    @Test func equalValuesRecordNothing() {
        expectEqual([1, 2], [1, 2])
        expectEqual(Optional(3), 3)
        expectEqual("segue", "segue", "a comment is not an issue")
    }

    @Test func differentValuesRecordOneIssueAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectEqual(1, 2, "one is not two")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue) == ["one is not two"]
        }
    }
}
