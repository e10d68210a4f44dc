import Foundation
import OpenUIKit
import SegueTesting
import SegueTransitions
import Testing

/// A photo grid as apps write it: a collection view controller on a flow layout whose cells
/// name their photo view's transition identifier in `cellForItemAt`.
final class GridScreen: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    final class PhotoCell: UICollectionViewCell {
        let photoView = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            photoView.frame = contentView.bounds
            photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            photoView.layer.cornerRadius = 6
            contentView.addSubview(photoView)
        }

        required init?(coder: NSCoder) { nil }
    }

    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 90 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.photoView.backgroundColor = Self.colour(of: indexPath.item)
        cell.photoView.transitionID = "photo-\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 120, height: 120) }

    /// The photo view of `item` where it is now, in the screen's coordinates, or nil when no cell shows it.
    func photoFrame(of item: Int) -> CGRect? {
        guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? PhotoCell else {
            return nil
        }
        return cell.photoView.convert(cell.photoView.bounds, to: nil)
    }

    static func colour(of item: Int) -> UIColor {
        UIColor(hue: CGFloat(item % 12) / 12, saturation: 0.7, brightness: 0.9, alpha: 1)
    }
}

/// The detail of one photo: the photo, matched with the grid's cell, and a caption that
/// slides up and fades in.
final class PhotoDetailScreen: UIViewController {
    let item: Int
    let photoView = UIView()
    let caption = UILabel()

    init(item: Int) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        photoView.frame = CGRect(x: 0, y: 100, width: 390, height: 390)
        photoView.backgroundColor = GridScreen.colour(of: item)
        photoView.transitionID = "photo-\(item)"
        view.addSubview(photoView)
        caption.frame = CGRect(x: 20, y: 520, width: 350, height: 40)
        caption.text = "Photo \(item)"
        caption.textColor = .white
        caption.transitionModifiers = [.fade, .translate(x: 0, y: 60)]
        view.addSubview(caption)
    }
}

/// A list of people whose avatars are found by a provider (the cells are reused).
final class PeopleScreen: UITableViewController {
    static let names = (0..<40).map { "Person \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
        matchedViewProvider = { [unowned self] id in
            guard let (kind, row) = Self.parse(id),
                let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0))
            else { return nil }
            return cell.contentView.subviews.first { $0.tag == (kind == "avatar" ? 1 : 2) }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        if cell.contentView.viewWithTag(1) == nil {
            let avatar = UIView(frame: CGRect(x: 12, y: 12, width: 40, height: 40))
            avatar.layer.cornerRadius = 20
            avatar.tag = 1
            cell.contentView.addSubview(avatar)
            let name = UILabel(frame: CGRect(x: 64, y: 20, width: 200, height: 24))
            name.tag = 2
            cell.contentView.addSubview(name)
        }
        cell.contentView.viewWithTag(1)?.backgroundColor = GridScreen.colour(of: indexPath.row)
        (cell.contentView.viewWithTag(2) as? UILabel)?.text = Self.names[indexPath.row]
        return cell
    }

    /// "avatar-3" → ("avatar", 3).
    static func parse(_ id: String) -> (String, Int)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let row = Int(parts[1]) else { return nil }
        return (String(parts[0]), row)
    }
}

/// A person's profile: a big round avatar and the name, both matched with the list's row.
final class ProfileScreen: UIViewController {
    let row: Int
    let avatar = UIView()
    let name = UILabel()
    let bio = UILabel()

    init(row: Int) {
        self.row = row
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        avatar.frame = CGRect(x: 135, y: 140, width: 120, height: 120)
        avatar.layer.cornerRadius = 60
        avatar.backgroundColor = GridScreen.colour(of: row)
        avatar.transitionID = "avatar-\(row)"
        view.addSubview(avatar)
        name.frame = CGRect(x: 95, y: 280, width: 200, height: 30)
        name.text = PeopleScreen.names[row]
        name.transitionID = "name-\(row)"
        view.addSubview(name)
        bio.frame = CGRect(x: 20, y: 340, width: 350, height: 80)
        bio.text = "Likes transitions."
        bio.transitionModifiers = [.fade, .scale(0.8)]
        view.addSubview(bio)
    }
}

/// Looking at a running matched transition from a test.
@MainActor
enum Matched {
    /// The container's views that are neither screen: the stand-ins (or their arc pivots).
    static func standIns(in container: UIView?, besides screens: [UIView]) -> [UIView] {
        (container?.subviews ?? []).filter { view in !screens.contains { $0 === view } }
    }

    /// The on-screen frame of a stand-in added straight to the container.
    static func shownFrame(_ view: UIView) -> CGRect {
        view.layer.presentation()?.frame ?? view.frame
    }

    /// The on-screen centre of the stand-in riding the arc pivot `pivot`.
    static func shownCentreOnArc(_ pivot: UIView) -> CGPoint {
        let pivotLayer = pivot.layer.presentation() ?? pivot.layer
        let standIn = pivot.subviews[0]
        let inner = standIn.layer.presentation()?.position ?? standIn.center
        let t = pivotLayer.transform
        return CGPoint(
            x: pivotLayer.position.x + t.m11 * inner.x + t.m21 * inner.y,
            y: pivotLayer.position.y + t.m12 * inner.x + t.m22 * inner.y)
    }

    /// A host whose window shows a navigation controller (bar hidden) with `root`.
    static func navigation(_ root: UIViewController, _ transition: SegueTransition?) -> (
        HeadlessHost, UINavigationController
    ) {
        let host = HeadlessHost(screenSize: Stage.screen)
        return (host, navigation(root, transition, in: host))
    }

    /// `host`'s window showing a navigation controller (bar hidden) with `root`. Views made
    /// before the host belong to no host's engine: tests make the host first, as an app runs
    /// before it makes its views.
    static func navigation(_ root: UIViewController, _ transition: SegueTransition?, in host: HeadlessHost)
        -> UINavigationController
    {
        let navigation = UINavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = true
        navigation.navigationTransition = transition
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return navigation
    }

    /// A host whose window shows `root`.
    static func window(_ root: UIViewController) -> HeadlessHost {
        let host = HeadlessHost(screenSize: Stage.screen)
        host.window.rootViewController = root
        host.runUntilIdle()
        return host
    }
}
