import Foundation

/// Makes the constraints (and spacer guides) that express a stack view's arrangement.
///
/// Along the axis: the first and last visible views touch the canvas (the stack, or its
/// margins guide) — "UISV-canvas-connection"; neighbours are `spacing` apart — "UISV-spacing"
/// (exact for the fill distributions, a minimum otherwise); `.fillEqually` makes the views
/// equal — "UISV-fill-equally"; `.fillProportionally` gives each view its share of the room
/// by intrinsic size — "UISV-fill-proportionally" (999); `.equalSpacing` and
/// `.equalCentering` put a spacer guide in each gap (edge to edge, or centre to centre) and
/// make them equal — "UISV-distributing-edge" / "UISV-fill-equally" (999) — pulled as small
/// as they may be ("UISV-spacing-fit", 51). A hidden view has zero length and sits where the
/// previous visible view ends — "UISV-hiding". With `.fill`, ties between equally hugging
/// views are broken towards the last view: the others are pulled to their smallest size at
/// priority 1 ("UISV-ambiguity-suppression").
///
/// Across the axis: the first visible view is tied to the canvas ("UISV-canvas-connection")
/// and the others to it ("UISV-alignment"); for alignments other than `.fill` every visible
/// view stays inside the canvas ("UISV-spanning-boundary") and the canvas hugs them
/// ("UISV-spanning-fit", 51). Hidden views are aligned but do not size the stack.
@MainActor
struct _StackViewConstraints {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes of one axis.
    struct Edges {
        let leading: Attribute, trailing: Attribute, length: Attribute, center: Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    static let fitPriority = UILayoutPriority(51)
    static let nearlyRequired = UILayoutPriority(999)

    let stack: UIStackView
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []

    init(stack: UIStackView) {
        self.stack = stack
    }

    /// The canvas the views are arranged in.
    private var canvas: AnyObject {
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    mutating func make() -> (constraints: [NSLayoutConstraint], guides: [UILayoutGuide]) {
        let views = stack.arrangedSubviews
        let visible = views.filter { !$0.isHidden }
        placeAlongAxis(views, visible: visible)
        placeAcrossAxis(views, visible: visible)
        return (constraints, guides)
    }

    /// Adds a constraint; with `systemSpacing` its constant is the system spacing between the
    /// two anchors (following the fonts) instead of `constant`.
    private mutating func add(
        _ first: AnyObject, _ firstAttribute: Attribute,
        _ second: AnyObject?, _ secondAttribute: Attribute = .notAnAttribute,
        relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
        systemSpacing: Bool = false, priority: UILayoutPriority = .required, _ identifier: String
    ) {
        let constraint = NSLayoutConstraint(
            _first: first, firstAttribute, relation, _second: second, secondAttribute,
            multiplier: multiplier, constant: constant)
        if systemSpacing {
            constraint._systemSpacingMultiplier = 1
            constraint._refreshSystemSpacing()
        }
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }

    // MARK: Along the axis

    private mutating func placeAlongAxis(_ views: [UIView], visible: [UIView]) {
        let edges = Edges(stack.axis)
        // Hidden views collapse where the previous visible view ends.
        var previousVisible: UIView?
        for view in views {
            if !view.isHidden {
                previousVisible = view
                continue
            }
            add(view, edges.length, nil, constant: 0, "UISV-hiding")
            if let previousVisible {
                add(view, edges.leading, previousVisible, edges.trailing, "UISV-hiding")
            } else {
                add(view, edges.leading, canvas, edges.leading, "UISV-hiding")
            }
        }
        guard let first = visible.first, let last = visible.last else { return }
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        if baselines {
            // The top view's first baseline and the bottom view's last baseline sit `spacing`
            // inside the canvas's edges.
            let edge = stack._resolvedSpacing(after: nil)
            let system = stack._usesSystemSpacing(after: nil)
            add(first, .firstBaseline, canvas, .top, constant: edge, systemSpacing: system, "UISV-canvas-connection")
            add(canvas, .bottom, last, .lastBaseline, constant: edge, systemSpacing: system, "UISV-canvas-connection")
        } else {
            add(first, edges.leading, canvas, edges.leading, "UISV-canvas-connection")
            add(canvas, edges.trailing, last, edges.trailing, "UISV-canvas-connection")
        }
        let distribution = stack.distribution
        let isMinimum = distribution == .equalSpacing || distribution == .equalCentering
        var totalSpacing: CGFloat = 0
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = stack._resolvedSpacing(after: previous)
            let system = stack._usesSystemSpacing(after: previous)
            totalSpacing += gap
            if baselines {
                add(
                    next, .firstBaseline, previous, .lastBaseline, relation: isMinimum ? .greaterThanOrEqual : .equal,
                    constant: gap, systemSpacing: system, "UISV-spacing")
            } else {
                add(
                    next, edges.leading, previous, edges.trailing, relation: isMinimum ? .greaterThanOrEqual : .equal,
                    constant: gap, systemSpacing: system, "UISV-spacing")
            }
        }
        switch distribution {
        case .fill:
            for view in visible.dropLast() {
                add(view, edges.length, nil, constant: 0, priority: UILayoutPriority(1), "UISV-ambiguity-suppression")
            }
        case .fillEqually:
            for view in visible.dropFirst() { add(view, edges.length, first, edges.length, "UISV-fill-equally") }
        case .fillProportionally:
            addProportions(visible, edges: edges, totalSpacing: totalSpacing)
        case .equalSpacing:
            addSpacers(visible, from: edges.trailing, to: edges.leading, edges: edges)
        case .equalCentering:
            addSpacers(visible, from: edges.center, to: edges.center, edges: edges)
        }
    }

