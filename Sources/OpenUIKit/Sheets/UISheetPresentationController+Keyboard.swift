import Foundation

/// The keyboard lifts a sheet (UIKitBehaviour #355): a card at its detents grows by the part of
/// the keyboard above the bottom safe area (up to the full height), a form card moves up to
/// clear it (staying 20 points below the top safe area), along the keyboard's own animation.
extension UISheetPresentationController {
    /// Starts following the keyboard (when the presentation begins).
    func _observeKeyboard() {
        guard _keyboardObserver == nil else { return }
        _keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] note in
            nonisolated(unsafe) let note = note  // posted on the main thread
            MainActor.assumeIsolated { self?._keyboardWillChangeFrame(note) }
        }
        if let frame = UIApplication.shared._keyboardFrame { _keyboardOverlap = _overlap(ofKeyboardAt: frame) ?? 0 }
    }

    /// Stops following the keyboard (when the presentation is over).
    func _stopObservingKeyboard() {
        if let observer = _keyboardObserver { NotificationCenter.default.removeObserver(observer) }
        _keyboardObserver = nil
        _keyboardOverlap = 0
    }

    /// The keyboard moves (posted inside its animation block): the sheet moves along.
    private func _keyboardWillChangeFrame(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let overlap = _overlap(ofKeyboardAt: end), overlap != _keyboardOverlap
        else { return }
        _keyboardOverlap = overlap
        guard _isShown, _drag == nil else { return }
        _applyLayout()
    }

    /// How far a keyboard at `frame` (screen coordinates) reaches into the container from its
    /// bottom; nil when the container is not in one of the application's windows.
    private func _overlap(ofKeyboardAt frame: CGRect) -> CGFloat? {
        guard let container = containerView, let window = container.window,
            UIApplication.shared.windows.contains(where: { $0 === window })
        else { return nil }
        let inContainer = container.convert(frame, from: nil)
        guard inContainer.minY.isFinite, inContainer.minY < container.bounds.maxY else { return 0 }
        return container.bounds.maxY - max(inContainer.minY, 0)
    }

    /// The height of a card at `height` with the keyboard up: grown by the keyboard's part
    /// above the bottom safe area, at most to `full`.
    func _liftedHeight(_ height: CGFloat, full: CGFloat) -> CGFloat {
        let lift = max(_keyboardOverlap - _safeInsets.bottom, 0)
        guard lift > 0 else { return height }
        return max(height, min(height + lift, full))
    }

    /// A form card's frame moved up to clear the keyboard.
    func _liftedCard(_ frame: CGRect, in size: CGSize) -> CGRect {
        guard _keyboardOverlap > 0 else { return frame }
        let lowest = size.height - _keyboardOverlap - 20 - frame.height
        var lifted = frame
        lifted.origin.y = max(min(frame.minY, lowest), _safeInsets.top + 20)
        return lifted
    }
}
