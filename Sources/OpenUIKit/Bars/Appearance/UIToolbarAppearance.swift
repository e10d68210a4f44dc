import Foundation

/// How a toolbar looks: the shared background and shadow, and its buttons' looks (iOS 13,
/// UIKitBehaviour #300, #301).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// Creates an appearance with the default background for `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance from `barAppearance`, with its button looks when it has them.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UIToolbarAppearance {
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
        } else if let other = barAppearance as? UINavigationBarAppearance {
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
        }
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UIToolbarAppearance.init(coder:)")
    }
}
