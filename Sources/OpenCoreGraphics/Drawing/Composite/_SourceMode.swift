import Foundation

/// What the fused kernels know about their source ahead of a span, as a type so that their
/// loops are specialized for it: whether every sample is opaque and whether the coverage
/// is full (the samples then replace the destination).
protocol _SourceMode {
    static var opaque: Bool { get }
    static var full: Bool { get }
}

/// An opaque image at full coverage: samples replace the destination.
enum _ReplacingSource: _SourceMode {
    static var opaque: Bool { true }
    static var full: Bool { true }
}

/// An opaque image under partial coverage `k`: the destination keeps `255 − k`.
enum _OpaqueSource: _SourceMode {
    static var opaque: Bool { true }
    static var full: Bool { false }
}

/// An image with translucent pixels: the destination keeps `255 − alpha` per pixel.
enum _TranslucentSource: _SourceMode {
    static var opaque: Bool { false }
    static var full: Bool { false }
}
