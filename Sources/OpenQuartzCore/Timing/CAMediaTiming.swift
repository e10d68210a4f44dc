import Foundation

/// The timing model shared by layers and animations: a hierarchy of timelines, each mapping
/// its parent's time to its own.
///
/// Local active time is `t = (parentTime − beginTime) × speed + timeOffset` (UIKitBehaviour #138); the
/// simple duration, repeats, autoreversing and the fill mode then decide which instant of the
/// object's simple timeline `t` shows, or whether it shows nothing.
public protocol CAMediaTiming: AnyObject {
    /// The begin time of the object, in its parent's time space. Default 0.
    var beginTime: CFTimeInterval { get set }
    /// The basic (simple) duration of the object. Default 0.
    var duration: CFTimeInterval { get set }
    /// The rate of local time relative to the parent's. Default 1.
    var speed: Float { get set }
    /// An offset added to local time after scaling by `speed`. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats; may be fractional, `.infinity` repeats forever. Default 0.
    var repeatCount: Float { get set }
    /// How long the object repeats for, in local time. Default 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether the object plays backwards after playing forwards. Default false.
    var autoreverses: Bool { get set }
    /// How the object behaves outside its active duration. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// How a timed object behaves before and after its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The object shows nothing outside its active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The object keeps showing its final state after its active duration.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The object shows its initial state before its active duration begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
