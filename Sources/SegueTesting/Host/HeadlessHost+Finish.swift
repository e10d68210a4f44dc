import Foundation
import OpenUIKit

/// Finishing: the end of a test's use of a host, and what it left behind.
extension HeadlessHost {
    /// Ends the test's use of the host: lets pending work settle, then returns what is left
    /// over — reports, work still running, and view controllers and views that left the
    /// screen but are still alive (see ``HostLeftovers``).
    ///
    /// ```swift
    /// root.present(DetailViewController(), animated: true)
    /// host.runUntilIdle()
    /// root.dismiss(animated: true)
    /// #expect(host.finish().isClean)
    /// ```
    ///
    /// Unlike swift-nio's `EmbeddedChannel.finish()`, which leaves pending work unrun, this
    /// first advances frame by frame until the application is idle (at most ``idleTimeout``
    /// seconds of media time, without recording a failure): a test asks whether anything is
    /// left once everything has settled, and what still runs after the timeout is reported as
    /// ``HostLeftovers/runningWork``. Then the leftovers are collected: ``reports``, the
    /// application's busy reasons, and the census of view controllers and views created since
    /// this host was created (objects are held weakly by the census, so only what something
    /// else keeps alive is found — release the test's own references first, or create the
    /// objects inline).
    ///
    /// Afterwards the host refuses further use: `advance(by:)`, `runFrame()`,
    /// `runUntilIdle()`, the touch methods, `resize(to:scale:)` and `finish()` again record
    /// an issue (a Swift Testing issue under a test, a line on standard error otherwise) and
    /// do nothing (`finish()` returns the same leftovers). Reading the host — `render()`,
    /// `window`, `now`, `reports` — still works.
    public func finish(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column)
        -> HostLeftovers
    {
        let callSite = _CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let finishedLeftovers {
            _ = acceptsUse("finish()", at: callSite)
            return finishedLeftovers
        }
        takeBackTheApplicationIfReplaced(at: callSite)
        let idle = settle(timeout: idleTimeout)
        let app = UIApplication.shared
        app._forgetEndedTouchSequence()
        let leftovers = HostLeftovers(
            reports: reports,
            runningWork: idle ? [] : app.busyReasons.map { "\($0) after \(Self.format(idleTimeout)) s of media time" },
            viewControllers: app._leftoverViewControllers(createdSince: creationMark).map(HostLeftovers.describe),
            views: app._leftoverViews(createdSince: creationMark).map(HostLeftovers.describe))
        finishedLeftovers = leftovers
        return leftovers
    }

    /// Whether the host may still be used; records an issue naming `method` when it was
    /// finished.
    func acceptsUse(_ method: String, at callSite: _CallSite) -> Bool {
        guard finishedLeftovers != nil else { return true }
        HeadlessHost.fail(
            "HeadlessHost.\(method): this host was finished (finish() ended the test's use of it); "
                + "create a new HeadlessHost to go on", at: callSite)
        return false
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}
