import Foundation

/// The type of interface a device shows: phone, pad, TV, CarPlay, Mac or Vision.
///
/// Raw values are UIKit's (`UIUserInterfaceIdiom` in `UIDevice.h`).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// An unspecified idiom.
    case unspecified = -1
    /// An interface designed for iPhone and iPod touch.
    case phone = 0
    /// An interface designed for iPad.
    case pad = 1
    /// An interface designed for tvOS and Apple TV.
    case tv = 2
    /// An interface designed for an in-car experience.
    case carPlay = 3
    /// An interface designed for the Mac.
    case mac = 5
    /// An interface designed for visionOS and Apple Vision Pro.
    case vision = 6
}
