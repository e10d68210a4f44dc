import Foundation

extension UIScrollView {
    /// The colour scheme of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark indicators (Segue draws light mode only).
        case `default` = 0
        /// Black indicators, for light content.
        case black = 1
        /// White indicators, for dark content.
        case white = 2
    }
}
