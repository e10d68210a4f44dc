import Foundation

/// The segmented control's model changes, geometry and drawing (UIKitBehaviour #273, #274).
extension UISegmentedControl {
    static let _height: CGFloat = 32
    static let _cornerRadius: CGFloat = 9
    static let _indicatorInset: CGFloat = 2
    /// The space left and right of a segment's content in its natural width.
    static let _contentPadding: CGFloat = 12
    static let _fontSize: CGFloat = 13

    /// The selected segment's indicator: white, or grey in dark mode.
    static let _indicatorColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    })
    /// The lines between unselected segments.
    static let _separatorColor = UIColor(dynamicProvider: { traits in
        UIColor(
            red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: traits.userInterfaceStyle == .dark ? 0.4 : 0.3)
    })

    func _setUp() {
        _backgroundView.isUserInteractionEnabled = false
        _backgroundView.backgroundColor = .tertiarySystemFill
        _backgroundView.layer.cornerRadius = Self._cornerRadius
        addSubview(_backgroundView)
        _indicator.isUserInteractionEnabled = false
        _indicator.layer.cornerRadius = Self._cornerRadius - Self._indicatorInset
        _indicator.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        _indicator.layer.shadowOpacity = 0.12
        _indicator.layer.shadowOffset = CGSize(width: 0, height: 3)
        _indicator.layer.shadowRadius = 4
        _indicator.alpha = 0
        addSubview(_indicator)
    }

    func _segment(_ index: Int) -> _Segment? { _segments.indices.contains(index) ? _segments[index] : nil }

    func _modify(_ index: Int, _ method: String, _ change: (inout _Segment) -> Void) {
        guard _segments.indices.contains(index) else {
            return UIView._report("UISegmentedControl.\(method): ignored segment \(index) of \(_segments.count)")
        }
        change(&_segments[index])
        _segmentsDidChange(animated: false)
    }

    func _insert(_ segment: _Segment, at index: Int, animated: Bool) {
        let position = min(max(index, 0), _segments.count)
        _segments.insert(segment, at: position)
        if _selectedIndex >= position { _selectedIndex += 1 }
        _segmentsDidChange(animated: animated)
    }

    /// Selects `index` in code: no event, the indicator slides when `animated`.
    func _select(_ index: Int, animated: Bool) {
        guard index == Self.noSegment || _segments.indices.contains(index) else {
            return UIView._report(
                "UISegmentedControl.selectedSegmentIndex: ignored \(index) (\(_segments.count) segments)")
        }
        let wasHidden = _selectedIndex == Self.noSegment
        _selectedIndex = index
        _updateAppearance()
        let move = { self._layoutIndicator() }
        if animated, !wasHidden, window != nil {
            UIView.animate(
                withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [.beginFromCurrentState, .allowUserInteraction], animations: move)
        } else {
            UIView.performWithoutAnimation(move)
        }
    }

    /// A tap chose `index`: select it (sliding), send `.valueChanged` and perform its action —
    /// unless it is disabled, or already selected in a control that is not momentary.
    func _choose(_ index: Int) {
        guard let segment = _segment(index), segment.isEnabled else { return _updateAppearance() }
        guard isMomentary || index != _selectedIndex else { return _updateAppearance() }
        _select(index, animated: true)
        segment.action?._perform(sender: self)
        _sendValueChanged()
    }

    /// Rebuilds the content views after a change of the segments, and lays them out.
    func _segmentsDidChange(animated: Bool) {
        for view in _contentViews + _separators { view.removeFromSuperview() }
        _contentViews = _segments.map { segment in
            let view: UIView
            if let image = segment.image {
                view = UIImageView(image: image)
            } else {
                let label = UILabel()
                label.text = segment.title
                label.textAlignment = .center
                view = label
            }
            view.isUserInteractionEnabled = false
            addSubview(view)
            return view
        }
        _separators = (0..<max(0, _segments.count - 1)).map { _ in
            let line = UIView()
            line.isUserInteractionEnabled = false
            line.backgroundColor = Self._separatorColor
            insertSubview(line, belowSubview: _indicator)
            return line
        }
        _updateAppearance()
        invalidateIntrinsicContentSize()
        if animated, window != nil {
            UIView.animate(withDuration: 0.25) { self._layoutSegments() }
        } else {
            setNeedsLayout()
        }
    }

    /// Fonts, colours and dimming for the selection, the pressed segment and disabled segments.
    func _updateAppearance() {
        _indicator.backgroundColor = selectedSegmentTintColor ?? Self._indicatorColor
        let shown = _shownSelection
        let showsSelection = !isMomentary && shown != Self.noSegment
        for (index, view) in _contentViews.enumerated() {
            let selected = index == shown && showsSelection
            let attributes =
                (selected ? _titleAttributes[UIControl.State.selected.rawValue] : nil) ?? _titleAttributes[0] ?? [:]
            if let label = view as? UILabel {
                label.font =
                    attributes[.font] as? UIFont
                    ?? .systemFont(ofSize: Self._fontSize, weight: selected ? .semibold : .regular)
                label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
            }
            let enabled = isEnabled && _segments[index].isEnabled
            view.alpha = !enabled ? 0.3 : (index == _pressedIndex && !selected ? 0.5 : 1)
        }
        for (index, line) in _separators.enumerated() {
            let nextToSelection = showsSelection && (index == shown || index + 1 == shown)
            let nextToPressed = isMomentary && (index == _pressedIndex || index + 1 == _pressedIndex)
            line.alpha = nextToSelection || nextToPressed ? 0 : 1
        }
        _indicator.alpha = showsSelection || (isMomentary && _pressedIndex != nil) ? 1 : 0
        if isMomentary { _layoutIndicator() }
    }

    /// Each segment's natural width: its content's, plus padding.
    var _naturalWidths: [CGFloat] {
        _segments.enumerated().map { index, segment in
            if segment.width > 0 { return segment.width }
            let content: CGFloat
            if let image = segment.image {
                content = image.size.width
            } else {
                let font =
                    (_titleAttributes[UIControl.State.selected.rawValue]?[.font] as? UIFont)
                    ?? UIFont.systemFont(ofSize: Self._fontSize, weight: .semibold)
                content = ((segment.title ?? "") as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
            }
            return content + 2 * Self._contentPadding
        }
    }

    var _fittingSize: CGSize {
        let natural = _naturalWidths
        guard !natural.isEmpty else { return CGSize(width: 0, height: Self._height) }
        if apportionsSegmentWidthsByContent { return CGSize(width: natural.reduce(0, +), height: Self._height) }
        let fixed = _segments.filter { $0.width > 0 }.map(\.width).reduce(0, +)
        let automatic = zip(_segments, natural).filter { $0.0.width == 0 }.map(\.1)
        return CGSize(width: fixed + CGFloat(automatic.count) * (automatic.max() ?? 0), height: Self._height)
    }

    /// The segments' frames: fixed widths as set, the rest sharing what is left — equally, or
    /// in proportion to their natural widths with `apportionsSegmentWidthsByContent`.
    var _segmentFrames: [CGRect] {
        let natural = _naturalWidths
        let fixed = _segments.filter { $0.width > 0 }.map(\.width).reduce(0, +)
        let automaticNatural = zip(_segments, natural).filter { $0.0.width == 0 }.map(\.1).reduce(0, +)
        let automaticCount = CGFloat(_segments.filter { $0.width == 0 }.count)
        let left = max(0, bounds.width - fixed)
        var x: CGFloat = 0
        return _segments.enumerated().map { index, segment in
            let width: CGFloat
            if segment.width > 0 {
                width = segment.width
            } else if apportionsSegmentWidthsByContent, automaticNatural > 0 {
                width = left * natural[index] / automaticNatural
            } else {
                width = automaticCount > 0 ? left / automaticCount : 0
            }
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The segment the indicator shows: the one a drag has carried it to, else the selected one.
    var _shownSelection: Int { _dragTarget ?? _selectedIndex }

    /// A drag that began on the selected segment carries the indicator to the enabled segment
    /// under the finger (the nearest one when the finger is beyond an end).
    func _dragSelection(to point: CGPoint) {
        let frames = _segmentFrames
        guard !frames.isEmpty else { return }
        let index = _segmentIndex(at: point) ?? (point.x < 0 ? 0 : frames.count - 1)
        guard _segments[index].isEnabled, index != _shownSelection else { return }
        _dragTarget = index
        _updateAppearance()
        UIView.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [.beginFromCurrentState, .allowUserInteraction], animations: { self._layoutIndicator() })
    }

    func _segmentIndex(at point: CGPoint) -> Int? {
        _segmentFrames.firstIndex { point.x >= $0.minX && point.x < $0.maxX }
    }

    func _layoutSegments() {
        _backgroundView.frame = bounds
        let frames = _segmentFrames
        for (index, view) in _contentViews.enumerated() {
            let offset = _segments[index].contentOffset
            let frame = frames[index].insetBy(dx: 4, dy: 0)
            let size =
                view is UIImageView ? view.intrinsicContentSize : CGSize(width: frame.width, height: frame.height)
            view.bounds = CGRect(
                origin: .zero, size: CGSize(width: min(size.width, frame.width), height: min(size.height, frame.height))
            )
            view.center = CGPoint(x: frame.midX + offset.width, y: frame.midY + offset.height)
        }
        for (index, line) in _separators.enumerated() {
            let x = frames[index].maxX
            line.frame = CGRect(x: x - 0.5, y: bounds.midY - 8, width: 1, height: 16)
        }
        _layoutIndicator()
    }

    func _layoutIndicator() {
        let index = isMomentary ? (_pressedIndex ?? Self.noSegment) : _shownSelection
        let frames = _segmentFrames
        guard frames.indices.contains(index) else { return }
        _indicator.frame = frames[index].insetBy(dx: Self._indicatorInset, dy: Self._indicatorInset)
    }
}
