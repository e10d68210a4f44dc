#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The list → detail demo's list: a `UITableViewController` of 36 places, each row a subtitle
/// list content configuration with the place's picture; tapping a row pushes its detail.
///
/// The selection is cleared the classic way, by hand rather than through
/// `clearsSelectionOnViewWillAppear`: when the list is about to appear again, the selected
/// row is deselected alongside the transition (so its highlight fades as the detail slides
/// away, scrubbed by an interactive pop), and selected again if the transition is cancelled
/// (a back swipe abandoned half-way), so the user still sees where they came from.
final class PlaceListViewController: UITableViewController {
    static let cellIdentifier = "Place"
    /// The height of every row.
    static let rowHeight: CGFloat = 64
    let places = Place.all
    /// The rows' pictures, one per palette, drawn once.
    private var thumbnails: [UIImage] = []

    init() {
        super.init(style: .plain)
        title = "Places"
    }

    /// Not supported (no archives).
    required init?(coder: NSCoder) {
        fatalError("PlaceListViewController.init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        clearsSelectionOnViewWillAppear = false  // done by hand in viewWillAppear(_:)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.rowHeight = Self.rowHeight
        // The table extends under the navigation bar; the bar is in its safe area, so the
        // automatic content-inset adjustment starts the rows below it.
        thumbnails = (0..<Place.pictureCount).map { Place.picture($0, size: CGSize(width: 60, height: 40)) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let selected = tableView.indexPathForSelectedRow else { return }
        if let coordinator = transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in
                    self.tableView.deselectRow(at: selected, animated: true)
                },
                completion: { context in
                    if context.isCancelled {
                        self.tableView.selectRow(at: selected, animated: false, scrollPosition: .none)
                    }
                })
        } else {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    /// The frame of row `row` in the window, with the list at its initial scroll position.
    static func rowFrame(_ row: Int, width: CGFloat = 390) -> CGRect {
        CGRect(x: 0, y: 44 + CGFloat(row) * rowHeight, width: width, height: rowHeight)
    }

    /// Selects row `indexPath` and pushes its detail, as a tap does (the scenarios' setup).
    func showPlace(at indexPath: IndexPath, animated: Bool) {
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        showDetail(at: indexPath, animated: animated)
    }

    /// Pushes the detail of the place at `indexPath`.
    func showDetail(at indexPath: IndexPath, animated: Bool) {
        let detail = PlaceDetailViewController(place: places[indexPath.row])
        navigationController?.pushViewController(detail, animated: animated)
    }

    // MARK: Data source and delegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        places.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let place = places[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.image = thumbnails[place.pictureIndex % thumbnails.count]
        content.imageProperties.cornerRadius = 6
        content.text = place.name
        content.secondaryText = place.region
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        showDetail(at: indexPath, animated: true)
    }
}
