import Foundation

/// Draws a screen for a host: a window's layer tree at a media time, composited by a
/// ``CARenderer`` over black (the display behind every window), into one bitmap context.
///
/// Hosts keep one for as long as their bitmap lives, so the renderer's display list and
/// scratch memory are reused from frame to frame.
package final class _ScreenRenderer {
    /// The bitmap drawn into.
    package let context: CGContext
    private let renderer: CARenderer

    /// The display behind every window.
    private static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// Whether the status bar is drawn over the window (the scene's `UIStatusBarManager`).
    package var drawsStatusBar = false
    /// Draws the status bar over what `renderer` drew, without clearing it.
    private lazy var statusBarRenderer: CARenderer = {
        let overlay = CARenderer(cgContext: context)
        overlay.bounds = renderer.bounds
        return overlay
    }()

    /// The screen's size in points: what the bitmap covers.
    package var screenSize: CGSize { renderer.bounds.size }

    /// The threads a window's frame may use (``CARenderer/maximumThreadCount``: bands of rows
    /// split between them, the same pixels as on one thread); 1 by default.
    package var maximumThreadCount: Int {
        get { renderer.maximumThreadCount }
        set { renderer.maximumThreadCount = max(1, newValue) }
    }

    /// Whether a frame composites only the rows whose display list changed since the last
    /// frame (``CARenderer/_reusesUnchangedRows``); off by default.
    ///
    /// Only for an owner that draws nothing else into the bitmap and draws screens only with
    /// ``render(_:atTime:beforeDrawing:)``.
    package var reusesUnchangedRows: Bool {
        get { renderer._reusesUnchangedRows }
        set { renderer._reusesUnchangedRows = newValue }
    }

    /// A renderer into `context`, whose pixels cover `screenSize` points.
    package init(context: CGContext, screenSize: CGSize) {
        self.context = context
        renderer = CARenderer(cgContext: context)
        renderer.bounds = CGRect(origin: .zero, size: screenSize)
    }

    /// Draws `window` as it is at media time `time`.
    ///
    /// The keyboard, while it is on screen (or moving), is drawn over it from its own window,
    /// then the status bar when `drawsStatusBar` is set: one display list, composited as the
    /// three drawn one after the other.
    ///
    /// `prepare` is told which rows the frame draws before anything is drawn
    /// (``CARenderer/_render(beforeDrawing:)``: it may point the bitmap at other memory).
    @MainActor
    package func render(
        _ window: UIWindow, atTime time: CFTimeInterval,
        beforeDrawing prepare: (_ rowsDrawn: [Range<Int>]) -> Void = { _ in }
    ) {
        var overlays: [CALayer] = []
        if let keyboard = _KeyboardController.current.window, !keyboard.isHidden { overlays.append(keyboard.layer) }
        if drawsStatusBar, let statusBar = UIApplication.shared._statusBarLayerForDrawing { overlays.append(statusBar) }
        renderer._overlayLayers = overlays
        defer { renderer._overlayLayers = [] }
        render(layer: window.layer, atTime: time, beforeDrawing: prepare)
    }

    /// Draws the status bar as the scene's status bar manager shows it at `time`.
    @MainActor
    package func renderStatusBar(atTime time: CFTimeInterval) {
        guard let layer = UIApplication.shared._statusBarLayerForDrawing else { return }
        statusBarRenderer.bounds = renderer.bounds
        statusBarRenderer.layer = layer
        statusBarRenderer.beginFrame(atTime: time, timeStamp: nil)
        statusBarRenderer.render()
        statusBarRenderer.endFrame()
    }

    /// Draws a window's layer tree — or a frozen copy of one (`CALayer._frozenCopy(atMediaTime:)`)
    /// — as it is at media time `time`; `prepare` as in ``render(_:atTime:beforeDrawing:)``.
    @MainActor
    package func render(
        layer: CALayer, atTime time: CFTimeInterval,
        beforeDrawing prepare: (_ rowsDrawn: [Range<Int>]) -> Void = { _ in }
    ) {
        renderer._backgroundColor = _ScreenRenderer.black
        renderer.layer = layer
        renderer.beginFrame(atTime: time, timeStamp: nil)
        renderer._render(beforeDrawing: prepare)
        renderer.endFrame()
    }
}
