import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Dynamic Type: text styles sized per content size category, `UIFontMetrics`, labels that adjust.
@MainActor
@Suite struct DynamicTypeTests {
    // UIKitBehaviour #228
    @Test func preferredFontsFollowTheHIGTable() {
        _ = HeadlessHost()  // the Large category
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        expectEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xs).pointSize, 14)
        expectEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xxxl).pointSize, 23)
        expectEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize, 53)
        expectEqual(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: ax5).pointSize, 60)
        expectEqual(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: xs).pointSize, 11)
        expectEqual(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil).pointSize, 17)
        #expect(
            UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: UITraitCollection()).pointSize == 13,
            "an unspecified category is the screen's (Large)")
    }

    @Test func theHostsTextSizeReachesPreferredFontsAndPostsANotification() {
        let host = HeadlessHost()
        final class Posted: @unchecked Sendable { var values: [String] = [] }
        let posted = Posted()
        let token = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) {
            posted.values.append($0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? "?")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.preferredContentSizeCategory = .extraLarge
        expectEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 19)
        expectEqual(UIApplication.shared.preferredContentSizeCategory, .extraLarge)
        expectEqual(posted.values, ["UICTContentSizeCategoryXL"])
        host.preferredContentSizeCategory = .extraLarge
        #expect(posted.values.count == 1, "no change, no notification")
    }

    // UIKitBehaviour #228
    @Test func fontMetricsScaleCustomFontsAndValues() {
        _ = HeadlessHost()  // the Large category
        let metrics = UIFontMetrics(forTextStyle: .body)
        let custom = UIFont.systemFont(ofSize: 20)
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(
            metrics.scaledFont(for: custom, compatibleWith: ax1).pointSize == 33, "20 × 28 / 17 = 32.9, to half points")
        expectEqual(metrics.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax1).pointSize, 30)
        #expect(
            metrics.scaledFont(for: custom, maximumPointSize: .nan, compatibleWith: ax1).pointSize == 33,
            "NaN: no maximum")
        #expect(metrics.scaledFont(for: custom).pointSize == 20, "Large keeps the size")
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax1) - 28) < 1e-9)
    }

    // UIKitBehaviour #228
    @Test func anAdjustingLabelTakesTheNewSizeAndAFixedOneKeepsIt() {
        let host = HeadlessHost()
        let adjusting = UILabel()
        let fixed = UILabel()
        let plain = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        plain.font = .systemFont(ofSize: 17)
        plain.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, plain] { host.window.addSubview(label) }
        host.preferredContentSizeCategory = .extraExtraLarge
        #expect(adjusting.font.pointSize == 21 && fixed.font.pointSize == 17 && plain.font.pointSize == 17)
        adjusting.traitOverrides.preferredContentSizeCategory = .small
        expectEqual(adjusting.font.pointSize, 15)
    }
}
