import Foundation

/// A drag of a sheet in progress.
struct _SheetDrag {
    /// The sheet's height when the drag began.
    let startHeight: CGFloat
    /// The height the finger asks for, before rubber-banding.
    var unbanded: CGFloat
    /// The scroll view whose drag the sheet took over, if the drag came from one.
    weak var scrollView: UIScrollView?
    /// The translation at the last event of the sheet's own pan.
    var lastTranslation: CGFloat = 0
    /// Whether the drag went below the smallest detent and dismissal was refused (told once).
    var refused = false
    /// The interactive dismissal the drag started, if any.
    var dismissal: UIPercentDrivenInteractiveTransition?
}
