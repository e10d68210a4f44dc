import Foundation

/// Where the gallery's snapshot images live: `Tests/SegueGalleryTests/__Snapshots__/`, beside this file.
let gallerySnapshots = ((#filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
    "__Snapshots__")
