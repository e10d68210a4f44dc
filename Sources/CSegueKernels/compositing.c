// Source over of colors and spans of source pixels: `D' = S·k + D·(1 − Sa·k)` per channel,
// with `x / 255` rounded to nearest. The wide paths keep the lane arithmetic of the Swift
// SIMD code they replaced (planes of 16-bit lanes wrapping as they did), so results are the
// same bytes for every input, valid premultiplied pixels or not.

#include "segue_pixels.h"

/// Planar source over of four pixels at `src` into `dst`: the even bytes (`rb`) and odd bytes
/// (`ga`) of each 16-bit lane blended as `s + div255(d·f)` and recombined as `rb | ga << 8`.
SEGUE_INLINE void over_planes(uint8_t *dst, const uint8_t *src, u16x8 s_rb, u16x8 s_ga, u16x8 f_rb, u16x8 f_ga) {
    u16x8 v;
    memcpy(&v, src, 16);
    u16x8 rb = s_rb + segue_div255((v & 0xFF) * f_rb), ga = s_ga + segue_div255((v >> 8) * f_ga);
    v = rb | (ga << 8);
    memcpy(dst, &v, 16);
}

void segue_color_over(void *dst, const void *src, ptrdiff_t count, uint32_t s, uint32_t alpha_shift) {
    if (count <= 0) return;
    uint8_t *d = dst;
    if (s == 0) {
        if (src != dst) memmove(dst, src, (size_t)count * 4);
        return;
    }
    uint32_t inverse = 255 - ((s >> alpha_shift) & 0xFF);
    if (inverse == 0) {
        // A solid fill, sixteen pixels a step in four vector stores: a debug build pays for
        // each trip around the loop and each `memcpy` (the loop stored one pixel a trip).
        const u32x4 fill = (u32x4){} + s;
        uint8_t *p = d, *end = d + (count & ~(ptrdiff_t)15) * 4;
        for (; p != end; p += 64) {
            SEGUE_PIXELS4(p) = fill;
            SEGUE_PIXELS4(p + 16) = fill;
            SEGUE_PIXELS4(p + 32) = fill;
            SEGUE_PIXELS4(p + 48) = fill;
        }
        for (end = d + (count & ~(ptrdiff_t)3) * 4; p != end; p += 16) SEGUE_PIXELS4(p) = fill;
        for (end = d + count * 4; p != end; p += 4) segue_store32(p, 0, s);
        return;
    }
    u16x8 sv = (u16x8)((u32x4){} + s), factor = (u16x8){} + (uint16_t)inverse;
    u16x8 s_rb = sv & 0xFF, s_ga = sv >> 8;
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        // over_planes written out: without optimisation an inlined call's arguments go
        // through memory, and this is the solid fill of every opaque view.
        u16x8 v;
        memcpy(&v, (const uint8_t *)src + i * 4, 16);
        u16x8 rb = (v & 0xFF) * factor + 128, ga = (v >> 8) * factor + 128;
        v = (s_rb + SEGUE_DIV255_ROUNDED(rb)) | ((s_ga + SEGUE_DIV255_ROUNDED(ga)) << 8);
        memcpy(d + i * 4, &v, 16);
    }
    for (; i < count; i++) segue_store32(d, i * 4, s + segue_scale(segue_load32(src, i * 4), inverse));
}

void segue_color_over_weights(void *dst, ptrdiff_t count, uint32_t color, const uint32_t *weights) {
    if (count <= 0 || color == 0) return;
    uint8_t *d = dst;
    u16x8 cv = (u16x8)((u32x4){} + color);
    u16x8 c_rb = cv & 0xFF, c_ga = cv >> 8;
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        u16x8 k;
        memcpy(&k, weights + i, 16);
        if ((weights[i] | weights[i + 1] | weights[i + 2] | weights[i + 3]) == 0) continue;
        u16x8 s_rb = segue_div255(c_rb * k), s_ga = segue_div255(c_ga * k);
        u32x4 alpha = (u32x4)s_ga >> 16;
        u16x8 inverse = 255 - (u16x8)(alpha | (alpha << 16));
        over_planes(d + i * 4, d + i * 4, s_rb, s_ga, inverse, inverse);
    }
    for (; i < count; i++) {
        uint32_t k = weights[i] & 0xFF;
        if (k == 0) continue;
        uint32_t s = segue_scale(color, k);
        segue_store32(d, i * 4, s + segue_scale(segue_load32(d, i * 4), 255 - (s >> 24)));
    }
}

