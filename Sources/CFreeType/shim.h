#ifndef SEGUE_CFREETYPE_SHIM_H
#define SEGUE_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>
#endif
