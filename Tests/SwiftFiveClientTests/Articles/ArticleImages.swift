// Where the documentation articles' pictures live: the DocC catalogs' Resources folders. The
// article tests compare their recordings with these pictures as snapshots
// (`SEGUE_RECORD_SNAPSHOTS=1` renders them again), so a picture in an article is always what
// the article's code draws today.
import Foundation
import OpenUIKit

enum ArticleImages {
    /// The repository's root, from this file's place in it (Tests/SwiftFiveClientTests/Articles).
    static let root: String = {
        var path = #filePath as NSString
        for _ in 0..<4 { path = path.deletingLastPathComponent as NSString }
        return path as String
    }()

    /// The OpenUIKit catalog's pictures.
    static let openUIKit = root + "/Sources/OpenUIKit/OpenUIKit.docc/Resources"
    /// The SegueTesting catalog's pictures.
    static let segueTesting = root + "/Sources/SegueTesting/SegueTesting.docc/Resources"

    /// The small screen every article renders on: pictures stay a few tens of kilobytes.
    static let screenSize = CGSize(width: 200, height: 360)
}

/// A label centred near the top of `view`, as the articles' screens show their names.
func articleTitle(_ text: String, in view: UIView, color: UIColor = .white) {
    let label = UILabel(frame: CGRect(x: 0, y: 60, width: view.bounds.width, height: 40))
    label.text = text
    label.textAlignment = .center
    label.textColor = color
    label.font = .boldSystemFont(ofSize: 22)
    label.autoresizingMask = [.flexibleWidth]
    view.addSubview(label)
}