void segue_source_over_span(void *dst, ptrdiff_t count, const uint32_t *src, uint32_t k, uint32_t alpha_shift) {
    if (k == 0 || count <= 0) return;
    uint8_t *d = dst;
    unsigned a = alpha_shift / 8;
    ptrdiff_t i = 0;
#if defined(__SSE2__)
    typedef char c8x16 __attribute__((vector_size(16)));
    const int opaque = 0x1111 << a;  // the alpha bytes' bits in a byte mask of four pixels
#endif
    // Four pixels a step, as two pairs of the loop below written out (fewer trips around the
    // loop, which a debug build pays for): a pair whose pixels are both transparent, or both
    // opaque, comes out the same whether it is blended or skipped (x · 255 + 128 divided by 255
    // is x, and 128 divided by 255 is 0), so only a whole quad is skipped.
    for (; i + 4 <= count; i += 4) {
#if defined(__SSE2__)
        // The quad's bytes tested with one compare each: four transparent pixels are skipped,
        // and at full coverage four opaque ones are copied (their inverse alphas are all 0, so
        // the lanes below would give back the same bytes), which most of an image's sampled
        // rows are. At full coverage a quad that gets past both has a pixel whose inverse
        // alpha is not 0: it blends without testing the inverses.
        u8x16 bytes;
        memcpy(&bytes, src + i, 16);
        if (__builtin_ia32_pmovmskb128((c8x16)(bytes == 0)) == 0xFFFF) continue;
        if (k == 255 && (__builtin_ia32_pmovmskb128((c8x16)(bytes == 255)) & opaque) == opaque) {
            SEGUE_PIXELS4(d + i * 4) = (u32x4)bytes;
            continue;
        }
#else
        if ((src[i] | src[i + 1] | src[i + 2] | src[i + 3]) == 0) continue;
        u8x16 bytes;
        memcpy(&bytes, src + i, 16);
#endif
        u16x8 s0 = __builtin_convertvector(__builtin_shufflevector(bytes, bytes, 0, 1, 2, 3, 4, 5, 6, 7), u16x8);
        u16x8 s1 = __builtin_convertvector(__builtin_shufflevector(bytes, bytes, 8, 9, 10, 11, 12, 13, 14, 15), u16x8);
        if (k != 255) {
            s0 = s0 * (uint16_t)k + 128;
            s0 = SEGUE_DIV255_ROUNDED(s0);
            s1 = s1 * (uint16_t)k + 128;
            s1 = SEGUE_DIV255_ROUNDED(s1);
        }
        u16x8 inverse0, inverse1;
        switch (a) {
        case 0:
            inverse0 = 255 - __builtin_shufflevector(s0, s0, 0, 0, 0, 0, 4, 4, 4, 4);
            inverse1 = 255 - __builtin_shufflevector(s1, s1, 0, 0, 0, 0, 4, 4, 4, 4);
            break;
        case 1:
            inverse0 = 255 - __builtin_shufflevector(s0, s0, 1, 1, 1, 1, 5, 5, 5, 5);
            inverse1 = 255 - __builtin_shufflevector(s1, s1, 1, 1, 1, 1, 5, 5, 5, 5);
            break;
        case 2:
            inverse0 = 255 - __builtin_shufflevector(s0, s0, 2, 2, 2, 2, 6, 6, 6, 6);
            inverse1 = 255 - __builtin_shufflevector(s1, s1, 2, 2, 2, 2, 6, 6, 6, 6);
            break;
        default:
            inverse0 = 255 - __builtin_shufflevector(s0, s0, 3, 3, 3, 3, 7, 7, 7, 7);
            inverse1 = 255 - __builtin_shufflevector(s1, s1, 3, 3, 3, 3, 7, 7, 7, 7);
            break;
        }
        uint64_t any[4];
        memcpy(any, &inverse0, 16);
        memcpy(any + 2, &inverse1, 16);
#if defined(__SSE2__)
        if (k == 255 || (any[0] | any[1] | any[2] | any[3]) != 0) {
#else
        if ((any[0] | any[1] | any[2] | any[3]) != 0) {
#endif
            memcpy(&bytes, d + i * 4, 16);
            u16x8 x0 = __builtin_convertvector(__builtin_shufflevector(bytes, bytes, 0, 1, 2, 3, 4, 5, 6, 7), u16x8);
            u16x8 x1 = __builtin_convertvector(__builtin_shufflevector(bytes, bytes, 8, 9, 10, 11, 12, 13, 14, 15), u16x8);
            x0 = x0 * inverse0 + 128;
            x1 = x1 * inverse1 + 128;
            s0 += SEGUE_DIV255_ROUNDED(x0);
            s1 += SEGUE_DIV255_ROUNDED(x1);
        }
        u8x8 out0 = __builtin_convertvector(s0, u8x8), out1 = __builtin_convertvector(s1, u8x8);
        memcpy(d + i * 4, &out0, 8);
        memcpy(d + i * 4 + 8, &out1, 8);
    }
    for (; i + 2 <= count; i += 2) {
        if ((src[i] | src[i + 1]) == 0) continue;  // two transparent pixels leave the destination as it is
        u8x8 bytes;
        memcpy(&bytes, src + i, 8);
        u16x8 s = __builtin_convertvector(bytes, u16x8);
        if (k != 255) {
            s = s * (uint16_t)k + 128;
            s = SEGUE_DIV255_ROUNDED(s);
        }
        // Each pixel's alpha in its four lanes, then 255 − alpha.
        u16x8 inverse;
        switch (a) {
        case 0: inverse = 255 - __builtin_shufflevector(s, s, 0, 0, 0, 0, 4, 4, 4, 4); break;
        case 1: inverse = 255 - __builtin_shufflevector(s, s, 1, 1, 1, 1, 5, 5, 5, 5); break;
        case 2: inverse = 255 - __builtin_shufflevector(s, s, 2, 2, 2, 2, 6, 6, 6, 6); break;
        default: inverse = 255 - __builtin_shufflevector(s, s, 3, 3, 3, 3, 7, 7, 7, 7); break;
        }
        uint64_t any[2];
        memcpy(any, &inverse, 16);
        if ((any[0] | any[1]) != 0) {
            memcpy(&bytes, d + i * 4, 8);
            u16x8 x = __builtin_convertvector(bytes, u16x8) * inverse + 128;
            s += SEGUE_DIV255_ROUNDED(x);
        }
        u8x8 out = __builtin_convertvector(s, u8x8);  // each lane's low byte
        memcpy(d + i * 4, &out, 8);
    }
    if (i < count) {
        uint32_t s = src[i];
        if (k != 255) s = segue_scale(s, k);
        uint32_t inverse = 255 - ((s >> alpha_shift) & 0xFF);
        segue_store32(d, i * 4, s + segue_scale(segue_load32(d, i * 4), inverse));
    }
}

void segue_source_over(void *dst, ptrdiff_t count, const uint32_t *src, ptrdiff_t src_step,
                       const uint8_t *coverage, ptrdiff_t coverage_step, uint32_t alpha_shift) {
    uint8_t *d = dst;
    for (ptrdiff_t i = 0; i < count; i++) {
        uint32_t k = coverage[i * coverage_step];
        if (k == 0) continue;
        uint32_t s = src[i * src_step];
        if (k != 255) s = segue_scale(s, k);
        uint32_t inverse = 255 - ((s >> alpha_shift) & 0xFF);
        if (inverse == 0) {
            segue_store32(d, i * 4, s);
        } else if (s != 0) {
            segue_store32(d, i * 4, s + segue_scale(segue_load32(d, i * 4), inverse));
        }
    }
}
