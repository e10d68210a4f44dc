import Foundation

/// Key-value coding and observing of a scroll view's content geometry.
///
/// Observable: `contentOffset` (notified by every set, by `setContentOffset(_:animated:)`'s
/// frames, by dragging, deceleration, bouncing and paging on the media clock, and by setting
/// `bounds`), `contentSize`, `contentInset` — besides the view's keys.
extension UIScrollView {
    nonisolated static func _scrollViewObservableKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
        guard let root = root as? any _UIScrollViewKeyPathRoot.Type else { return nil }
        func key<Root: _UIScrollViewKeyPathRoot>(_: Root.Type) -> String? {
            nonisolated(unsafe) let keyPath = keyPath  // only compared, on the main actor
            return MainActor.assumeIsolated {
                ([
                    \Root.contentOffset: "contentOffset", \Root.contentSize: "contentSize",
                    \Root.contentInset: "contentInset"
                ] as [AnyKeyPath: String])[keyPath]
            }
        }
        return key(root)
    }

    func _scrollViewValue(forKey key: String) -> Any? {
        switch key {
        case "contentOffset": contentOffset
        case "contentSize": contentSize
        case "contentInset": contentInset
        default: nil
        }
    }

    /// Sets a scroll view key; false for a key that is not one.
    func _setScrollViewValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "contentOffset":
            contentOffset = _KeyValueCoding.cast(
                value, as: CGPoint.self, key: key, of: self, encoding: _ObjCTypeEncoding.cgPoint, zero: .zero)
        case "contentSize":
            contentSize = _KeyValueCoding.cast(
                value, as: CGSize.self, key: key, of: self, encoding: _ObjCTypeEncoding.cgSize, zero: .zero)
        case "contentInset":
            contentInset = _KeyValueCoding.cast(
                value, as: UIEdgeInsets.self, key: key, of: self, encoding: _ObjCTypeEncoding.uiEdgeInsets, zero: .zero)
        default: return false
        }
        return true
    }
}

/// Lets observable key paths be written with the client's root type (`\MyScrollView.contentOffset`).
protocol _UIScrollViewKeyPathRoot: UIScrollView {}
extension UIScrollView: _UIScrollViewKeyPathRoot {}
