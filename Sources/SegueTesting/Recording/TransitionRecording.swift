import OpenUIKit

/// What the screen showed, frame by frame, at the display's rate: the images a recording
/// host rendered, each with the media time it shows.
///
/// Made by ``HeadlessHost/record(for:)``, ``HeadlessHost/recordUntilIdle(_:)`` and
/// ``ScenarioPlayer``; written as an animated PNG, numbered PNG files or a contact sheet
/// (see `TransitionRecording+Files.swift`); sampled with ``frame(atFraction:)`` for
/// snapshot tests. No test framework is needed: a program can record as a test does.
///
/// ```swift
/// let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
/// host.window.rootViewController = navigation
/// host.runUntilIdle()
/// let push = host.recordUntilIdle { navigation.pushViewController(detail, animated: true) }
/// try push.writeAPNG(to: "push.png")
/// let middle = push.frame(atFraction: 0.5)?.image
/// ```
public struct TransitionRecording: Sendable {
    /// One rendered frame.
    public struct Frame: Sendable {
        /// The screen, `screenSize × scale` pixels, opaque.
        public var image: CGImage
        /// The media time the frame shows, in seconds on the host's clock.
        public var time: CFTimeInterval

        /// A frame showing `image` at media time `time`.
        public init(image: CGImage, time: CFTimeInterval) {
            self.image = image
            self.time = time
        }
    }

    /// The frames in order, one per display refresh (the first is the screen before anything
    /// ran; the last the first idle frame or the end of the recorded span).
    public var frames: [Frame]
    /// The display's refresh rate the frames were taken at.
    public var framesPerSecond: Int
    /// Pixels per point of the images.
    public var scale: CGFloat

    /// A recording of `frames`, taken at `framesPerSecond` and rendered at `scale`.
    public init(frames: [Frame], framesPerSecond: Int, scale: CGFloat) {
        self.frames = frames
        self.framesPerSecond = framesPerSecond
        self.scale = scale
    }

    /// The time from the first frame to the last, in seconds: (frames − 1) / fps for frames
    /// taken at every refresh; 0 for one frame or none.
    public var duration: CFTimeInterval {
        guard let first = frames.first, let last = frames.last else { return 0 }
        return last.time - first.time
    }

    /// The frame nearest to `fraction` of the way from the first frame to the last: index
    /// round(`fraction` × (count − 1)), halves rounded up — 0 is the first, 1 the last, 0.5
    /// the middle.
    ///
    /// - Note: A fraction below 0 or above 1 is clamped to the first or last frame; NaN, or
    ///   a recording without frames, gives nil.
    public func frame(atFraction fraction: Double) -> Frame? {
        Self.index(atFraction: fraction, count: frames.count).map { frames[$0] }
    }

    /// ``frame(atFraction:)`` for each of `fractions`, in order, leaving out those that give
    /// no frame (NaN; an empty recording gives none).
    public func frames(atFractions fractions: [Double]) -> [Frame] {
        fractions.compactMap(frame(atFraction:))
    }

    /// The index ``frame(atFraction:)`` picks among `count` frames; also the contact sheet's
    /// rule.
    static func index(atFraction fraction: Double, count: Int) -> Int? {
        guard count > 0, !fraction.isNaN else { return nil }
        let clamped = min(max(fraction, 0), 1)
        return Int((clamped * Double(count - 1)).rounded(.toNearestOrAwayFromZero))
    }
}
