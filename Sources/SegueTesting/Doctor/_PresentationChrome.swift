import OpenUIKit

/// The views a presentation controller keeps in the container beside the presented view (a
/// dimming view, a shadow, a handle), with their states when a dismissal started: UIKit does
/// not undo what `animate(alongsideTransition:)` set when an interactive dismissal is
/// cancelled (UIKitBehaviour #393), so a presentation controller that fades its chrome out
/// alongside must put it back in the completion, and the doctor checks that it did.
@MainActor
struct _PresentationChrome {
    /// One chrome view: weakly held, with a name for the finding and its state at the start.
    struct Piece {
        weak var view: UIView?
        let name: String
        let state: _ViewState
    }

    /// The presentation controller's class name ("DimmingPresentationController").
    let ownerName: String
    let pieces: [Piece]

    /// The container's subviews at the start of a dismissal, except the presented view, the
    /// presenting view and any view holding either (wrappers the animator moves as the
    /// presented view).
    init(container: UIView, presented: UIView?, presenting: UIView?, owner: UIPresentationController?) {
        ownerName = owner.map { String(describing: type(of: $0)) } ?? "the presentation controller"
        pieces = container.subviews.compactMap { view in
            let holds = { (other: UIView?) in other.map { $0 === view || $0.isDescendant(of: view) } ?? false }
            guard !holds(presented), !holds(presenting) else { return nil }
            return Piece(view: view, name: String(describing: type(of: view)), state: _ViewState(view))
        }
    }

    /// "its UIView (in the container) stays alpha 0 instead of 1" for each piece still in the
    /// window that is not as it was.
    func differences() -> [String] {
        pieces.compactMap { piece in
            guard let view = piece.view, view.window != nil else { return nil }
            let found = _ViewState(view).differences(from: piece.state)
            return found.isEmpty ? nil : "its \(piece.name) (in the container) stays " + found.joined(separator: ", ")
        }
    }
}
