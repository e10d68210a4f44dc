import Foundation
import OpenUIKit
import SegueTesting
import SnapshotTesting

extension Snapshotting where Value == CGImage, Format == CGImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images, with the tolerances of
    /// ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:)``.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value == UIView, Format == CGImage {
    /// A snapshot strategy for comparing views based on pixel equality.
    @MainActor public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing a view as it appears now, drawn in its own bounds with
    /// its subviews (its own transform not applied) over transparency.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match (see `Diffing.image`).
    ///   - size: A size to give the view first; by default it keeps its own.
    ///   - scale: Pixels per point; by default its screen's scale.
    @MainActor
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat? = nil
    ) -> Snapshotting {
        SimplySnapshotting<CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback {
            view in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                return _SegueSnapshots.image(of: view, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == CGImage {
    /// A snapshot strategy for comparing view controllers' views based on pixel equality.
    @MainActor public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing a controller's view: loaded, given `size` (the screen's
    /// size when it is in no window), laid out and drawn as `Snapshotting<UIView, CGImage>.image` draws.
    @MainActor
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat? = nil
    ) -> Snapshotting {
        Snapshotting<UIView, CGImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        )
        .pullback { controller in MainActor.assumeIsolated { _preparedView(of: controller, size: size) } }
    }
}

extension Snapshotting where Value == HeadlessHost, Format == CGImage {
    /// A snapshot strategy for comparing what a headless host's screen shows based on pixel equality.
    @MainActor public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing what a headless host's screen shows now
    /// (``SegueTesting/HeadlessHost/render()``).
    @MainActor
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting<CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { host in MainActor.assumeIsolated { host.render() } }
    }
}

/// Rendering shared by the strategies.
@MainActor
enum _SegueSnapshots {
    /// A view's image; an empty or unrenderable view gives a 1 × 1 transparent image (which then
    /// fails against any real reference by size) and records a failure saying why (Swift
    /// Testing, XCTest or standard error, as `expectSnapshot` does).
    static func image(of view: UIView, scale: CGFloat?) -> CGImage {
        let site = _CallSite(fileID: "SegueSnapshotTesting", filePath: "SegueSnapshotTesting", line: 0, column: 0)
        return _snapshotImage(of: view, scale: scale, at: site)
            ?? CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!
    }
}

extension Snapshotting where Value == TransitionRecording, Format == CGImage {
    /// A snapshot strategy for comparing frames of a recorded transition: a horizontal strip of
    /// the frames at `fractions` of it (``SegueTesting/TransitionRecording/strip(at:)``), by
    /// default the start, the quarters and the end.
    ///
    /// A recording that gives no frame snapshots as one transparent pixel, which fails against
    /// any real reference.
    public static func transition(
        at fractions: [Double] = TransitionRecording.stripFractions, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        SimplySnapshotting<CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback {
            recording in
            recording.strip(at: fractions) ?? CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!
        }
    }
}
