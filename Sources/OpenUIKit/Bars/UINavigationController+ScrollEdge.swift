import Foundation

/// The navigation bar's and toolbar's looks follow the top controller's content: the
/// scroll-edge look while the content's edge is at the bar, fading to the standard look over
/// the first points the content scrolls under it (UIKitBehaviour #304).
extension UINavigationController {
    /// How far the content scrolls under a bar while its look fades from the scroll-edge look to
    /// the standard one.
    static let _scrollEdgeFadeDistance: CGFloat = 8

    /// Updates both bars' looks (and the large title) from the top controller's content
    /// scroll views.
    func _updateBarsForContentScroll() {
        guard isViewLoaded, let top = topViewController, !_transitionInFlight else { return }
        let topScroll = top.contentScrollView(for: .top)
        let distance = topScroll.map { $0.contentOffset.y + $0.adjustedContentInset.top } ?? 0
        _navigationBar._updateLargeTitle(contentDistance: distance)
        let underBar = distance - _navigationBar._largeTitleCollapsibleHeight
        _navigationBar._setScrollEdgeFraction(1 - underBar / Self._scrollEdgeFadeDistance)
        let bottomScroll = top.contentScrollView(for: .bottom)
        let bottomDistance = bottomScroll?._distanceFromBottomEdge ?? 0
        _toolbar._setScrollEdgeFraction(1 - bottomDistance / Self._scrollEdgeFadeDistance)
    }
}

extension UIScrollView {
    /// How far the content's bottom edge is below the bottom of the visible area (0 at rest
    /// at the bottom, or when the content is shorter than the view).
    var _distanceFromBottomEdge: CGFloat {
        let maxOffset = contentSize.height + adjustedContentInset.bottom - bounds.height
        return max(maxOffset, -adjustedContentInset.top) - contentOffset.y
    }
}
