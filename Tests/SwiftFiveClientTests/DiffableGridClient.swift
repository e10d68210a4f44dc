import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 client code in the shape of Apple's "Implementing Modern Collection Views" grid
/// sample: a view controller with a section enum, a Hashable item struct, a compositional
/// grid layout, a cell registration feeding a diffable data source, and a delegate in an
/// extension that reads the selected item back from the data source.
class DiffableGridViewController: UIViewController {
    enum Section {
        case main
    }

    struct Item: Hashable {
        let identifier = UUID()
        let title: String
    }

    class TextCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = contentView.bounds
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Item>! = nil
    var collectionView: UICollectionView! = nil
    var items = (0..<20).map { Item(title: "\($0)") }
    var selectedTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<TextCell, Item> { cell, indexPath, item in
            cell.label.text = item.title
            cell.contentView.backgroundColor = .lightGray
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        applyItems(animatingDifferences: false)
    }

    func applyItems(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func shuffleFirstRow() {
        items.swapAt(0, 3)
        items.remove(at: 1)
        applyItems(animatingDifferences: true)
    }
}

extension DiffableGridViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        selectedTitles.append(item.title)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

@MainActor
@Suite struct DiffableGridClientTests {
    @Test func theGridShowsItsItemsAndSelectionsNameTheMovedItems() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let controller = DiffableGridViewController()
        host.window.rootViewController = controller
        host.runFrame()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.visibleCells.count == 20)
        let first = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? DiffableGridViewController.TextCell)
        #expect(first.label.text == "0")
        controller.shuffleFirstRow()
        host.runUntilIdle()
        let titles = collectionView.indexPathsForVisibleItems.map {
            (collectionView.cellForItem(at: $0) as? DiffableGridViewController.TextCell)?.label.text ?? "?"
        }
        #expect(titles == controller.items.map(\.title))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 150, y: 50))
        #expect(controller.selectedTitles == ["3", "2"])
    }

    @Test func applyingFromABackgroundThreadStopsWithAClearMessage() async {
        // Swift 5 code may call the main-actor apply from another thread (only a warning);
        // Segue stops there instead of racing the view.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let controller = await MainActor.run { () -> DiffableGridViewController in
                let controller = DiffableGridViewController()
                controller.loadViewIfNeeded()
                return controller
            }
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                controller.applyItems(animatingDifferences: true)
                done.signal()
            }
            thread.start()
            done.wait()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:) was called off the main thread"
            ))
    }
}
