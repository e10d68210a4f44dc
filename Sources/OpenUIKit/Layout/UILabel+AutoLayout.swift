import Foundation

/// What Auto Layout needs from labels: where their baselines sit, and whether they wrap at
/// the width the engine gives them.
extension UILabel {
    /// Whether the label's intrinsic height follows the width the engine solves: multi-line
    /// with no `preferredMaxLayoutWidth` (UIKit's automatic preferred width).
    var _wrapsAtEngineWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The first and last baselines below the top of the text block, and the block's height.
    ///
    /// The label centres its text vertically, so a baseline sits at
    /// `top + (height − textHeight) / 2 + baseline`. Measured with the text wrapped at the
    /// current width (unlimited before the label has one).
    var _baselineMetrics: (first: CGFloat, last: CGFloat, textHeight: CGFloat)? {
        _baselineMetrics(forWidth: bounds.width)
    }

    /// The baseline metrics with the text wrapped at `width` (when positive; else at
    /// `preferredMaxLayoutWidth`, else unlimited).
    func _baselineMetrics(forWidth width: CGFloat) -> (first: CGFloat, last: CGFloat, textHeight: CGFloat)? {
        let wrap = width > 0 ? width : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        guard let layout = _layout(maximumWidth: wrap), let first = layout.lines.first, let last = layout.lines.last
        else {
            return nil
        }
        return (first.baseline, last.baseline, layout.usedSize.height)
    }
}
