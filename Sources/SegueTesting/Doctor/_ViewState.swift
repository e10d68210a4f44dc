import OpenUIKit

/// What the doctor compares of a view at rest: its model alpha, hidden flag, frame in its
/// window, and layer transform.
@MainActor
struct _ViewState: Equatable {
    let alpha: CGFloat
    let isHidden: Bool
    /// The frame in window coordinates (the view's frame when it is not in a window).
    let frame: CGRect
    let transform: CATransform3D

    init(_ view: UIView) {
        alpha = view.alpha
        isHidden = view.isHidden
        if let window = view.window, let superview = view.superview {
            frame = superview.convert(view.frame, to: window)
        } else {
            frame = view.frame
        }
        transform = view.layer.transform
    }

    /// The differences from `expected`, in plain words ("alpha 0 instead of 1"), empty when it
    /// matches (frames within half a point, alpha within 0.01).
    func differences(from expected: _ViewState) -> [String] {
        var found: [String] = []
        if abs(alpha - expected.alpha) > 0.01 {
            found.append("alpha \(_format(alpha)) instead of \(_format(expected.alpha))")
        }
        if isHidden != expected.isHidden { found.append(isHidden ? "hidden" : "shown although it was hidden") }
        if !_close(frame, expected.frame) {
            found.append("frame \(_format(frame)) instead of \(_format(expected.frame))")
        }
        if transform != expected.transform {
            found.append(
                CATransform3DIsIdentity(transform) ? "its transform reset" : "transformed (\(_describe(transform)))")
        }
        return found
    }

    /// The problems of a view that should be at rest on screen: transparent, hidden,
    /// transformed, off `finalFrame` (when given), or mostly (three quarters) outside `screen`.
    func problems(finalFrame: CGRect?, screen: CGRect) -> [String] {
        var found: [String] = []
        if alpha < 0.01 { found.append("transparent (alpha \(_format(alpha)))") }
        if isHidden { found.append("hidden") }
        if !CATransform3DIsIdentity(transform) { found.append("transformed (\(_describe(transform)))") }
        if let finalFrame, !_close(frame, finalFrame) {
            found.append("at \(_format(frame)) instead of its final frame \(_format(finalFrame))")
        } else if frame.width * frame.height > 0 {
            let visible = frame.intersection(screen)
            let shown = visible.isNull ? 0 : visible.width * visible.height / (frame.width * frame.height)
            if shown < 0.25 { found.append("mostly off screen at \(_format(frame))") }
        }
        return found
    }
}

/// Two rectangles within half a point of each other.
func _close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
        && abs(a.height - b.height) <= 0.5
}

/// A number with at most two decimals: "0", "0.5", "0.33".
func _format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
}

/// "(x, y, width, height)" with short numbers.
func _format(_ rect: CGRect) -> String {
    "(\(_format(rect.minX)), \(_format(rect.minY)), \(_format(rect.width)), \(_format(rect.height)))"
}

/// A transform in words: a translation or scale when it is one, else "a 3-D transform".
private func _describe(_ t: CATransform3D) -> String {
    let isAffine =
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m34 == 0 && t.m43 == 0
    if isAffine, t.m12 == 0, t.m21 == 0 {
        var parts: [String] = []
        if t.m41 != 0 || t.m42 != 0 { parts.append("moved by \(_format(t.m41)), \(_format(t.m42))") }
        if t.m11 != 1 || t.m22 != 1 { parts.append("scaled by \(_format(t.m11)) × \(_format(t.m22))") }
        if !parts.isEmpty { return parts.joined(separator: ", ") }
    }
    return isAffine ? "rotated or skewed" : "a 3-D transform"
}
