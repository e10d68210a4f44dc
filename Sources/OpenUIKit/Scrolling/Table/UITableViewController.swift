// Status: partial — no keyboard avoidance
import Foundation

/// A view controller whose view is a table view, which it serves as data source and delegate.
///
/// With `clearsSelectionOnViewWillAppear` (the default) it deselects the selected rows in
/// `viewWillAppear(_:)`: alongside the transition when there is one (so the highlight fades as
/// a pushed controller is popped), and selects them again when that transition is cancelled (an
/// interactive pop abandoned) — UIKitBehaviour #196.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let _tableStyle: UITableView.Style

    /// Creates a controller whose table has `style`.
    public init(style: UITableView.Style) {
        _tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a `.plain` table (a nib name is a programmer error, as for any controller).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creating controllers from archives is not supported.
    public required init?(coder: NSCoder) { _unimplemented("UITableViewController.init(coder:)") }

    /// The table view (the controller's view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table's refresh control (iOS 6): set before the view loads, it is given to the
    /// table when the view loads.
    open var refreshControl: UIRefreshControl? {
        get { (viewIfLoaded as? UITableView)?.refreshControl ?? _refreshControlBeforeLoad }
        set {
            if let table = viewIfLoaded as? UITableView {
                table.refreshControl = newValue
            } else {
                _refreshControlBeforeLoad = newValue
            }
        }
    }
    var _refreshControlBeforeLoad: UIRefreshControl?

    /// Whether the selection is cleared when the view is about to appear; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a table view of the controller's style, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: _tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        table.refreshControl = _refreshControlBeforeLoad
        _refreshControlBeforeLoad = nil
        view = table
    }

    /// Reloads the table the first time it appears and clears the selection (see the class notes).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _clearSelectionIfNeeded(animated)
    }

    /// No rows by default: override.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Overriding is required when there are rows: the default traps, as UIKit's does.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        _programmerError(
            "UITableViewController: \(type(of: self)) must override tableView(_:cellForRowAt:) when it has rows")
    }

    /// One section by default.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title by default.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title by default.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// The table's row height by default.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// Nothing by default.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// The row itself by default.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing by default.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing by default.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing by default.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    // The rest of UITableViewDataSource, UITableViewDelegate and UIScrollViewDelegate, declared
    // here so that subclasses override them (a protocol-extension default would hide them).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {}
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

    func _clearSelectionIfNeeded(_ animated: Bool) {
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView,
            let selected = table.indexPathsForSelectedRows
        else { return }
        guard let coordinator = transitionCoordinator else {
            for indexPath in selected { table.deselectRow(at: indexPath, animated: animated) }
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                for indexPath in selected { table.deselectRow(at: indexPath, animated: true) }
            },
            completion: { context in
                guard context.isCancelled else { return }
                for indexPath in selected { table.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
            })
    }
}
