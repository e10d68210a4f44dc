import Foundation

/// How a navigation bar looks: the shared background and shadow, the title's and large title's
/// attributes, the buttons' looks and the back indicator (iOS 13, UIKitBehaviour #300–#302).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes; a missing font or colour takes the default (17-point
    /// semibold, the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; a missing font or colour takes the default (34-point
    /// bold, the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from the bar's centre.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    var _backIndicatorImage: UIImage?
    var _backIndicatorTransitionMaskImage: UIImage?

    /// Creates an appearance with the default background for `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance from `barAppearance`: everything it has that a navigation bar
    /// appearance has.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            _backIndicatorImage = other._backIndicatorImage
            _backIndicatorTransitionMaskImage = other._backIndicatorTransitionMaskImage
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
            backButtonAppearance = other.backButtonAppearance.copy()
        } else if let other = barAppearance as? UIToolbarAppearance {
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
        }
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UINavigationBarAppearance.init(coder:)")
    }

    /// The image beside the back button's title: a chevron by default.
    open var backIndicatorImage: UIImage {
        _backIndicatorImage ?? UIImage(systemName: "chevron.backward") ?? UIImage()
    }

    /// The mask the back button's title slides under during a push or pop (stored; titles are
    /// cross-faded instead).
    open var backIndicatorTransitionMaskImage: UIImage {
        _backIndicatorTransitionMaskImage ?? backIndicatorImage
    }

    /// Sets the back indicator and its transition mask. UIKit needs both or neither: with only
    /// one, it logs and keeps the default (as Segue does).
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            UIView._report(
                "UINavigationBarAppearance.setBackIndicatorImage: both images are needed; the default indicator is kept"
            )
            _backIndicatorImage = nil
            _backIndicatorTransitionMaskImage = nil
            return
        }
        _backIndicatorImage = backIndicatorImage
        _backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    /// The font and colour of the inline title.
    var _titleFont: UIFont { titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold) }
    var _titleColor: UIColor { titleTextAttributes[.foregroundColor] as? UIColor ?? .label }
    /// The font and colour of the large title.
    var _largeTitleFont: UIFont { largeTitleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold) }
    var _largeTitleColor: UIColor { largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label }
}
