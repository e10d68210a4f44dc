#ifndef SEGUE_CX11_SHIM_H
#define SEGUE_CX11_SHIM_H

// Xlib, the MIT-SHM extension and System V shared memory, for SegueX11.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>

// Xlib's XDestroyImage is a macro calling through the image's function table.
static inline int segue_XDestroyImage(XImage *image) { return XDestroyImage(image); }

#endif
