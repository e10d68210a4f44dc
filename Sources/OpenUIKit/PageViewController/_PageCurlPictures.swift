import Foundation

/// Pictures of pages for the curl: a page's view drawn into a bitmap at the screen's scale,
/// on white paper, optionally mirrored (a double-sided back, seen from behind) or washed
/// with white (the front showing through a single-sided page's back).
@MainActor
enum _PageCurlPictures {
    /// How much white covers the front where it shows through the back of the paper.
    static let showThrough: CGFloat = 0.8

    static func picture(of controller: UIViewController, size: CGSize, flipped: Bool, whitened: Bool) -> CGImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let view = controller.view!
        if view.bounds.size != size { view.frame.size = size }
        view.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.white.cgColor)
            cg.fill(CGRect(origin: .zero, size: size))
            cg.saveGState()
            if flipped {
                cg.translateBy(x: size.width, y: 0)
                cg.scaleBy(x: -1, y: 1)
            }
            view.layer.render(in: cg)
            cg.restoreGState()
            if whitened {
                cg.setFillColor(UIColor(white: 1, alpha: showThrough).cgColor)
                cg.fill(CGRect(origin: .zero, size: size))
            }
        }
        return image.cgImage
    }
}
