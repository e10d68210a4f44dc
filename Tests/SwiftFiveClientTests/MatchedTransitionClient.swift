import OpenUIKit
import SegueTesting
import SegueTransitions
import Testing

// Swift 5 client code of matched views, as a Hero app writes it after the port: `hero.id`
// becomes `transitionID`, `hero.modifiers` becomes `transitionModifiers`, and a shop's product
// list finds the tapped cell's image with a provider.

class ShopListViewController: UITableViewController {
    let products = ["Kettle", "Lamp", "Chair", "Desk"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 80
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "product")
        matchedViewProvider = { [weak self] id in
            guard let self = self, let row = self.products.firstIndex(of: id) else { return nil }
            return self.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.contentView.viewWithTag(7)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
        if cell.contentView.viewWithTag(7) == nil {
            let thumbnail = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
            thumbnail.tag = 7
            thumbnail.backgroundColor = .systemTeal
            cell.contentView.addSubview(thumbnail)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let product = ProductViewController()
        product.name = products[indexPath.row]
        product.modalTransition = .fade  // was: product.hero.isEnabled = true
        present(product, animated: true, completion: nil)
    }
}

class ProductViewController: UIViewController {
    var name = ""
    let picture = UIView()
    let price = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        picture.frame = CGRect(x: 0, y: 80, width: 390, height: 300)
        picture.backgroundColor = .systemTeal
        picture.transitionID = name  // was: picture.hero.id = name
        view.addSubview(picture)
        price.frame = CGRect(x: 20, y: 400, width: 200, height: 40)
        price.transitionModifiers = [.fade, .translate(x: 0, y: 50), .delay(0.1)]  // was: price.hero.modifiers = [...]
        view.addSubview(price)
    }
}

@MainActor
@Suite struct MatchedTransitionClientTests {
    @Test func aShopListTapsAProductAndItsThumbnailFliesToThePicture() {
        let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844))
        let list = ShopListViewController(style: .plain)
        host.window.rootViewController = list
        host.runUntilIdle()
        let row = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        host.advance(by: 0.1)
        let product = list.presentedViewController as? ProductViewController
        #expect(product?.name == "Lamp")
        #expect(product?.picture.isHidden == true, "the real picture waits while its stand-in flies")
        #expect(
            list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.viewWithTag(7)?.isHidden == true)
        host.runUntilIdle()
        #expect(product?.picture.isHidden == false)
        #expect(product?.price.alpha == 1)
        #expect(
            list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.viewWithTag(7)?.isHidden == false)
    }
}
