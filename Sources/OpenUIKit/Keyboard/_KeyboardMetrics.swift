import Foundation

/// The simulated keyboard's size for a screen: UIKit's heights of the English (US) keyboard on
/// each iPhone and iPad screen class, with and without the predictive (QuickType) bar
/// (UIKitBehaviour #232).
///
/// The keys take the same height on every iPhone in portrait (216 pt with their margins);
/// what differs is the strip below them: 75 pt on phones with a home indicator (the
/// dictation and globe keys over the indicator) and none on phones with a home button. The
/// predictive bar adds 44 or 45 pt on top.
struct _KeyboardMetrics: Equatable {
    /// The keyboard's height, predictive bar included when shown.
    var height: CGFloat
    /// The height of the predictive bar at the top (0 when hidden).
    var predictiveBarHeight: CGFloat
    /// The height of the strip below the keys (the home indicator's area with the globe and
    /// dictation keys on phones without a home button; 0 otherwise).
    var bottomStripHeight: CGFloat

    /// The keyboard for a screen of `size` points.
    init(screenSize size: CGSize, showsPredictiveBar: Bool) {
        let width = size.width
        let height = size.height
        let landscape = width > height
        let shortSide = min(width, height)
        let longSide = max(width, height)
        let tablet = shortSide >= 700
        let homeIndicator = !tablet && longSide / max(shortSide, 1) > 2  // the notched, taller-than-16:9 phones
        let keys: CGFloat
        let bar: CGFloat
        let strip: CGFloat
        if tablet {
            keys = landscape ? 352 : 264
            bar = landscape ? 46 : 49
            strip = 0
        } else if landscape {
            keys = homeIndicator ? 150 : 162
            bar = homeIndicator ? 38 : 32
            strip = homeIndicator ? 21 : 0
        } else {
            keys = shortSide >= 414 ? 226 : 216
            bar = homeIndicator ? 45 : 44
            strip = homeIndicator ? 75 : 0
        }
        self.bottomStripHeight = strip
        self.predictiveBarHeight = showsPredictiveBar ? bar : 0
        self.height = keys + strip + self.predictiveBarHeight
    }

    /// The keyboard's frame on screen (its bottom on the screen's bottom edge).
    static func shownFrame(screenSize: CGSize, height: CGFloat) -> CGRect {
        CGRect(x: 0, y: screenSize.height - height, width: screenSize.width, height: height)
    }

    /// The keyboard's frame off screen (just below the bottom edge), where it slides from and to.
    static func hiddenFrame(screenSize: CGSize, height: CGFloat) -> CGRect {
        CGRect(x: 0, y: screenSize.height, width: screenSize.width, height: height)
    }

    /// The keyboard's animation duration: 0.25 s (UIKitBehaviour #233).
    static let animationDuration: Double = 0.25
    /// The keyboard's animation curve's raw value: 7, a curve of the keyboard's own (UIKitBehaviour #233).
    static let animationCurveRawValue = 7
}
