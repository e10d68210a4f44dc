import Foundation

/// The items of one section at one moment, as a tree: root items, each with children that an
/// outline shows when their parent is expanded.
///
/// `items` lists the whole tree depth first (a parent before its children); `visibleItems`
/// leaves out the children of collapsed parents. Parents start collapsed. Every item must be
/// unique in the section snapshot; a misuse UIKit raises as an exception (a duplicate item, an
/// unknown parent or anchor) stops the program with UIKit's reason.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The children of each parent, in order; the root items under the key nil.
    var _children: [ItemIdentifierType?: [ItemIdentifierType]] = [:]
    /// The parent of each item (nil for root items); also the membership test.
    var _parent: [ItemIdentifierType: ItemIdentifierType?] = [:]
    /// Items whose children show.
    var _expanded: Set<ItemIdentifierType> = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: Reading the tree

    /// Every item, depth first: each parent followed by its children, whether expanded or not.
    public var items: [ItemIdentifierType] { _flatten(onlyVisible: false) }

    /// The items at the top level (level 0), in order.
    public var rootItems: [ItemIdentifierType] { _children[nil] ?? [] }

    /// The items an outline shows: depth first, skipping the children of collapsed parents.
    public var visibleItems: [ItemIdentifierType] { _flatten(onlyVisible: true) }

    /// Whether `item` is in the section snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { _parent[item] != nil }

    /// Whether `item`'s children show.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }

    /// Whether `item` shows: it is in the snapshot and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var parent = _parent[item] else { return false }
        while let ancestor = parent {
            guard _expanded.contains(ancestor) else { return false }
            parent = _parent[ancestor] ?? nil
        }
        return true
    }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        guard var parent = _parent[item] else {
            _programmerError(
                "NSDiffableDataSourceSectionSnapshot.level(of:): Invalid parameter not satisfying: "
                    + "item is in the snapshot (\(item))")
        }
        var level = 0
        while let ancestor = parent {
            level += 1
            parent = _parent[ancestor] ?? nil
        }
        return level
    }

    /// The position of `item` in `items`, or nil when it is not in the section snapshot.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The parent of `child`, or nil for a root item or an item not in the section snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { _parent[child] ?? nil }

    /// A section snapshot of `parent`'s descendants (as roots), with `parent` itself as the
    /// single root above them when `includingParent` is true. Expansion states carry over.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        _requireItem(parent, "snapshot(of:includingParent:)")
        var result = Self()
        if includingParent {
            result._adopt([parent], under: nil)
            result._copySubtree(of: parent, from: self, under: parent)
            if _expanded.contains(parent) { result._expanded.insert(parent) }
        } else {
            result._copySubtree(of: parent, from: self, under: nil)
        }
        return result
    }

    /// A drawing of the tree for debugging: one line per item, indented by level, marked `+`
    /// when expanded, `-` when collapsed with children, and `*` when visible.
    public func visualDescription() -> String {
        var lines: [String] = []
        func describe(_ parent: ItemIdentifierType?, depth: Int) {
            for item in _children[parent] ?? [] {
                let hasChildren = !(_children[item] ?? []).isEmpty
                let mark = hasChildren ? (_expanded.contains(item) ? "+ " : "- ") : "  "
                lines.append(String(repeating: "    ", count: depth) + mark + "\(item)" + (isVisible(item) ? " *" : ""))
                describe(item, depth: depth + 1)
            }
        }
        describe(nil, depth: 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Helpers

    func _flatten(onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(_parent.count)
        var stack: [ItemIdentifierType] = (_children[nil] ?? []).reversed()
        while let item = stack.popLast() {
            result.append(item)
            if let children = _children[item], !onlyVisible || _expanded.contains(item) {
                stack.append(contentsOf: children.reversed())
            }
        }
        return result
    }

    func _requireItem(_ item: ItemIdentifierType, _ api: String) {
        if _parent[item] == nil {
            _programmerError(
                "NSDiffableDataSourceSectionSnapshot.\(api): Attempted to use item identifier that does "
                    + "not exist in the section snapshot: \(item)")
        }
    }

    /// Records `items` as children of `parent` (not yet placed in its child list), stopping the
    /// program when one repeats or is already in the snapshot.
    mutating func _adopt(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, placeAt index: Int? = nil) {
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        var duplicates: [ItemIdentifierType] = []
        for item in items where !seen.insert(item).inserted || _parent[item] != nil { duplicates.append(item) }
        if !duplicates.isEmpty {
            let list = duplicates.map { "\($0)" }.joined(separator: ", ")
            _programmerError(
                "NSDiffableDataSourceSectionSnapshot: Fatal: supplied item identifiers are not unique. "
                    + "Duplicate identifiers: {(\(list))}")
        }
        for item in items { _parent[item] = .some(parent) }
        var siblings = _children[parent] ?? []
        siblings.insert(contentsOf: items, at: index ?? siblings.count)
        _children[parent] = siblings
    }

    /// Copies `root`'s descendants in `source` under `parent` here, with their expansion.
    mutating func _copySubtree(of root: ItemIdentifierType, from source: Self, under parent: ItemIdentifierType?) {
        let children = source._children[root] ?? []
        guard !children.isEmpty else { return }
        _adopt(children, under: parent)
        for child in children {
            if source._expanded.contains(child) { _expanded.insert(child) }
            _copySubtree(of: child, from: source, under: child)
        }
    }
}
