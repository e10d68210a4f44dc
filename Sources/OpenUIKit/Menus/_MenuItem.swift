import Foundation

/// One line of a presented menu: a row for an element, a loading row, or a title header,
/// and where the groups part.
@MainActor
enum _MenuItem {
    /// An action, command or submenu; `owner` is the menu that lists it (for single selection),
    /// `checkmarks` whether its group keeps a checkmark column.
    case element(UIMenuElement, owner: UIMenu, checkmarks: Bool)
    /// A deferred element still loading.
    case loading(UIDeferredMenuElement)
    /// A menu's or inline group's title.
    case header(String)
    /// The wide band between inline groups.
    case groupSeparator

    /// The items a menu shows: hidden elements left out, inline menus as groups set off by
    /// bands, deferred elements as their loaded elements or a loading row (UIKitBehaviour #291).
    static func items(of menu: UIMenu, loaded: [ObjectIdentifier: [UIMenuElement]]) -> [_MenuItem] {
        var groups: [[_MenuItem]] = []
        var current: [_MenuItem] = menu.title.isEmpty ? [] : [.header(menu.title)]
        func flushCurrent() {
            if !current.isEmpty { groups.append(current) }
            current = []
        }
        let checkmarks = hasCheckmarks(menu)
        func add(_ elements: [UIMenuElement], owner: UIMenu, checkmarks: Bool) {
            for element in elements where !element._attributes.contains(.hidden) {
                if let deferred = element as? UIDeferredMenuElement {
                    if let elements = loaded[ObjectIdentifier(deferred)] {
                        add(elements, owner: owner, checkmarks: checkmarks)
                    } else {
                        current.append(.loading(deferred))
                    }
                } else if let inline = element as? UIMenu, inline.options.contains(.displayInline) {
                    flushCurrent()
                    var group: [_MenuItem] = inline.title.isEmpty ? [] : [.header(inline.title)]
                    swap(&group, &current)
                    add(inline.children, owner: inline, checkmarks: hasCheckmarks(inline))
                    swap(&group, &current)
                    if !group.isEmpty { groups.append(group) }
                } else {
                    current.append(.element(element, owner: owner, checkmarks: checkmarks))
                }
            }
        }
        add(menu.children, owner: menu, checkmarks: checkmarks)
        flushCurrent()
        var items: [_MenuItem] = []
        for group in groups where !group.isEmpty {
            if !items.isEmpty { items.append(.groupSeparator) }
            items += group
        }
        return items
    }

    /// Whether a group shows a checkmark column: a single-selection menu, or one with an
    /// element that is on or mixed.
    static func hasCheckmarks(_ menu: UIMenu) -> Bool {
        menu.options.contains(.singleSelection) || menu.children.contains { $0._state != .off }
    }

    /// The deferred elements among `menu`'s (and its inline groups') children.
    static func deferredElements(of menu: UIMenu) -> [UIDeferredMenuElement] {
        menu.children.flatMap { child -> [UIDeferredMenuElement] in
            if let deferred = child as? UIDeferredMenuElement { return [deferred] }
            if let inline = child as? UIMenu, inline.options.contains(.displayInline) {
                return deferredElements(of: inline)
            }
            return []
        }
    }

    /// The item's height in the platter.
    var height: CGFloat {
        switch self {
        case .element(let element, _, _):
            guard let subtitle = element.subtitle, !subtitle.isEmpty else { return _MenuMetrics.rowHeight }
            let title = UIFont.systemFont(ofSize: _MenuMetrics.titleSize).lineHeight
            let sub = UIFont.systemFont(ofSize: _MenuMetrics.subtitleSize).lineHeight
            return max(_MenuMetrics.rowHeight, (title + sub + 2 * _MenuMetrics.subtitledRowPadding).rounded(.up))
        case .loading: return _MenuMetrics.rowHeight
        case .header: return _MenuMetrics.headerHeight
        case .groupSeparator: return _MenuMetrics.groupSeparatorHeight
        }
    }
}
