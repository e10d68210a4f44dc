import Foundation

extension UIView {
    /// Options for view animations: flags, a curve (bits 16–19), a transition (bits 20–23)
    /// and a preferred frame rate (bits 24–27), with UIKit's raw values (UIKitBehaviour #110).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews within the animation, so that they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let animated views receive touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation value instead of the model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration, not the enclosing animation's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this block's curve, not the enclosing animation's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content as it animates.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit the enclosing animation's repeat and autoreverse options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip about the vertical axis, left edge toward the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip about the vertical axis, right edge toward the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip about the horizontal axis, top edge toward the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip about the horizontal axis, bottom edge toward the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve encoded in bits 16–19.
        var _curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The timing function of the curve bits: a named curve, or the keyboard's curve for
        /// the raw value 7 (UIKitBehaviour #233); other unknown values ease in and out.
        var _timingFunction: CAMediaTimingFunction {
            (rawValue >> 16) & 0xF == 7 ? AnimationCurve._keyboardTimingFunction : _curve._timingFunction
        }

        /// The options without the curve bits.
        var _withoutCurve: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0xF << 16)) }
    }

    /// A timing curve for view animations, with UIKit's raw values (UIKitBehaviour #110).
    public enum AnimationCurve: Int, Sendable {
        /// Ease in and out.
        case easeInOut = 0
        /// Ease in.
        case easeIn = 1
        /// Ease out.
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The keyboard's curve (raw value 7, which is no case of this type): a fast start
        /// that settles gently, control points (0.38, 0.7) and (0.125, 1) (UIKitBehaviour #233).
        static let _keyboardTimingFunction = CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)

        /// The Core Animation function of the same name (UIKitBehaviour #108; the pairing by name is the
        /// plausible reading of the unconfirmed UIKitBehaviour #110 note).
        var _timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options for keyframe animations: the view-animation flags plus a calculation mode
    /// (bits 10–12). The curve bits of `AnimationOptions` apply to the whole animation.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews within the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let animated views receive touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration, not the enclosing animation's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Do not inherit the enclosing animation's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation: each value holds until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed; keyframe times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth spline at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode encoded in bits 10–12.
        var _calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The view-animation options with the same flag and curve bits.
        var _animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(0x7 << 10))
        }
    }
}
