import Foundation

/// The platter of a presented menu: a rounded, shadowed panel listing the menu's rows, with
/// hairline separators between rows and bands between inline groups (UIKitBehaviour #291).
///
/// Tracks the finger over it: the row under the finger is highlighted while it moves, and the
/// highlighted row is chosen when the finger lifts.
@MainActor
final class _MenuView: UIView {
    /// The rounded, clipped panel holding the rows (the outer view casts the shadow).
    let platter = UIView()
    private(set) var rows: [_MenuRowView] = []
    private var separators: [UIView] = []
    /// Called with the row the finger lifted on.
    var onChoose: ((_MenuRowView) -> Void)?

    init() {
        super.init(frame: .zero)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 8)
        platter.backgroundColor = _MenuMetrics.background
        platter.layer.cornerRadius = _MenuMetrics.cornerRadius
        platter.clipsToBounds = true
        addSubview(platter)
    }

    required init?(coder: NSCoder) {
        _unimplemented("_MenuView.init(coder:)")
    }

    /// Replaces the rows with `items`, laid out top to bottom.
    func show(_ items: [_MenuItem]) {
        for view in rows + separators { view.removeFromSuperview() }
        rows = items.map(_MenuRowView.init(item:))
        separators = []
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: y, width: _MenuMetrics.width, height: row.item.height)
            platter.addSubview(row)
            y += row.item.height
            // A hairline between two rows of one group (none next to a band or under a header).
            if index + 1 < rows.count, Self.isRow(row.item), Self.isRow(rows[index + 1].item) {
                let hairline = UIView(frame: CGRect(x: 0, y: y - 0.5, width: _MenuMetrics.width, height: 0.5))
                hairline.backgroundColor = .separator
                platter.addSubview(hairline)
                separators.append(hairline)
            }
        }
        for row in rows {
            guard case .header = row.item else { continue }
            let hairline = UIView(frame: CGRect(x: 0, y: row.frame.maxY - 0.5, width: _MenuMetrics.width, height: 0.5))
            hairline.backgroundColor = .separator
            platter.addSubview(hairline)
            separators.append(hairline)
        }
        contentHeight = y
    }

    /// The height of all rows.
    private(set) var contentHeight: CGFloat = 0

    private static func isRow(_ item: _MenuItem) -> Bool {
        switch item {
        case .element, .loading: true
        case .header, .groupSeparator: false
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        platter.frame = bounds
    }

    /// The selectable row under `point` (in this view's coordinates), if any.
    func row(at point: CGPoint) -> _MenuRowView? {
        guard bounds.contains(point) else { return nil }
        let inPlatter = convert(point, to: platter)
        return rows.first { $0.frame.contains(inPlatter) && $0.isSelectable }
    }

    /// Highlights the row under `point` and no other.
    func highlight(at point: CGPoint?) {
        let target = point.flatMap(row(at:))
        for row in rows { row.isHighlighted = row === target }
    }

    /// Chooses the highlighted row, if any, and clears the highlight.
    func chooseHighlighted() {
        let chosen = rows.first { $0.isHighlighted }
        highlight(at: nil)
        if let chosen { onChoose?(chosen) }
    }

    // MARK: Touches on the platter

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(at: touches.first?.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(at: touches.first?.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(at: touches.first?.location(in: self))
        chooseHighlighted()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(at: nil)
    }

    /// Touches anywhere in the platter come here, not to the rows' labels.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        bounds.contains(point) && !isHidden && alpha > 0.01 ? self : nil
    }
}
