import Foundation

/// Where the gallery's golden images live: `Tests/SegueGalleryTests/Goldens/`, beside this file.
let galleryGoldens = ((#filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Goldens")
