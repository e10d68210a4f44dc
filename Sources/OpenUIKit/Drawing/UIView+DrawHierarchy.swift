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
        if afterUpdates {
            layoutIfNeeded()
            CATransaction.flush()
        }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let size = bounds.size
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= (1 << 26),
              let bitmap = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                     space: CGColorSpaceCreateDeviceRGB(),
                                     bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            if size.width > 0 && size.height > 0 {
                UIView._report("UIView.drawHierarchy(in:afterScreenUpdates:): cannot render a \(size) view at scale \(scale)")
            }
            return false
        }
        let copy = _frozenContentLayer()
        let renderer = CARenderer(cgContext: bitmap)
        renderer.layer = copy
        renderer.bounds = CGRect(origin: .zero, size: size)
        renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        guard let image = bitmap.makeImage() else { return false }
        _ = context
        UIImage(cgImage: image, scale: scale, orientation: .up).draw(in: rect)
        return true
    }
}
