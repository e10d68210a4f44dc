// Pixel arithmetic shared by the kernels.
//
// The wide paths use clang's vector extensions rather than SSE2 intrinsics: the same source
// serves every architecture, and without optimisation (debug builds compile C at -O0) a
// vector expression still becomes a few vector instructions, where each intrinsic would be
// a call-like sequence of stack loads and stores — about 2× slower than -O2 instead of
// more than 10×. Helpers are `always_inline`, which clang honours at -O0 too.

#ifndef SEGUE_PIXELS_H
#define SEGUE_PIXELS_H

#include "CSegueKernels.h"
#include <string.h>

#define SEGUE_INLINE static inline __attribute__((always_inline))

typedef uint8_t u8x4 __attribute__((vector_size(4)));
typedef uint8_t u8x8 __attribute__((vector_size(8)));
typedef uint8_t u8x16 __attribute__((vector_size(16)));
typedef uint16_t u16x4 __attribute__((vector_size(8)));
typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint32_t u32x4 __attribute__((vector_size(16)));
typedef int16_t i16x8 __attribute__((vector_size(16)));
typedef int32_t i32x4 __attribute__((vector_size(16)));

/// Four pixels anywhere in memory (unaligned, and aliasing any type): a store through it is
/// one vector store even without optimisation, where `memcpy` from a named vector first
/// writes the vector to the stack and then copies it eight bytes at a time.
typedef uint32_t u32x4_loose __attribute__((vector_size(16), aligned(1), may_alias));
#define SEGUE_PIXELS4(pointer) (*(u32x4_loose *)(pointer))

/// Every byte of `p` times `k/255`, rounded to nearest.
SEGUE_INLINE uint32_t segue_scale(uint32_t p, uint32_t k) {
    uint32_t rb = (p & 0x00FF00FFu) * k + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * k + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

/// Two premultiplied pixels mixed `w/256` of the way from `a` to `b`.
SEGUE_INLINE uint32_t segue_lerp(uint32_t a, uint32_t b, uint32_t w) {
    uint32_t v = 256 - w;
    return ((((a & 0x00FF00FFu) * v + (b & 0x00FF00FFu) * w) >> 8) & 0x00FF00FFu)
        | ((((a >> 8) & 0x00FF00FFu) * v + ((b >> 8) & 0x00FF00FFu) * w) & 0xFF00FF00u);
}

SEGUE_INLINE uint32_t segue_load32(const void *p, ptrdiff_t offset) {
    uint32_t v;
    memcpy(&v, (const uint8_t *)p + offset, 4);
    return v;
}

SEGUE_INLINE void segue_store32(void *p, ptrdiff_t offset, uint32_t v) { memcpy((uint8_t *)p + offset, &v, 4); }

SEGUE_INLINE ptrdiff_t segue_clamp(ptrdiff_t x, ptrdiff_t hi) { return x < 0 ? 0 : (x > hi ? hi : x); }

/// Eight bytes at `p + offset` widened to 16-bit lanes.
SEGUE_INLINE u16x8 segue_widen8(const void *p, ptrdiff_t offset) {
    u8x8 v;
    memcpy(&v, (const uint8_t *)p + offset, 8);
    return __builtin_convertvector(v, u16x8);
}

/// `v >> 8 + v >> 16`, i.e. `(v · 257) >> 16`, in each 16-bit lane: `x / 255` rounded when
/// `v = x + 128`. On x86-64 one high-half multiply (the builtin is one instruction even
/// without optimisation).
#if defined(__SSE2__)
#define SEGUE_DIV255_ROUNDED(v) ((u16x8)__builtin_ia32_pmulhuw128((i16x8)(v), (i16x8){257, 257, 257, 257, 257, 257, 257, 257}))
#else
#define SEGUE_DIV255_ROUNDED(v) (((v) + ((v) >> 8)) >> 8)
#endif

/// `x / 255` rounded to nearest in each 16-bit lane (exact for `x <= 255 * 255`):
/// `(v + (v >> 8)) >> 8` with `v = x + 128`, which is `(v * 257) >> 16`.
SEGUE_INLINE u16x8 segue_div255(u16x8 x) {
    return SEGUE_DIV255_ROUNDED(x + 128);
}

/// An RGBA pixel in the destination order.
SEGUE_INLINE uint32_t segue_convert(uint32_t p, segue_order order) {
    switch (order.kind) {
    case 0: return p;
    case 1: return (p & 0xFF00FF00u) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16);
    default:
        return (p & 0xFF) << order.red | ((p >> 8) & 0xFF) << order.green | ((p >> 16) & 0xFF) << order.blue
            | (p >> 24) << order.alpha;
    }
}

/// Source over of one RGBA sample under coverage `k`, alpha in the fourth byte.
SEGUE_INLINE void segue_put_one(uint32_t rgba, void *dst, ptrdiff_t offset, uint32_t k, int32_t swap) {
    uint32_t s = swap ? (rgba & 0xFF00FF00u) | ((rgba >> 16) & 0xFF) | ((rgba & 0xFF) << 16) : rgba;
    if (k != 255) s = segue_scale(s, k);
    uint32_t inverse = 255 - (s >> 24);
    if (inverse == 0) {
        segue_store32(dst, offset, s);
    } else if (s != 0) {
        segue_store32(dst, offset, s + segue_scale(segue_load32(dst, offset), inverse));
    }
}

