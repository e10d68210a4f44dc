import OpenUIKit
import SegueTesting
import Testing

// Swift 6 client code: a filter bar whose segmented control, switch and slider drive a model
// through `UIAction`s, and a pull-to-refresh list, written as iOS code in the Swift 6 mode is.

@MainActor
final class FilterBarViewController: UIViewController {
    struct Filter: Equatable {
        var scope = 0
        var onlyFavourites = false
        var minimumRating: Float = 0
    }

    private(set) var filter = Filter()
    private(set) var refreshCount = 0
    let scope = UISegmentedControl(items: ["All", "Recent"])
    let favourites = UISwitch()
    let rating = UISlider()
    let list = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        scope.selectedSegmentIndex = 0
        scope.addAction(
            UIAction { [unowned self] _ in self.filter.scope = self.scope.selectedSegmentIndex }, for: .valueChanged)
        favourites.addAction(
            UIAction { [unowned self] _ in self.filter.onlyFavourites = self.favourites.isOn }, for: .valueChanged)
        rating.maximumValue = 5
        rating.addAction(
            UIAction { [unowned self] _ in self.filter.minimumRating = self.rating.value.rounded() }, for: .valueChanged
        )
        let refresh = UIRefreshControl()
        refresh.addAction(
            UIAction { [unowned self] action in
                self.refreshCount += 1
                (action.sender as? UIRefreshControl)?.endRefreshing()
            }, for: .valueChanged)
        list.refreshControl = refresh
        for subview in [list, scope, favourites, rating] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scope.frame = CGRect(x: 20, y: 60, width: 200, height: 32)
        favourites.frame.origin = CGPoint(x: 240, y: 60)
        rating.frame = CGRect(x: 20, y: 110, width: 300, height: 31)
        list.frame = CGRect(x: 0, y: 160, width: view.bounds.width, height: view.bounds.height - 160)
    }
}

@MainActor @Test func aFilterBarInSwiftSix() {
    let host = HeadlessHost()
    let filters = FilterBarViewController()
    host.window.rootViewController = filters
    host.runUntilIdle()
    host.tap(at: CGPoint(x: 170, y: 76))
    host.tap(at: CGPoint(x: 265, y: 75))
    host.drag(from: CGPoint(x: 34, y: 125), to: CGPoint(x: 306, y: 125), duration: 0.3)
    #expect(filters.filter == .init(scope: 1, onlyFavourites: true, minimumRating: 5))
    host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.5)
    host.runUntilIdle()
    #expect(filters.refreshCount == 1)
    #expect(filters.list.refreshControl?.isRefreshing == false)
    #expect(filters.list.contentOffset.y == 0)
}
