extension APNGWriter {
    /// A reason ``APNGWriter`` refuses a canvas, a frame or a delay.
    ///
    /// Each case carries the offending values, and its `description` says what was expected.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        /// The canvas is empty or larger than the PNG codec's decoding limit (2^28 bytes of
        /// RGBA pixels, for example 8192 × 8192).
        case invalidCanvasSize(width: Int, height: Int)
        /// The loop count is negative or above `UInt32.max`.
        case invalidLoopCount(Int)
        /// A frame's size differs from the canvas size; frames are never scaled or cropped.
        case frameSizeMismatch(canvasWidth: Int, canvasHeight: Int, frameWidth: Int, frameHeight: Int)
        /// A delay is negative, NaN, infinite or longer than 65535 seconds.
        case invalidDelay(Double)

        /// What went wrong, in a sentence.
        ///
        /// Names the values involved and the accepted range.
        public var description: String {
            switch self {
            case .invalidCanvasSize(let width, let height):
                "APNG canvas \(width) × \(height) is empty or above the limit of \(_PNGCodec.maximumPixelBytes) bytes of RGBA pixels"
            case .invalidLoopCount(let count):
                "APNG loop count \(count) is outside 0...\(UInt32.max) (0 loops forever)"
            case .frameSizeMismatch(let canvasWidth, let canvasHeight, let frameWidth, let frameHeight):
                "APNG frame is \(frameWidth) × \(frameHeight) but the canvas is \(canvasWidth) × \(canvasHeight)"
            case .invalidDelay(let delay):
                "APNG frame delay \(delay) s is not a number of seconds in 0...65535"
            }
        }
    }
}
