import Foundation

/// The physical orientation of the device.
///
/// `landscapeLeft` is the device turned with its top to the left (home button or bottom on the
/// right); the interface then shows `UIInterfaceOrientation.landscapeRight`.
public enum UIDeviceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home button or bottom edge at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned with its top to the left.
    case landscapeLeft = 3
    /// Turned with its top to the right.
    case landscapeRight = 4
    /// Lying flat, face up.
    case faceUp = 5
    /// Lying flat, face down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on one of its long sides.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is lying flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
