import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A "Today"-style screen written the way an app declares it: a view controller owning a
/// collection view, a section provider returning a centred-paging carousel of featured
/// cards and a list of apps, cells registered with registrations.
final class FeaturedAppsViewController: UIViewController {
    enum Section: Int, CaseIterable { case featured, apps }

    var collectionView: UICollectionView!
    var selected: [IndexPath] = []
    let featuredCount = 8
    let appCount = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex)! {
            case .featured:
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(
                        widthDimension: .fractionalWidth(0.8),
                        heightDimension: .absolute(180)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    let width = environment.container.contentSize.width
                    for item in items {
                        let distance = abs(item.frame.midX - offset.x - width / 2)
                        let scale = max(0.85, 1 - distance / width * 0.3)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
                return section
            case .apps:
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .fractionalHeight(1.0)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(
                        widthDimension: .fractionalWidth(1.0),
                        heightDimension: .absolute(64)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
    }

    private let cardRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, index in
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(index) / 8, saturation: 0.7, brightness: 0.9, alpha: 1)
        cell.contentView.layer.cornerRadius = 12
    }

    private let rowRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, index in
        cell.contentView.backgroundColor = UIColor(white: index % 2 == 0 ? 0.85 : 0.75, alpha: 1)
    }
}

extension FeaturedAppsViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { Section.allCases.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == Section.featured.rawValue ? featuredCount : appCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        if indexPath.section == Section.featured.rawValue {
            return collectionView.dequeueConfiguredReusableCell(
                using: cardRegistration, for: indexPath, item: indexPath.item)
        }
        return collectionView.dequeueConfiguredReusableCell(
            using: rowRegistration, for: indexPath, item: indexPath.item)
    }
}

extension FeaturedAppsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite struct AppStoreLayoutClientTests {
    @Test func featuredCarouselPagesCentredAndRenders() throws {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 600))
        let controller = FeaturedAppsViewController()
        host.window.rootViewController = controller
        host.runUntilIdle()
        let collectionView = controller.collectionView!
        // Cards 312 wide (0.8 × 390), 12 apart; the first starts centred (39 … 351 on screen).
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 16, width: 312, height: 180))
        expectEqual(first.convert(first.bounds, to: collectionView).midX, 195)
        #expect(first.transform == .identity)  // in the middle: full size
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 16, y: 212 + 4, width: 358, height: 56))
        let before = host.render()

        host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.1)
        host.runUntilIdle()
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(abs(second.convert(second.bounds, to: collectionView).midX - 195) < 1e-9)
        expectEqual(second.transform, .identity)
        let neighbour = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(neighbour.transform.a < 1)  // shrunk at the side
        expectEqual(collectionView.contentOffset, .zero)
        let after = host.render()
        try writeContactSheet([before, after], to: NSTemporaryDirectory() + "segue-orthogonal-carousel.png")

        host.tap(at: CGPoint(x: 195, y: 100))
        host.runUntilIdle()
        expectEqual(controller.selected, [IndexPath(item: 1, section: 0)])
    }
}