    /// Each view's length is its intrinsic share of the room left after spacing.
    private mutating func addProportions(_ visible: [UIView], edges: Edges, totalSpacing: CGFloat) {
        let sizes = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            let length = stack.axis == .horizontal ? size.width : size.height
            return length.isFinite && length > 0 ? length : 0
        }
        let total = sizes.reduce(0, +)
        guard total > 0 else { return }  // nothing to be proportional to: the views fill as `.fill`
        for (view, size) in zip(visible, sizes) {
            let share = size / total
            add(
                view, edges.length, canvas, edges.length, multiplier: share, constant: -share * totalSpacing,
                priority: Self.nearlyRequired, "UISV-fill-proportionally")
        }
    }

    /// A spacer guide in each gap (between `from` of one view and `to` of the next), all equal
    /// and as small as they may be.
    private mutating func addSpacers(_ visible: [UIView], from: Attribute, to: Attribute, edges: Edges) {
        var spacers: [UILayoutGuide] = []
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let spacer = UILayoutGuide()
            spacer.identifier = "UISV-distributing"
            add(spacer, edges.leading, previous, from, "UISV-distributing-edge")
            add(spacer, edges.trailing, next, to, "UISV-distributing-edge")
            if let firstSpacer = spacers.first {
                add(spacer, edges.length, firstSpacer, edges.length, priority: Self.nearlyRequired, "UISV-fill-equally")
            }
            add(spacer, edges.length, nil, constant: 0, priority: Self.fitPriority, "UISV-spacing-fit")
            spacers.append(spacer)
        }
        guides += spacers
    }

    // MARK: Across the axis

    private mutating func placeAcrossAxis(_ views: [UIView], visible: [UIView]) {
        let cross = Edges(stack.axis == .horizontal ? .vertical : .horizontal)
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        for view in views where view.isHidden {
            switch alignment {
            case .fill:
                add(view, cross.leading, canvas, cross.leading, "UISV-hiding")
                add(view, cross.trailing, canvas, cross.trailing, "UISV-hiding")
            case .leading, .firstBaseline, .lastBaseline: add(view, cross.leading, canvas, cross.leading, "UISV-hiding")
            case .center: add(view, cross.center, canvas, cross.center, "UISV-hiding")
            case .trailing: add(view, cross.trailing, canvas, cross.trailing, "UISV-hiding")
            }
        }
        guard let first = visible.first else { return }
        let pairs: [Attribute]
        switch alignment {
        case .fill: pairs = [cross.leading, cross.trailing]
        case .leading: pairs = [cross.leading]
        case .center: pairs = [cross.center]
        case .trailing: pairs = [cross.trailing]
        case .firstBaseline: pairs = [.firstBaseline]
        case .lastBaseline: pairs = [.lastBaseline]
        }
        for attribute in pairs where attribute != .firstBaseline && attribute != .lastBaseline {
            add(first, attribute, canvas, attribute, "UISV-canvas-connection")
        }
        for view in visible.dropFirst() {
            for attribute in pairs { add(view, attribute, first, attribute, "UISV-alignment") }
        }
        guard alignment != .fill else { return }
        for view in visible {
            add(view, cross.leading, canvas, cross.leading, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
            add(view, cross.trailing, canvas, cross.trailing, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            if alignment == .firstBaseline || alignment == .lastBaseline {
                // The baseline-aligned group sits as close to the leading edge as it may.
                add(view, cross.leading, canvas, cross.leading, priority: Self.fitPriority, "UISV-spanning-fit")
            }
        }
        add(canvas, cross.length, nil, constant: 0, priority: Self.fitPriority, "UISV-spanning-fit")
    }
}
