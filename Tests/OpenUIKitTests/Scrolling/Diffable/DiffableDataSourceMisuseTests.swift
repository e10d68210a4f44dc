import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// Misuses of diffable data sources get defined outcomes: what UIKit raises stops the program
/// with a clear reason.
@Suite struct DiffableDataSourceMisuseTests {
    private func standardError(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func aCellProviderReturningNilIsAProgrammerError() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let host = HeadlessHost()
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                        collectionViewLayout: UICollectionViewFlowLayout())
                    host.window.addSubview(collectionView)
                    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                        _, _, _ in nil
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(["a"])
                    dataSource.apply(snapshot)
                    host.runFrame()
                }
            })
        #expect(message.contains("UICollectionView dataSource returned a nil cell for item at index path: (0-0)"))
    }

    @Test func aTableCellProviderReturningNilIsAProgrammerError() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let host = HeadlessHost()
                    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
                    host.window.addSubview(tableView)
                    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in nil }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(["a"])
                    dataSource.apply(snapshot)
                    host.runFrame()
                }
            })
        #expect(message.contains("UITableView dataSource returned a nil cell for row at index path: (0-0)"))
    }

    @Test func aHeaderWithoutASupplementaryViewProviderIsAProgrammerError() async {
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let host = HeadlessHost()
                    let layout = UICollectionViewFlowLayout()
                    layout.headerReferenceSize = CGSize(width: 320, height: 30)
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                    host.window.addSubview(collectionView)
                    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                        view, indexPath, _ in
                        view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(["a"])
                    dataSource.apply(snapshot)
                    host.runFrame()
                }
            })
        #expect(message.contains("has no supplementaryViewProvider"))
    }

    @Test func duplicateItemsFromAClientModelStopBeforeAnyApply() async {
        struct Contact: Hashable, Sendable {
            var id: Int
            var name: String
        }
        let message = standardError(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = NSDiffableDataSourceSnapshot<String, Contact>()
                snapshot.appendSections(["friends", "family"])
                snapshot.appendItems([Contact(id: 1, name: "Ann")], toSection: "friends")
                snapshot.appendItems([Contact(id: 1, name: "Ann")], toSection: "family")
            })
        #expect(message.contains("supplied item identifiers are not unique"))
    }
}
