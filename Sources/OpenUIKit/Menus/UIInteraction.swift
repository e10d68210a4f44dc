import Foundation

/// The protocol an interaction implements to be added to a view.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view that owns the interaction.
    var view: UIView? { get }
    /// Tells the interaction that it is about to be added to (or removed from) a view.
    func willMove(to view: UIView?)
    /// Tells the interaction that it was added to (or removed from) a view.
    func didMove(to view: UIView?)
}

/// A view's interactions.
extension UIView {
    nonisolated(unsafe) private static var _interactionsKey: UInt8 = 0

    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { objc_getAssociatedObject(self, &UIView._interactionsKey) as? [any UIInteraction] ?? [] }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds an interaction to the view; the view keeps it. Adding one that another view has
    /// moves it here.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        _setInteractions(interactions + [interaction])
        interaction.didMove(to: self)
    }

    /// Removes an interaction from the view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _setInteractions(interactions.filter { $0 !== interaction })
        interaction.didMove(to: nil)
    }

    private func _setInteractions(_ list: [any UIInteraction]) {
        objc_setAssociatedObject(
            self, &UIView._interactionsKey, list.isEmpty ? nil : list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