/// The bilinear sample of a texel square inside the image, rows first (`top` and `bottom`
/// point at its left texels): its four channels in 16-bit lanes.
SEGUE_INLINE u16x4 segue_rows_first(const uint8_t *top, const uint8_t *bottom, uint16_t wy, uint16_t wx) {
    u16x8 column = (segue_widen8(top, 0) * (uint16_t)(256 - wy) + segue_widen8(bottom, 0) * wy) >> 8;
    // (256 − wx) in the left texel's lanes, wx in the right's (wrapping 16-bit arithmetic).
    u16x8 mixed = column * ((u16x8){256, 256, 256, 256, 0, 0, 0, 0} + (u16x8){0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 1, 1, 1, 1} * wx);
    return (__builtin_shufflevector(mixed, mixed, 0, 1, 2, 3) + __builtin_shufflevector(mixed, mixed, 4, 5, 6, 7)) >> 8;
}

/// Four channels (each at most 255) packed into a pixel.
SEGUE_INLINE uint32_t segue_pack(u16x4 channels) {
    u8x4 p = __builtin_convertvector(channels, u8x4);
    uint32_t v;
    memcpy(&v, &p, 4);
    return v;
}

/// The bilinear sample at 32.32 position `(fu, fv)`: rows first when both texel pairs are
/// inside the image, else columns first with texels clamped.
SEGUE_INLINE uint32_t segue_sample(const uint8_t *pixels, ptrdiff_t width, ptrdiff_t height, int64_t fu, int64_t fv) {
    ptrdiff_t ix = (ptrdiff_t)(fu >> 32), iy = (ptrdiff_t)(fv >> 32);
    uint32_t wx = (uint32_t)((fu >> 24) & 0xFF), wy = (uint32_t)((fv >> 24) & 0xFF);
    ptrdiff_t max_x = width - 1, max_y = height - 1;
    if (ix >= 0 && ix < max_x && iy >= 0 && iy < max_y) {
        const uint8_t *at = pixels + (iy * width + ix) * 4;
        return segue_pack(segue_rows_first(at, at + width * 4, (uint16_t)wy, (uint16_t)wx));
    }
    ptrdiff_t xa = segue_clamp(ix, max_x), xb = segue_clamp(ix + 1, max_x);
    ptrdiff_t ya = segue_clamp(iy, max_y), yb = segue_clamp(iy + 1, max_y);
    uint32_t ta = segue_load32(pixels, (ya * width + xa) * 4), tb = segue_load32(pixels, (ya * width + xb) * 4);
    uint32_t ba = segue_load32(pixels, (yb * width + xa) * 4), bb = segue_load32(pixels, (yb * width + xb) * 4);
    return segue_lerp(segue_lerp(ta, tb, wx), segue_lerp(ba, bb, wx), wy);
}

/// Composites four samples (16-bit channels, RGBA, pixels 0–1 in `s01`, 2–3 in `s23`) at
/// `dst` under coverage `k`; results are saturated to 0…255 as SSE2's `packus` would.
SEGUE_INLINE void segue_put4(u16x8 s01, u16x8 s23, uint8_t *dst, uint32_t k, int32_t swap, int32_t mode) {
    if (swap) {
        s01 = __builtin_shufflevector(s01, s01, 2, 1, 0, 3, 6, 5, 4, 7);
        s23 = __builtin_shufflevector(s23, s23, 2, 1, 0, 3, 6, 5, 4, 7);
    }
    if (mode != 0) {
        s01 = segue_div255(s01 * (uint16_t)k);
        s23 = segue_div255(s23 * (uint16_t)k);
        u16x8 i01, i23;
        if (mode == 1) {
            i01 = i23 = (u16x8){} + (uint16_t)(255 - k);
        } else {
            i01 = 255 - __builtin_shufflevector(s01, s01, 3, 3, 3, 3, 7, 7, 7, 7);
            i23 = 255 - __builtin_shufflevector(s23, s23, 3, 3, 3, 3, 7, 7, 7, 7);
        }
        s01 += segue_div255(segue_widen8(dst, 0) * i01);
        s23 += segue_div255(segue_widen8(dst, 8) * i23);
    }
    // Saturated (as signed 16-bit lanes) to 0…255. SSE2's pack instruction as a builtin is
    // one instruction even without optimisation (unlike its `_mm_` wrapper function).
#if defined(__SSE2__)
    u8x16 out = (u8x16)__builtin_ia32_packuswb128((i16x8)s01, (i16x8)s23);
#else
    i16x8 a = (i16x8)s01, b = (i16x8)s23;
    a = (a & ~(a < 0) & ~(a > 255)) | ((a > 255) & 255);
    b = (b & ~(b < 0) & ~(b > 255)) | ((b > 255) & 255);
    u8x16 out = __builtin_shufflevector(__builtin_convertvector(a, u8x8), __builtin_convertvector(b, u8x8), 0, 1, 2, 3, 4,
                                        5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
#endif
    memcpy(dst, &out, 16);
}

#endif
