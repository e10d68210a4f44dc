import SeguePort

// The porting tool: `segue port` runs this executable (it alone builds swift-syntax).
SeguePortCommand.runAsMain()
