import Foundation

/// Rectangles of rows, sections, headers and footers; hit testing rows; scrolling to a row.
extension UITableView {
    func _rect(forSection section: Int) -> CGRect {
        _reloadIfNeeded()
        guard _geometry.sections.indices.contains(section) else { return .zero }
        let geometry = _geometry.sections[section]
        return CGRect(x: 0, y: geometry.top, width: bounds.width, height: geometry.height)
    }

    func _rectForRow(at indexPath: IndexPath) -> CGRect {
        _reloadIfNeeded()
        guard _geometry.contains(indexPath) else { return .zero }
        let span = _geometry.rowSpan(indexPath)
        return CGRect(x: _sideInset, y: span.top, width: _cellWidth, height: span.height)
    }

    func _rectForHeader(_ section: Int) -> CGRect {
        _reloadIfNeeded()
        guard _geometry.sections.indices.contains(section) else { return .zero }
        return _supplementaryFrame(_TableSupplementaryKey(section: section, isFooter: false), visible: bounds)
    }

    func _rectForFooter(_ section: Int) -> CGRect {
        _reloadIfNeeded()
        guard _geometry.sections.indices.contains(section) else { return .zero }
        return _supplementaryFrame(_TableSupplementaryKey(section: section, isFooter: true), visible: bounds)
    }

    func _indexPathForRow(at point: CGPoint) -> IndexPath? {
        _reloadIfNeeded()
        guard point.x >= _sideInset, point.x < _sideInset + _cellWidth,
            let indexPath = _geometry.firstRow(below: point.y)
        else { return nil }
        return _geometry.rowSpan(indexPath).top <= point.y ? indexPath : nil
    }

    func _indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        _reloadIfNeeded()
        var result: [IndexPath] = []
        var next = _geometry.firstRow(below: rect.minY)
        while let indexPath = next, _geometry.rowSpan(indexPath).top < rect.maxY {
            result.append(indexPath)
            next = _geometry.row(after: indexPath)
        }
        return result.isEmpty ? nil : result
    }

    func _scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        _reloadIfNeeded()
        guard _geometry.contains(indexPath) else {
            _programmerError(
                "UITableView.scrollToRow(at:at:animated:): row (\(indexPath.row)) beyond bounds "
                    + "(\(numberOfRows(inSection: indexPath.section))) for section (\(indexPath.section)).")
        }
        let span = _geometry.rowSpan(indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var headerCover: CGFloat = 0
        if _style == .plain { headerCover = _geometry.sections[indexPath.section].headerHeight }
        let top = contentOffset.y + inset.top
        var targetTop: CGFloat
        switch position {
        case .top: targetTop = span.top - headerCover
        case .middle: targetTop = span.top + span.height / 2 - visibleHeight / 2
        case .bottom: targetTop = span.top + span.height - visibleHeight
        case .none:
            if span.top - headerCover < top {
                targetTop = span.top - headerCover
            } else if span.top + span.height > top + visibleHeight {
                targetTop = span.top + span.height - visibleHeight
            } else {
                return
            }
        }
        let maximum = max(_geometry.contentHeight + inset.bottom - bounds.height, -inset.top)
        let y = min(max(targetTop - inset.top, -inset.top), maximum)
        let offset = CGPoint(x: contentOffset.x, y: y)
        setContentOffset(offset, animated: animated)
    }
}
