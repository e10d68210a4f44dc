import Foundation

/// `drawHierarchy(in:afterScreenUpdates:)`: the view and its subviews, as they appear on
/// screen now, drawn into the current graphics context.
extension UIView {
    /// Renders a frozen copy of the receiver's layer tree (its presentation at the current
    /// media time, untransformed, in its own bounds) at the screen's scale with `CARenderer`,
    /// then draws that image into `rect` of the current context. Returns false, with a report,
    /// when there is no current context or the size cannot be rendered.
    func _drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else {
            UIView._report("UIView.drawHierarchy(in:afterScreenUpdates:): no current graphics context; nothing drawn")
            return false
        }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIView._report("UIView.drawHierarchy(in:afterScreenUpdates:): ignored a non-finite rect \(rect)")
            return false
        }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        guard
            let image = _renderedImage(
                scale: scale, afterScreenUpdates: afterUpdates, caller: "UIView.drawHierarchy(in:afterScreenUpdates:)")
        else { return false }
        _ = context
        UIImage(cgImage: image, scale: scale, orientation: .up).draw(in: rect)
        return true
    }

    /// The receiver and its subviews as they appear now (the presentation at the current media
    /// time, untransformed, in its own bounds, over transparency), rendered by `CARenderer` at
    /// `scale` pixels per point; `nil`, with a report naming `caller`, when the size cannot be
    /// rendered (a non-empty view larger than 2^26 pixels, a non-finite or non-positive scale).
    /// With `afterScreenUpdates`, pending layout and changes are committed first.
    package func _renderedImage(scale: CGFloat, afterScreenUpdates: Bool, caller: String) -> CGImage? {
        if afterScreenUpdates {
            layoutIfNeeded()
            CATransaction.flush()
        }
        let size = bounds.size
        guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite else {
            UIView._report("\(caller): cannot render a \(size) view at scale \(scale)")
            return nil
        }
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= (1 << 26),
            let bitmap = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else {
            if size.width > 0 && size.height > 0 {
                UIView._report("\(caller): cannot render a \(size) view at scale \(scale)")
            }
            return nil
        }
        let renderer = CARenderer(cgContext: bitmap)
        renderer.layer = _frozenContentLayer()
        renderer.bounds = CGRect(origin: .zero, size: size)
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return bitmap.makeImage()
    }
}
