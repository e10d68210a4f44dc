import OpenUIKit
import TestSupport

/// A view that records its hierarchy, layout and touch callbacks into a shared recorder, each
/// as "name callback(argument)", so that tests can compare whole histories.
@MainActor
final class RecordingView: UIView {
    let name: String
    let recorder: EventRecorder
    /// When set, replaces the default `point(inside:with:)`.
    var inside: ((CGPoint) -> Bool)?
    /// Locations in the receiver's coordinates of the touches it received, by phase.
    var touchLog: [String] = []

    init(_ name: String, _ recorder: EventRecorder, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.recorder = recorder
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if let recording = view as? RecordingView { return recording.name }
        if view is UIWindow { return "window" }
        return "view"
    }

    override func willRemoveSubview(_ subview: UIView) {
        recorder.record("\(name) willRemoveSubview(\(label(subview)))")
    }
    override func didAddSubview(_ subview: UIView) { recorder.record("\(name) didAddSubview(\(label(subview)))") }
    override func willMove(toSuperview newSuperview: UIView?) {
        recorder.record("\(name) willMove(toSuperview: \(label(newSuperview)))")
    }
    override func didMoveToSuperview() { recorder.record("\(name) didMoveToSuperview(\(label(superview)))") }
    override func willMove(toWindow newWindow: UIWindow?) {
        recorder.record("\(name) willMove(toWindow: \(label(newWindow)))")
    }
    override func didMoveToWindow() { recorder.record("\(name) didMoveToWindow(\(label(window)))") }
    override func layoutSubviews() {
        super.layoutSubviews()
        recorder.record("\(name) layoutSubviews")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let inside { return inside(point) }
        return super.point(inside: point, with: event)
    }

    private func touchEntry(_ phase: String, _ touches: Set<UITouch>) -> String {
        let p = touches.first!.location(in: self)
        return "\(name) \(phase) (\(format(p.x)), \(format(p.y)))"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(touchEntry("began", touches))
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(touchEntry("moved", touches))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(touchEntry("ended", touches))
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.record(touchEntry("cancelled", touches))
    }
}

/// A coordinate rounded to 1e-6 and printed without a trailing ".0" for whole numbers.
func format(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// The names of `view`'s subviews, back to front.
@MainActor
func names(_ views: [UIView]) -> [String] {
    views.map { ($0 as? RecordingView)?.name ?? "?" }
}

/// The names of the views whose layers are `view`'s sublayers, back to front (layers of no
/// recorded view show as "?").
@MainActor
func layerNames(of view: UIView, among candidates: [RecordingView]) -> [String] {
    (view.layer.sublayers ?? []).map { layer in candidates.first { $0.layer === layer }?.name ?? "?" }
}
