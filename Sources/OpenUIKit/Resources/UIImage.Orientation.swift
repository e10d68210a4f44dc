import Foundation

extension UIImage {
    /// Constants that specify the intended display orientation for an image.
    ///
    /// The raw values are UIKit's.
    public enum Orientation: Int, Sendable, Hashable {
        /// The original pixel data matches the image's intended display orientation.
        ///
        /// The default.
        case up = 0
        /// The image is rotated 180° from the orientation of its original pixel data.
        ///
        /// Kept, not yet applied when drawing.
        case down = 1
        /// The image is rotated 90° counterclockwise from the orientation of its original pixel data.
        ///
        /// Kept, not yet applied when drawing; swaps the width and height of `size`.
        case left = 2
        /// The image is rotated 90° clockwise from the orientation of its original pixel data.
        ///
        /// Kept, not yet applied when drawing; swaps the width and height of `size`.
        case right = 3
        /// The image is flipped horizontally from the orientation of its original pixel data.
        ///
        /// Kept, not yet applied when drawing.
        case upMirrored = 4
        /// The image is rotated 180° and flipped horizontally.
        ///
        /// Kept, not yet applied when drawing.
        case downMirrored = 5
        /// The image is rotated 90° counterclockwise and flipped horizontally.
        ///
        /// Kept, not yet applied when drawing; swaps the width and height of `size`.
        case leftMirrored = 6
        /// The image is rotated 90° clockwise and flipped horizontally.
        ///
        /// Kept, not yet applied when drawing; swaps the width and height of `size`.
        case rightMirrored = 7
    }
}
