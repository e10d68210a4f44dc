import Foundation

/// The vibrancy styles of iOS 13 (`UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, @unchecked Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// An effect that makes the content of a ``UIVisualEffectView`` placed in a blur's content
/// view take on the blur behind it.
///
/// - Note: Segue draws a vibrancy view's content at an opacity by style (label 1, secondary
///   0.6, tertiary 0.45, quaternary 0.3, fill 0.3, secondary fill 0.2, tertiary fill 0.12,
///   separator 0.25, approximations) instead of blending it with the backdrop; the view does
///   not blur (UIKitBehaviour #251).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    let _blurEffect: UIBlurEffect
    let _vibrancyStyle: UIVibrancyEffectStyle?

    /// Creates a vibrancy effect for content over the given blur.
    public init(blurEffect: UIBlurEffect) {
        _blurEffect = blurEffect
        _vibrancyStyle = nil
        super.init()
    }

    /// Creates a vibrancy effect of a style for content over the given blur.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        _blurEffect = blurEffect
        _vibrancyStyle = style
        super.init()
    }

    /// The opacity the content is drawn at.
    var _contentOpacity: Float {
        switch _vibrancyStyle {
        case nil, .label: return 1
        case .secondaryLabel: return 0.6
        case .tertiaryLabel: return 0.45
        case .quaternaryLabel, .fill: return 0.3
        case .secondaryFill: return 0.2
        case .tertiaryFill: return 0.12
        case .separator: return 0.25
        }
    }
}
