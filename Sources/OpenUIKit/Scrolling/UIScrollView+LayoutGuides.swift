import Foundation

/// The content and frame layout guides.
extension UIScrollView {
    /// The weak priority of the content guide's size (constraints on it win and set
    /// `contentSize`).
    static let _contentGuideSizePriority: Float = 50

    func _makeContentLayoutGuide() -> UILayoutGuide {
        if let guide = _contentLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        guide._owningView = self
        guide._systemPlacement = _GuidePlacement(
            insets: { view in
                guard let scrollView = view as? UIScrollView else { return .zero }
                let size = scrollView._contentSize
                return UIEdgeInsets(
                    top: 0, left: 0, bottom: scrollView.bounds.height - size.height,
                    right: scrollView.bounds.width - size.width)
            }, sizePriority: UIScrollView._contentGuideSizePriority)
        _contentLayoutGuide = guide
        return guide
    }

    func _makeFrameLayoutGuide() -> UILayoutGuide {
        if let guide = _frameLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        guide._owningView = self
        guide._systemPlacement = _GuidePlacement(insets: { view in
            let origin = view.bounds.origin
            return UIEdgeInsets(top: origin.y, left: origin.x, bottom: -origin.y, right: -origin.x)
        })
        _frameLayoutGuide = guide
        return guide
    }

    /// After a layout pass: a content guide sized by constraints sets `contentSize`.
    func _layoutDidRun() {
        guard let guide = _contentLayoutGuide, _layoutEngine?.records[ObjectIdentifier(guide)] != nil else { return }
        let size = guide.layoutFrame.size
        if size.width.isFinite, size.height.isFinite, size != _contentSize { contentSize = size }
    }

    /// After the offset moved: the frame guide follows it at the next layout.
    func _offsetDidMoveForLayout() {
        guard _frameLayoutGuide != nil, let engine = _layoutEngine else { return }
        engine.setNeedsSolve(near: self)
    }
}
