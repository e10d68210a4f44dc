import Foundation

/// The orientation of the app's interface.
///
/// The landscape cases are the device's swapped: turning the device left
/// (`UIDeviceOrientation.landscapeLeft`) shows the interface `landscapeRight`, since the
/// interface turns the other way to stay upright (UIKitBehaviour #246).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// The device turned with its top to the right; the interface's top at the device's left.
    case landscapeLeft = 4
    /// The device turned with its top to the left; the interface's top at the device's right.
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on one of its long sides.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface orientation that follows `deviceOrientation`, or nil for a flat or
    /// unknown device.
    init?(_ deviceOrientation: UIDeviceOrientation) {
        switch deviceOrientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown, .faceUp, .faceDown: return nil
        }
    }

    /// The device orientation that shows this interface orientation.
    var deviceOrientation: UIDeviceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown: .unknown
        }
    }

    /// The mask holding only this orientation (empty for `.unknown`).
    var mask: UIInterfaceOrientationMask {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .unknown: []
        }
    }

    /// How far the interface is turned on the physical screen from portrait, in radians,
    /// clockwise as seen by the user (positive angles turn clockwise in UIKit's y-down space).
    var rotationFromPortrait: CGFloat {
        switch self {
        case .portrait, .unknown: 0
        case .portraitUpsideDown: .pi
        case .landscapeRight: .pi / 2
        case .landscapeLeft: -.pi / 2
        }
    }
}

/// The interface orientations a view controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates a mask from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// The interface's top at the device's left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// The interface's top at the device's right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown
    ]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The orientations of the mask, in UIKit's order of preference (portrait first).
    var orientations: [UIInterfaceOrientation] {
        [UIInterfaceOrientation.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].filter {
            contains($0.mask)
        }
    }
}
