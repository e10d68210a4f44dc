import Foundation

extension UITableViewCell {
    /// The built-in layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// A label and an optional image at the leading edge.
        case `default` = 0
        /// A label at the leading edge and a gray detail label at the trailing edge.
        case value1 = 1
        /// A small, right-aligned tinted label, then a detail label.
        case value2 = 2
        /// A label with a smaller detail label below it.
        case subtitle = 3
    }

    /// The standard accessories drawn at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron: tapping the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron (drawn as the chevron with a circled "i").
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No selection background.
        case none = 0
        /// The standard (gray) background.
        case blue = 1
        /// The standard (gray) background.
        case gray = 2
        /// The standard (gray) background.
        case `default` = 3
    }

    /// What editing a row does.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }
}

/// The state of a cell that configurations are updated for.
public protocol UIConfigurationState {}

/// A cell's state: what a content or background configuration is updated for.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is swiped to show actions.
    public var isSwiped = false
    /// Whether the cell is expanded.
    public var isExpanded = false

    /// A state with everything off.
    public init() {}
}

/// The description of a view's content: makes the view that shows it, and says how it looks in a state.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a new view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a new view is made); true by default.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
