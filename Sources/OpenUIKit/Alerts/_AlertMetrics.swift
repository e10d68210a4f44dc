import Foundation

/// The measurements of an alert and of an action sheet (UIKitBehaviour #257; taken from iOS 17
/// screenshots at 1x, approximations where marked).
struct _AlertMetrics {
    var cornerRadius: CGFloat
    var titleSize: CGFloat
    var buttonSize: CGFloat
    var buttonHeight: CGFloat
    var sideInset: CGFloat
    var headerTop: CGFloat
    var headerBottom: CGFloat
    var titleMessageGap: CGFloat
    /// The height of one text field row (alerts).
    var fieldHeight: CGFloat
    /// The gap between an action sheet's actions and its cancel panel.
    var cancelGap: CGFloat

    /// An alert: 270 points wide, title semibold 17, message 13, buttons 17 in 44-point rows.
    static let alert = _AlertMetrics(
        cornerRadius: 14, titleSize: 17, buttonSize: 17, buttonHeight: 44, sideInset: 16,
        headerTop: 20, headerBottom: 20, titleMessageGap: 2, fieldHeight: 26, cancelGap: 0)
    /// An action sheet: title semibold 13, message 13, buttons 20 in 57-point rows, the cancel
    /// panel 8 points below the others.
    static let actionSheet = _AlertMetrics(
        cornerRadius: 14, titleSize: 13, buttonSize: 20, buttonHeight: 57, sideInset: 16,
        headerTop: 14, headerBottom: 14, titleMessageGap: 4, fieldHeight: 0, cancelGap: 8)
    /// The margin between an action sheet and the screen's sides and bottom.
    static let sheetMargin: CGFloat = 8
}
