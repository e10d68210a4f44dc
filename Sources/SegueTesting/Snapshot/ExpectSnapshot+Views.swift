import Foundation
import OpenUIKit

// Snapshot assertions for what users draw: views, view controllers and a host's screen. Each
// renders its subject into a `CGImage` as it appears now (running animations at the current
// media time) and compares it with its reference as `expectSnapshot(of: CGImage, …)` does.

/// Compares a view, drawn in its own bounds with its subviews, with its reference PNG.
///
/// The reference and the failure files are those of `expectSnapshot(of: CGImage, …)`.
/// The view is laid out first (`layoutIfNeeded()`); it is drawn untransformed (its own
/// `transform` is not applied, its alpha is) over transparency, at `scale` pixels per point
/// (by default its screen's scale). A view of empty size is a failure: give it a frame.
@MainActor @discardableResult
public func expectSnapshot(
    of view: UIView, named name: String, scale: CGFloat? = nil, tolerance: Int = 0, perceptualTolerance: Double = 0,
    directory: String? = nil, record: Bool? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotComparison {
    let site = _CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let directory = directory ?? _SnapshotFiles.directory(forTestFile: site.filePath)
    guard let image = _snapshotImage(of: view, scale: scale, at: site) else {
        return SnapshotComparison(
            recorded: false, compared: false, differingPixels: 0, maximumDifference: 0,
            referencePath: (directory as NSString).appendingPathComponent("\(_SnapshotFiles.fileName(name)).png"))
    }
    return _expectSnapshot(
        image, named: name, in: directory, tolerance: tolerance,
        perceptualTolerance: perceptualTolerance, record: record, at: site)
}

/// Compares a view controller's view with its reference PNG.
///
/// The view is loaded if needed. With a `size`, the view is given that size; without one, a
/// view outside any window is given the screen's size and a view on screen keeps its own. It
/// is then laid out and drawn as `expectSnapshot(of: UIView, …)` draws a view.
///
/// - Note: The controller receives no appearance callbacks from this call: a controller that
///   builds its content in `viewWillAppear(_:)` should be put on screen first
///   (`host.window.rootViewController = controller; host.runUntilIdle()`), or snapshot the
///   host's screen with `expectSnapshot(of: host, named:)`.
@MainActor @discardableResult
public func expectSnapshot(
    of controller: UIViewController, named name: String, size: CGSize? = nil, scale: CGFloat? = nil,
    tolerance: Int = 0, perceptualTolerance: Double = 0, directory: String? = nil, record: Bool? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotComparison {
    let view = _preparedView(of: controller, size: size)
    return expectSnapshot(
        of: view, named: name, scale: scale, tolerance: tolerance, perceptualTolerance: perceptualTolerance,
        directory: directory, record: record, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares what a headless host's screen shows now (``HeadlessHost/render()``) with its
/// reference PNG.
@MainActor @discardableResult
public func expectSnapshot(
    of host: HeadlessHost, named name: String, tolerance: Int = 0, perceptualTolerance: Double = 0,
    directory: String? = nil, record: Bool? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotComparison {
    expectSnapshot(
        of: host.render(), named: name, tolerance: tolerance, perceptualTolerance: perceptualTolerance,
        directory: directory, record: record, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A controller's view, loaded, sized (to `size`, or to the screen when it is in no window)
/// and laid out.
@MainActor
package func _preparedView(of controller: UIViewController, size: CGSize?) -> UIView {
    let view = controller.view!
    if let size {
        view.frame = CGRect(origin: view.frame.origin, size: size)
    } else if view.window == nil {
        view.frame = CGRect(origin: .zero, size: UIScreen.main.bounds.size)
    }
    view.layoutIfNeeded()
    return view
}

/// The image of `view` for a snapshot, or nil with a failure recorded at `site`.
@MainActor
package func _snapshotImage(of view: UIView, scale: CGFloat?, at site: _CallSite) -> CGImage? {
    let size = view.bounds.size
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
        site.fail("Cannot snapshot a \(type(of: view)) of size \(size.width) × \(size.height): give it a frame")
        return nil
    }
    let scale = scale ?? view.window?.screen.scale ?? UIScreen.main.scale
    guard let image = view._renderedImage(scale: scale, afterScreenUpdates: true, caller: "expectSnapshot(of:)") else {
        site.fail("Cannot render a \(type(of: view)) of size \(size) at scale \(scale)")
        return nil
    }
    return image
}
