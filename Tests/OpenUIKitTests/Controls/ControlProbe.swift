import Foundation
import OpenUIKit
import SegueTesting

/// Shared helpers for the controls' tests: a host with a control in its window, and an event log.
@MainActor
enum ControlProbe {
    /// A host whose window holds `control` at `origin` (its size from `sizeToFit()` unless
    /// `size` is given), laid out and idle.
    ///
    /// The host resets the application, so a control made before it has layers the new
    /// engine has never committed (their `presentation()` is nil): tests that read
    /// presentation layers make the host first and use ``place(_:in:at:size:)``.
    static func host<Control: UIView>(
        _ control: Control, at origin: CGPoint = CGPoint(x: 40, y: 100), size: CGSize? = nil,
        dark: Bool = false
    ) -> HeadlessHost {
        let host = stage(dark: dark)
        place(control, in: host, at: origin, size: size)
        return host
    }

    /// A host with a `.systemBackground` window.
    static func stage(dark: Bool = false) -> HeadlessHost {
        let host = HeadlessHost()
        if dark { host.userInterfaceStyle = .dark }
        host.window.backgroundColor = .systemBackground
        return host
    }

    /// Puts `control` in `host`'s window at `origin` (sized to fit unless `size` is given) and
    /// lets the host settle.
    static func place(
        _ control: UIView, in host: HeadlessHost, at origin: CGPoint = CGPoint(x: 40, y: 100), size: CGSize? = nil
    ) {
        if let size {
            control.frame = CGRect(origin: origin, size: size)
        } else {
            control.sizeToFit()
            control.frame.origin = origin
        }
        host.window.addSubview(control)
        host.runUntilIdle()
    }

    /// Records each `.valueChanged` the control sends, with a reading of `value` at that moment.
    static func log<Control: UIControl, Value>(_ control: Control, _ value: @escaping (Control) -> Value) -> EventLog<
        Value
    > {
        let log = EventLog<Value>()
        control.addAction(
            UIAction { action in
                log.values.append(value(action.sender as! Control))
            }, for: .valueChanged)
        return log
    }

    /// `point` of `view`, in screen coordinates.
    static func point(_ point: CGPoint, in view: UIView) -> CGPoint { view.convert(point, to: nil) }

    /// The centre of `view`, in screen coordinates.
    static func center(of view: UIView) -> CGPoint {
        point(CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }
}

/// Values recorded by a control's actions.
@MainActor
final class EventLog<Value> {
    var values: [Value] = []
}
