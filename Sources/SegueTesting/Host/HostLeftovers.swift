import Foundation
import OpenUIKit

/// What a ``HeadlessHost`` left behind when its test finished with it
/// (``HeadlessHost/finish(fileID:filePath:line:column:)``): reports, work still running, and
/// view controllers and views that left the screen but are still alive.
///
/// ```swift
/// let leftovers = host.finish()
/// #expect(leftovers.isClean, "\(leftovers)")
/// ```
///
/// Its `description` lists everything, one item a line, ready for a test failure.
public struct HostLeftovers: Sendable, Equatable, CustomStringConvertible {
    /// Messages about misuse and bad input that UIKit and Core Animation only log
    /// (``HeadlessHost/reports``), in the order they were made.
    public var reports: [String]
    /// Work still running once the host gave up settling: animations, property animators,
    /// view controller transitions, main-queue work or input
    /// (`UIApplication.shared.busyReasons`).
    public var runningWork: [String]
    /// View controllers created while the host was attached that have appeared, are no
    /// longer in the window's controller tree (dismissed, popped, removed), and are still
    /// alive — each as its class name (and title, if it has one).
    public var viewControllers: [String]
    /// Views created while the host was attached that have been in the window, are out of it
    /// now, belong to no live view controller, and are still alive — the topmost view of each
    /// such hierarchy, as its class name, frame and number of subviews.
    public var views: [String]

    /// Creates leftovers from their parts (all empty: clean).
    public init(
        reports: [String] = [], runningWork: [String] = [], viewControllers: [String] = [], views: [String] = []
    ) {
        self.reports = reports
        self.runningWork = runningWork
        self.viewControllers = viewControllers
        self.views = views
    }

    /// Whether nothing is left over.
    public var isClean: Bool {
        reports.isEmpty && runningWork.isEmpty && viewControllers.isEmpty && views.isEmpty
    }

    /// Every leftover, one a line after a heading line; `HeadlessHost leftovers: none` when
    /// clean.
    public var description: String {
        let lines =
            reports.map { "- report: \($0)" }
            + runningWork.map { "- still running: \($0)" }
            + viewControllers.map { "- view controller left the screen but is still alive: \($0)" }
            + views.map { "- view left the window but is still alive: \($0)" }
        guard !lines.isEmpty else { return "HeadlessHost leftovers: none" }
        var heading = "HeadlessHost leftovers (\(lines.count)):"
        if !viewControllers.isEmpty || !views.isEmpty {
            heading +=
                " (something holds each object left alive: a static, a closure it owns that captures it,"
                + " a reference cycle, or the test's own variable)"
        }
        return ([heading] + lines).joined(separator: "\n")
    }
}

@MainActor
extension HostLeftovers {
    /// A view controller as the leftovers list it.
    static func describe(_ controller: UIViewController) -> String {
        let name = String(describing: type(of: controller))
        guard let title = controller.title else { return name }
        return "\(name) (title \"\(title)\")"
    }

    /// A view as the leftovers list it.
    static func describe(_ view: UIView) -> String {
        let f = view.frame
        let frame = "(\(f.origin.x), \(f.origin.y), \(f.size.width), \(f.size.height))"
        let count = view.subviews.count
        return "\(String(describing: type(of: view))) frame \(frame), \(count) subview\(count == 1 ? "" : "s")"
    }
}
