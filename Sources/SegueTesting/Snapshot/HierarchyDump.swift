import Foundation
import OpenUIKit

/// A text dump of a view tree — the view debugger as text, for logs and snapshot tests.
///
/// One line per view, indented two spaces per level, front-most subview last (as `subviews`):
/// the view's type, `frame` in its superview, then only what differs from a plain view —
/// `alpha`, `hidden`, `transform` (when not the identity; `transform3D` when the layer's
/// transform is not affine), `clipsToBounds`, `background` (`#RRGGBBAA`), a label's or
/// button's text, and the controller whose root view it is (`← MyController`). Sublayers that
/// belong to no subview (shape, gradient or plain layers added by code) follow the view's
/// subviews, marked `◇`, with their own frame, opacity, hidden flag and background.
///
/// Values are the model's (what code set; an animation in flight shows its end), so a dump
/// taken after a transition shows where views were left.
///
/// ```swift
/// print(HierarchyDump.text(of: host))
/// // UIWindow frame=(0, 0, 390, 844)
/// //   UIView frame=(0, 0, 390, 844) background=#FFFFFFFF ← HomeViewController
/// //     CardView frame=(20, 120, 350, 200) alpha=0.5 clipsToBounds
/// ```
@MainActor
public enum HierarchyDump {
    /// The dump of `view` and everything under it.
    public static func text(of view: UIView) -> String {
        var lines: [String] = []
        describe(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The dump of a controller's view (loaded if needed) and everything under it, including
    /// the views of its children.
    public static func text(of controller: UIViewController) -> String {
        text(of: controller.view)
    }

    /// The dump of everything a headless host's window holds (presented controllers included).
    public static func text(of host: HeadlessHost) -> String {
        text(of: host.window)
    }

    private static func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        var parts = ["\(type(of: view))", "frame=\(format(view.frame))"]
        if view.alpha != 1 { parts.append("alpha=\(format(view.alpha))") }
        if view.isHidden { parts.append("hidden") }
        let transform3D = view.layer.transform
        if !CATransform3DIsAffine(transform3D) {
            parts.append("transform3D=\(format(transform3D))")
        } else if !view.transform.isIdentity {
            let t = view.transform
            parts.append("transform=[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(format).joined(separator: ", "))]")
        }
        if view.clipsToBounds { parts.append("clipsToBounds") }
        if let color = view.backgroundColor { parts.append("background=\(hex(color))") }
        if let label = view as? UILabel, let text = label.text { parts.append("text=\(quoted(text))") }
        if let button = view as? UIButton, let title = button.currentTitle { parts.append("title=\(quoted(title))") }
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
            parts.append("← \(type(of: controller))")
        }
        lines.append(indent + parts.joined(separator: " "))
        for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
        let subviewLayers = Set(view.subviews.map { ObjectIdentifier($0.layer) })
        for layer in view.layer.sublayers ?? [] where !subviewLayers.contains(ObjectIdentifier(layer)) {
            describe(layer, depth: depth + 1, into: &lines)
        }
    }

    private static func describe(_ layer: CALayer, depth: Int, into lines: inout [String]) {
        var parts = ["◇ \(type(of: layer))", "frame=\(format(layer.frame))"]
        if layer.opacity != 1 { parts.append("opacity=\(format(CGFloat(layer.opacity)))") }
        if layer.isHidden { parts.append("hidden") }
        if !CATransform3DIsIdentity(layer.transform) { parts.append("transform3D=\(format(layer.transform))") }
        if layer.masksToBounds { parts.append("masksToBounds") }
        if let color = layer.backgroundColor { parts.append("background=\(hex(UIColor(cgColor: color)))") }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        for sublayer in layer.sublayers ?? [] { describe(sublayer, depth: depth + 1, into: &lines) }
    }

    /// A number with at most three decimals and no trailing zeros (`-0` as `0`).
    static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.3f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func format(_ rect: CGRect) -> String {
        "(\([rect.origin.x, rect.origin.y, rect.width, rect.height].map(format).joined(separator: ", ")))"
    }

    private static func format(_ t: CATransform3D) -> String {
        let rows = [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]
        ]
        return "[" + rows.map { $0.map(format).joined(separator: ", ") }.joined(separator: "; ") + "]"
    }

    private static func hex(_ color: UIColor) -> String {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        let bytes = [r, g, b, a].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }

    private static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
