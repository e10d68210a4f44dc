import Foundation

extension UIScrollView {
    /// How dragging a scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard.
        case none = 0
        /// The keyboard goes away when a drag begins.
        case onDrag = 1
        /// The keyboard follows the drag down and can be pulled back (Segue has no keyboard:
        /// it is dismissed when the drag begins, as `.onDrag`).
        case interactive = 2
        /// `.onDrag`, including the accessory view.
        case onDragWithAccessory = 3
        /// `.interactive`, including the accessory view.
        case interactiveWithAccessory = 4
    }
}
