import Foundation
import OpenUIKit
import SegueTesting
import Testing

/// Swift 5 client code in the shape of Apple's iOS 18 zoom example: a city list whose rows zoom
/// into a detail screen (`preferredTransition = .zoom`, behind `#available`), where the person
/// can swipe to the next city, so the provider looks the row up from the detail's city each time.
class CityListViewController: UITableViewController {
    let cities = ["Cupertino", "Lisbon", "Kyoto", "Oslo", "Quito", "Perth"]
    var providerCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
        tableView.rowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = CityDetailViewController(city: cities[indexPath.row], list: self)
        if #available(iOS 18.0, *) {
            let options = UIViewController.Transition.ZoomOptions()
            options.dimmingColor = UIColor.black.withAlphaComponent(0.4)
            detail.preferredTransition = .zoom(options: options) { [weak self] context in
                guard let self = self, let detail = context.zoomedViewController as? CityDetailViewController,
                    let row = self.cities.firstIndex(of: detail.city)
                else { return nil }
                self.providerCalls += 1
                return self.tableView.cellForRow(at: IndexPath(row: row, section: 0))
            }
        }
        navigationController?.pushViewController(detail, animated: true)
    }
}

class CityDetailViewController: UIViewController {
    private(set) var city: String
    weak var list: CityListViewController?

    init(city: String, list: CityListViewController) {
        self.city = city
        self.list = list
        super.init(nibName: nil, bundle: nil)
        title = city
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    func showNextCity() {
        guard let cities = list?.cities, let index = cities.firstIndex(of: city) else { return }
        city = cities[(index + 1) % cities.count]
        title = city
    }
}

@MainActor
@Suite struct CityZoomClientTests {
    @Test func aRowZoomsInAndADragZoomsBackIntoTheNextCitysRow() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let list = CityListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runUntilIdle()

        host.tap(at: CGPoint(x: 195, y: 44 + 80 * 1 + 40))  // Lisbon
        host.runUntilIdle()
        let detail = navigation.topViewController as? CityDetailViewController
        #expect(detail?.city == "Lisbon")
        #expect(list.providerCalls == 1)

        detail?.showNextCity()  // Kyoto, the row below
        let kyoto = list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        var hiddenDuringZoomOut = false
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3) {
            if kyoto?.isHidden == true { hiddenDuringZoomOut = true }
        }
        host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(list.providerCalls == 2)
        #expect(hiddenDuringZoomOut, "the zoom went back into Kyoto's row")
        #expect(kyoto?.isHidden == false)
    }
}
