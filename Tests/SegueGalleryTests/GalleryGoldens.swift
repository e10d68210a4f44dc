import TestSupport

/// Where the gallery's golden images live: `Tests/SegueGalleryTests/Goldens/`, beside this file.
let galleryGoldens = goldenImageDirectory(forTestFile: #filePath)
