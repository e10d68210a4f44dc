import Foundation
import OpenUIKit
import SegueTesting

/// A split view set up in a headless host the way apps set one up, for the split view tests.
@MainActor
enum SplitStage {
    static let landscape = CGSize(width: 1180, height: 820)
    static let portrait = CGSize(width: 820, height: 1180)
    static let phone = CGSize(width: 390, height: 844)

    /// A controller with a title and a colour, recording its life into `recorder`.
    static func page(_ name: String, _ recorder: TransitionRecorder, color: UIColor = .systemBackground)
        -> RecordingViewController
    {
        let controller = RecordingViewController(name, recorder)
        controller.title = name
        controller.view.backgroundColor = color
        return controller
    }

    /// A column-style split view with recording controllers in its columns, as the window's root.
    static func columns(
        _ style: UISplitViewController.Style = .doubleColumn, size: CGSize = landscape,
        recorder: TransitionRecorder = TransitionRecorder(),
        configure: (UISplitViewController) -> Void = { _ in }
    )
        -> (
            host: HeadlessHost, split: UISplitViewController, primary: RecordingViewController,
            supplementary: RecordingViewController?, secondary: RecordingViewController
        )
    {
        let host = HeadlessHost(screenSize: size)
        let split = UISplitViewController(style: style)
        let primary = page("primary", recorder, color: .secondarySystemBackground)
        let secondary = page("secondary", recorder)
        var supplementary: RecordingViewController?
        split.setViewController(primary, for: .primary)
        if style == .tripleColumn {
            let middle = page("supplementary", recorder, color: .tertiarySystemBackground)
            split.setViewController(middle, for: .supplementary)
            supplementary = middle
        }
        split.setViewController(secondary, for: .secondary)
        configure(split)
        host.window.rootViewController = split
        host.runUntilIdle()
        return (host, split, primary, supplementary, secondary)
    }

    /// A controller's view's frame in the window.
    static func frame(of controller: UIViewController) -> CGRect {
        controller.view.convert(controller.view.bounds, to: nil)
    }

    /// Whether the controller's view is on screen (in the window).
    static func isOnScreen(_ controller: UIViewController) -> Bool {
        controller.viewIfLoaded?.window != nil
    }

    /// Writes `image` to `.build/split-<name>.png` to look at.
    static func writeForLooking(_ image: CGImage, _ name: String) {
        let path = FileManager.default.currentDirectoryPath + "/.build/split-\(name).png"
        try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: path))
    }
}
