import Foundation

/// Pictures of pages for the curl: a page's view drawn into a bitmap at the screen's scale,
/// on white paper, optionally mirrored (a double-sided back, seen from behind) or washed
/// with white (the front showing through a single-sided page's back).
@MainActor
enum _PageCurlPictures {
    /// How much white covers the front where it shows through the back of the paper.
    static let showThrough: CGFloat = 0.8

    /// A picture of `controller`'s view at `size`; `turned` draws it a quarter turn
    /// anticlockwise (for a `_PageCurlView` that turns it back), `flipped` mirrors the drawing
    /// left to right.
    static func picture(
        of controller: UIViewController, size: CGSize, flipped: Bool, whitened: Bool,
        turned: Bool = false
    ) -> CGImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let view = controller.view!
        if view.bounds.size != size { view.frame.size = size }
        return picture(of: view, size: size, flipped: flipped, whitened: whitened, turned: turned)
    }

    /// A picture of `view` (laid out first) as it is now.
    static func picture(of view: UIView, size: CGSize, flipped: Bool, whitened: Bool, turned: Bool = false) -> CGImage?
    {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        view.layoutIfNeeded()
        let canvas = turned ? CGSize(width: size.height, height: size.width) : size
        let image = UIGraphicsImageRenderer(size: canvas).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.white.cgColor)
            cg.fill(CGRect(origin: .zero, size: canvas))
            cg.saveGState()
            if flipped {
                cg.translateBy(x: canvas.width, y: 0)
                cg.scaleBy(x: -1, y: 1)
            }
            if turned {
                // The page's (x, y) lands at (y, width − x).
                cg.concatenate(CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: size.width))
            }
            view.layer.render(in: cg)
            cg.restoreGState()
            if whitened {
                cg.setFillColor(UIColor(white: 1, alpha: showThrough).cgColor)
                cg.fill(CGRect(origin: .zero, size: canvas))
            }
        }
        return image.cgImage
    }
}
