import SegueCommandLine
import SegueGallery

// The `segue` executable: the command line over the gallery's demos.
SegueCommandLine.main(demos: Gallery.demos)
