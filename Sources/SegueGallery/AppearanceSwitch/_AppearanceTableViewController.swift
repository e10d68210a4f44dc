#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// What the appearance demo's two screens share: an inset-grouped table in the semantic
/// colours with a "Dark Mode" switch that cross-dissolves the window into the other
/// appearance, and shows the window's appearance whenever the screen appears.
class _AppearanceTableViewController: UITableViewController {
    static let cellIdentifier = "Setting"
    /// The height of every row.
    static let rowHeight: CGFloat = 44

    /// The "Dark Mode" switch (a cell's accessory view).
    let darkModeSwitch = UISwitch()

    init(title: String) {
        super.init(style: .insetGrouped)
        self.title = title
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("\(Self.self).init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.rowHeight = Self.rowHeight
        darkModeSwitch.addAction(
            UIAction { [unowned self] _ in
                Self.switchAppearance(of: self.view.window, toDark: self.darkModeSwitch.isOn)
            }, for: .valueChanged)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        darkModeSwitch.isOn = navigationController?.view.window?.overrideUserInterfaceStyle == .dark
    }

    /// Cross-dissolves `window` into the dark or the light appearance, as apps write it.
    static func switchAppearance(of window: UIWindow?, toDark dark: Bool, animated: Bool = true) {
        guard let window else { return }
        guard animated else { return window.overrideUserInterfaceStyle = dark ? .dark : .light }
        UIView.transition(
            with: window, duration: 0.3, options: .transitionCrossDissolve,
            animations: {
                window.overrideUserInterfaceStyle = dark ? .dark : .light
            }, completion: nil)
    }

    /// A cell for `indexPath` showing `text`, with the Dark Mode switch when `showsSwitch`.
    func cell(at indexPath: IndexPath, text: String, showsSwitch: Bool) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = text
        cell.contentConfiguration = content
        cell.accessoryView = showsSwitch ? darkModeSwitch : nil
        cell.selectionStyle = showsSwitch ? .none : .default
        return cell
    }
}
