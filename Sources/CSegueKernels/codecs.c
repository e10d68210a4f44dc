// The per-byte loops of PNG encoding: Adler-32, the Up and Sub row filters, masking the
// pixels an animation frame leaves unchanged, and RGBA to RGB.

#include "segue_pixels.h"

typedef uint32_t u32x16 __attribute__((vector_size(64)));

enum { adler_modulus = 65521, adler_block = 4096 };

uint32_t segue_adler32(const void *bytes, ptrdiff_t count, uint32_t adler) {
    const uint8_t *input = bytes;
    uint32_t a = adler & 0xFFFF, b = adler >> 16;
    const u32x16 lane_index = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    for (ptrdiff_t offset = 0; offset < count; offset += adler_block) {
        ptrdiff_t n = count - offset < adler_block ? count - offset : adler_block;
        const uint8_t *block = input + offset;
        // For C chunks of 16 and a tail of t bytes, byte j of chunk k has weight
        // t + 16 (C − k) − j; Σₖ (C − k)·vₖ is the sum of the running sums after each chunk.
        // Σ (n − i)·bᵢ ≤ 255·n(n + 1)/2 stays below 2^32 for n ≤ 4096.
        u32x16 lanes = {0}, running = {0};
        ptrdiff_t chunks = n / 16;
        for (ptrdiff_t k = 0; k < chunks; k++) {
            u8x16 v;
            memcpy(&v, block + k * 16, 16);
            lanes += __builtin_convertvector(v, u32x16);
            running += lanes;
        }
        u32x16 indexed = lanes * lane_index;
        uint32_t plain = 0, run = 0, index_sum = 0;
        for (int j = 0; j < 16; j++) {
            plain += lanes[j];
            run += running[j];
            index_sum += indexed[j];
        }
        uint32_t tail = (uint32_t)(n - chunks * 16);
        uint32_t weighted = tail * plain + 16 * run - index_sum;
        for (ptrdiff_t i = chunks * 16; i < n; i++) {
            plain += block[i];
            weighted += (uint32_t)(n - i) * block[i];
        }
        b = (b + (uint32_t)n * a % adler_modulus + weighted % adler_modulus) % adler_modulus;
        a = (a + plain) % adler_modulus;
    }
    return b << 16 | a;
}

void segue_filter_up(const uint8_t *row, const uint8_t *above, ptrdiff_t count, uint8_t *output) {
    output[0] = 2;
    uint8_t *out = output + 1;
    ptrdiff_t i = 0;
    for (; i + 16 <= count; i += 16) {
        u8x16 r, a;
        memcpy(&r, row + i, 16);
        memcpy(&a, above + i, 16);
        r -= a;
        memcpy(out + i, &r, 16);
    }
    for (; i < count; i++) out[i] = (uint8_t)(row[i] - above[i]);
}

void segue_filter_sub(const uint8_t *row, ptrdiff_t count, ptrdiff_t bytes_per_pixel, uint8_t *output) {
    output[0] = 1;
    uint8_t *out = output + 1;
    ptrdiff_t i = 0;
    for (; i < bytes_per_pixel && i < count; i++) out[i] = row[i];
    for (; i + 16 <= count; i += 16) {
        u8x16 r, left;
        memcpy(&r, row + i, 16);
        memcpy(&left, row + i - bytes_per_pixel, 16);
        r -= left;
        memcpy(out + i, &r, 16);
    }
    for (; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bytes_per_pixel]);
}

void segue_mask_unchanged(const void *pixels, const void *canvas, ptrdiff_t count, void *output) {
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        u32x4 p, c;
        memcpy(&p, (const uint8_t *)pixels + i * 4, 16);
        memcpy(&c, (const uint8_t *)canvas + i * 4, 16);
        p &= (u32x4)(p != c);
        memcpy((uint8_t *)output + i * 4, &p, 16);
    }
    for (; i < count; i++) {
        uint32_t p = segue_load32(pixels, i * 4);
        segue_store32(output, i * 4, p == segue_load32(canvas, i * 4) ? 0 : p);
    }
}

/// Four pixels at a time with one byte shuffle: `pshufb` where the function is compiled for
/// SSSE3, a longer sequence of SSE2 unpacks and packs otherwise.
#define SEGUE_DROP_ALPHA_BODY                                                                       \
    ptrdiff_t i = 0;                                                                                \
    for (; i + 4 <= count; i += 4) {                                                                \
        u8x16 v;                                                                                    \
        memcpy(&v, pixels + i * 4, 16);                                                             \
        u8x16 packed = __builtin_shufflevector(v, v, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0); \
        memcpy(output + i * 3, &packed, 12);                                                        \
    }                                                                                               \
    for (; i < count; i++) {                                                                        \
        output[i * 3] = pixels[i * 4];                                                              \
        output[i * 3 + 1] = pixels[i * 4 + 1];                                                      \
        output[i * 3 + 2] = pixels[i * 4 + 2];                                                      \
    }

static void drop_alpha_baseline(const uint8_t *pixels, ptrdiff_t count, uint8_t *output) {
    SEGUE_DROP_ALPHA_BODY
}

#if defined(__x86_64__)
__attribute__((target("ssse3")))
static void drop_alpha_ssse3(const uint8_t *pixels, ptrdiff_t count, uint8_t *output) {
    SEGUE_DROP_ALPHA_BODY
}
#endif

void segue_drop_alpha(const uint8_t *pixels, ptrdiff_t count, uint8_t *output) {
#if defined(__x86_64__)
    // Every x86-64 processor since 2006 has SSSE3; the baseline covers the rest.
    if (__builtin_cpu_supports("ssse3")) {
        drop_alpha_ssse3(pixels, count, output);
        return;
    }
#endif
    drop_alpha_baseline(pixels, count, output);
}

bool segue_all_opaque(const void *pixels, ptrdiff_t count) {
    const uint8_t *bytes = pixels;
    const u32x4 alpha = {0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u};
    ptrdiff_t i = 0;
    // Sixteen pixels a step: AND them together, then look at the alphas once.
    for (; i + 16 <= count; i += 16) {
        u32x4 a, b, c, d;
        memcpy(&a, bytes + i * 4, 16);
        memcpy(&b, bytes + i * 4 + 16, 16);
        memcpy(&c, bytes + i * 4 + 32, 16);
        memcpy(&d, bytes + i * 4 + 48, 16);
        u32x4 all = (a & b & c & d) & alpha;
        if (all[0] != alpha[0] || all[1] != alpha[0] || all[2] != alpha[0] || all[3] != alpha[0]) return false;
    }
    for (; i < count; i++) {
        if (bytes[i * 4 + 3] != 255) return false;
    }
    return true;
}
