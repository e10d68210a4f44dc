import Foundation
import OpenUIKit
import Testing

/// A visual format that cannot be used traps with UIKit's exception text: "Unable to parse
/// constraint format:", the reason, the format, and a caret under the place it went wrong
/// (UIKitBehaviour #169).
@MainActor
@Suite struct VisualFormatErrorTests {
    /// Runs `format` (views `a` and `b` in a superview, metrics `pad`) in a child process and
    /// returns what it wrote to standard error.
    private func trap(_ format: String, options: UInt = 0) async -> String {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            [format, options] in
            await MainActor.run {
                let root = UIView()
                let a = UIView()
                let b = UIView()
                let loose = UIView()
                root.addSubview(a)
                root.addSubview(b)
                _ = NSLayoutConstraint.constraints(
                    withVisualFormat: format,
                    options: NSLayoutConstraint.FormatOptions(rawValue: options),
                    metrics: ["pad": 10, "word": "ten"],
                    views: ["a": a, "b": b, "loose": loose, "notAView": "text"])
            }
        }
        return String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func aMissingColonAfterTheOrientationPointsAtIt() async {
        let message = await trap("V|[a]")
        #expect(
            message.contains(
                "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[a] \n ^"
            ))
    }

    @Test func anUnclosedViewPredicate() async {
        let message = await trap("H:[a(>=50]")
        #expect(
            message.contains(
                "A predicate on a view's thickness must end with ')' and the view must end with ']' \nH:[a(>=50] \n         ^"
            ))
    }

    @Test func anUnknownViewName() async {
        let message = await trap("H:|-[a]-[blackBox]")
        #expect(message.contains("Unable to find view with name blackBox \nH:|-[a]-[blackBox] \n         ^"))
    }

    @Test func anUnknownRelation() async {
        let message = await trap("H:[a(=50)]")
        #expect(message.contains("Unknown relation. Must be ==, >=, or <= \nH:[a(=50)] \n     ^"))
    }

    @Test func aFormatEndingInADash() async {
        let message = await trap("H:|-[a]-")
        #expect(message.contains("Expected a view or '|' after '-' \nH:|-[a]- \n        ^"))
    }

    @Test func anEmptyFormatNeedsAView() async {
        let message = await trap("")
        #expect(message.contains("Unable to parse constraint format: \nExpected a view"))
    }

    @Test func aBarForAViewWithoutASuperview() async {
        let message = await trap("H:[a]-[loose]-|")
        #expect(
            message.contains(
                "Unable to interpret '|' character, because the related view doesn't have a superview \nH:[a]-[loose]-| \n              ^"
            ))
    }

    @Test func anUnknownMetric() async {
        let message = await trap("H:[a]-gap-[b]")
        #expect(message.contains("Unable to find metric with name gap \nH:[a]-gap-[b] \n      ^"))
    }

    @Test func aMetricThatIsNotANumber() async {
        let message = await trap("H:[a(word)]")
        #expect(message.contains("The metrics dictionary maps 'word' to ten, which is not a finite number"))
    }

    @Test func aViewThatIsNotAView() async {
        let message = await trap("H:[notAView]")
        #expect(message.contains("The views dictionary maps 'notAView' to String, which is not a UIView"))
    }

    @Test func aViewAsTheObjectOfASpacing() async {
        let message = await trap("H:[a]-(==b)-[b]")
        #expect(message.contains("A view name may only be the object of a predicate on a view's width or height"))
    }

    @Test func aNegativeSimpleSpacingMustBeInParentheses() async {
        let message = await trap("H:[a]--5-[b]")
        #expect(message.contains("a negative spacing must be written in parentheses \nH:[a]--5-[b] \n      ^"))
    }

    @Test func textAfterTheTrailingBar() async {
        let message = await trap("H:[a]-|[b]")
        #expect(message.contains("Nothing may follow the trailing '|'"))
    }

    @Test func alignmentAlongTheFormatsOwnAxis() async {
        let message = await trap("H:[a][b]", options: NSLayoutConstraint.FormatOptions.alignAllLeading.rawValue)
        #expect(
            message.contains(
                "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
            ))
    }

    @Test func anUnexpectedCharacter() async {
        let message = await trap("H:[a]*[b]")
        #expect(message.contains("Unexpected character '*' \nH:[a]*[b] \n     ^"))
    }
}
