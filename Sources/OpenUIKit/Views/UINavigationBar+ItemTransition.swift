import Foundation

/// The bar's part in a push or pop: its title and back button change alongside the
/// transition (UIKitBehaviour #212–#216).
///
/// Push: the outgoing title slides toward the new back button (it becomes that button's
/// title) and fades out, the incoming title comes in from the trailing side and fades in, and
/// the outgoing back button (if any) cross-fades with the incoming one, which stays in place.
/// Pop runs the same choreography backwards: the outgoing title leaves toward the trailing
/// side, the revealed title comes from the back button's place, and the back buttons
/// cross-fade (popping to the root, the back button just fades out). A replacement whose top
/// item is neither above nor below the old top cross-fades without sliding.
///
/// Everything runs through the transition coordinator's
/// `animateAlongsideTransition(in: bar, …)`, so it follows the transition's curve and media
/// time, and an interactive pop scrubs it (the bar's layer is scrubbed with the container).
/// A cancelled transition puts the old title and back button back exactly (alpha 1, their
/// frames) and the old items; a finished one leaves the new ones at alpha 1 in their places.
extension UINavigationBar {
    /// How the titles move in a change of items.
    enum _ItemSlide {
        /// The new top item was not in the old items: the titles move leading-ward.
        case push
        /// The new top item was below the old top: the titles move trailing-ward.
        case pop
        /// The top item stays or is replaced by one from elsewhere: no movement, a cross-fade.
        case none
    }

    /// The title and back button views shown for one set of items.
    struct _ItemViews {
        let title: UILabel
        let back: UIButton
    }

    /// Changes to `items` alongside the transition `coordinator` runs.
    func _transition(to items: [UINavigationItem], with coordinator: any UIViewControllerTransitionCoordinator) {
        layoutIfNeeded()
        let oldItems = _items
        let slide = Self._slide(from: oldItems, to: items)
        let outgoing = _ItemViews(title: _titleLabel, back: _backButton)
        let outgoingTitleFrame = outgoing.title.frame
        let outgoingBackFrame = outgoing.back.frame
        let incoming = _ItemViews(title: Self._makeTitleLabel(), back: UIButton(type: .system))
        _connectBackButton(incoming.back)
        insertSubview(incoming.title, aboveSubview: outgoing.title)
        insertSubview(incoming.back, aboveSubview: outgoing.back)
        outgoing.back.isUserInteractionEnabled = false
        _titleLabel = incoming.title
        _backButton = incoming.back
        // The outgoing bar button items stay to fade out; the incoming ones fade in (#298).
        let outgoingItems = _barItemViews.all
        _barItemViews = _BarItemViews()
        outgoingItems.forEach { $0.isUserInteractionEnabled = false }
        setItems(items, animated: false)
        layoutIfNeeded()
        let incomingItems = _barItemViews.all
        incomingItems.forEach { $0.alpha = 0 }

        let titleFrame = incoming.title.frame
        let trailing = bounds.width / 2
        // The title's centre moves to (or from) the centre of the back button that shows it.
        let towardBack: CGFloat
        switch slide {
        case .push: towardBack = incoming.back.frame.midX - titleFrame.midX
        case .pop: towardBack = outgoingBackFrame.midX - outgoingTitleFrame.midX
        case .none: towardBack = 0
        }
        let outgoingTitleEnd: CGRect
        let incomingTitleStart: CGRect
        switch slide {
        case .push:
            outgoingTitleEnd = outgoingTitleFrame.offsetBy(dx: towardBack, dy: 0)
            incomingTitleStart = titleFrame.offsetBy(dx: trailing, dy: 0)
        case .pop:
            outgoingTitleEnd = outgoingTitleFrame.offsetBy(dx: trailing, dy: 0)
            incomingTitleStart = titleFrame.offsetBy(dx: towardBack, dy: 0)
        case .none:
            outgoingTitleEnd = outgoingTitleFrame
            incomingTitleStart = titleFrame
        }
        incoming.title.frame = incomingTitleStart
        incoming.title.alpha = 0
        incoming.back.alpha = 0

        coordinator.animateAlongsideTransition(
            in: self,
            animation: { _ in
                outgoing.title.frame = outgoingTitleEnd
                outgoing.title.alpha = 0
                outgoing.back.alpha = 0
                incoming.title.frame = titleFrame
                incoming.title.alpha = 1
                incoming.back.alpha = 1
                outgoingItems.forEach { $0.alpha = 0 }
                incomingItems.forEach { $0.alpha = 1 }
            },
            completion: { [weak self] context in
                outgoingItems.forEach {
                    $0.alpha = 1
                    $0.isUserInteractionEnabled = true
                }
                guard let self else { return }
                defer {
                    // A cancel made the old items' views again: the faded ones go either way.
                    for view in outgoingItems where view.superview === self && !self._barItemViews.all.contains(view) {
                        view.removeFromSuperview()
                    }
                }
                if context.isCancelled {
                    incoming.title.removeFromSuperview()
                    incoming.back.removeFromSuperview()
                    self._titleLabel = outgoing.title
                    self._backButton = outgoing.back
                    outgoing.title.alpha = 1
                    outgoing.back.alpha = 1
                    outgoing.back.isUserInteractionEnabled = true
                    outgoing.title.frame = outgoingTitleFrame
                    outgoing.back.frame = outgoingBackFrame
                    self.setItems(oldItems, animated: false)
                } else {
                    outgoing.title.removeFromSuperview()
                    outgoing.back.removeFromSuperview()
                    incoming.title.alpha = 1
                    incoming.back.alpha = 1
                    incoming.title.frame = self._titleFrame
                }
                self.layoutIfNeeded()
            })
    }

    /// Which way the titles move when the items change from `old` to `new`.
    static func _slide(from old: [UINavigationItem], to new: [UINavigationItem]) -> _ItemSlide {
        guard let newTop = new.last, let oldTop = old.last, newTop !== oldTop else { return .none }
        if old.dropLast().contains(where: { $0 === newTop }) { return .pop }
        if new.dropLast().contains(where: { $0 === oldTop }) { return .push }
        return .none
    }
}
