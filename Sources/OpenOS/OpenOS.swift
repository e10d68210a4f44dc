// OpenOS: the parts of Apple's `os` module (and `os.log`, `OSLog`) that ported code uses —
// `Logger`, `OSLog`, `os_log`, `os_unfair_lock`, `OSAllocatedUnfairLock` — and Darwin's
// `HUGE`. The port maps `import os`, `import os.log` and `import OSLog` to `import OpenOS`.
// OpenUIKit does not re-export this module: its `Logger` would clash with swift-log's.
