// The per-byte loops of PNG encoding: Adler-32, the Up and Sub row filters, masking the
// pixels an animation frame leaves unchanged, and RGBA to RGB.

#include "segue_pixels.h"

typedef uint32_t u32x16 __attribute__((vector_size(64)));

enum { adler_modulus = 65521, adler_block = 4096 };

/// The portable Adler-32: blocks of 4096 bytes, 16 at a time as 32-bit lanes.
static uint32_t adler32_baseline(const uint8_t *input, ptrdiff_t count, uint32_t adler) {
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

#if defined(__x86_64__)
typedef int8_t i8x16 __attribute__((vector_size(16)));

/// Adler-32 with SSSE3, 32 bytes a step: `psadbw` sums the bytes, `pmaddubsw` and `pmaddwd`
/// weigh them by 32 … 1, and each step adds 32 × the byte sum before it (kept as a running
/// sum of sums). Blocks of at most 5,536 bytes (173 steps) keep every 32-bit lane below
/// 2^32, as zlib's 5,552-byte limit does for its single sums. (The builtins, not the
/// intrinsics' wrapper functions: each is one instruction at -O0 too.)
__attribute__((target("ssse3")))
static uint32_t adler32_ssse3(const uint8_t *input, ptrdiff_t count, uint32_t adler) {
    uint32_t a = adler & 0xFFFF, b = adler >> 16;
    const i8x16 weights_high = {32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17};
    const i8x16 weights_low = {16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
    const i16x8 ones = {1, 1, 1, 1, 1, 1, 1, 1};
    const u8x16 zero = {0};
    while (count >= 32) {
        ptrdiff_t steps = count / 32 < 173 ? count / 32 : 173;
        u32x4 sums = {a, 0, 0, 0}, weighted = {b, 0, 0, 0}, sums_before = {0};
        for (ptrdiff_t k = 0; k < steps; k++) {
            u8x16 first, second;
            memcpy(&first, input, 16);
            memcpy(&second, input + 16, 16);
            input += 32;
            sums_before += sums;
            sums += (u32x4)__builtin_ia32_psadbw128((i8x16)first, (i8x16)zero);
            sums += (u32x4)__builtin_ia32_psadbw128((i8x16)second, (i8x16)zero);
            i16x8 high = __builtin_ia32_pmaddubsw128((i8x16)first, weights_high);
            i16x8 low = __builtin_ia32_pmaddubsw128((i8x16)second, weights_low);
            weighted += (u32x4)__builtin_ia32_pmaddwd128(high, ones) + (u32x4)__builtin_ia32_pmaddwd128(low, ones);
        }
        weighted += sums_before << 5;
        count -= steps * 32;
        // Every lane only adds, so each stays below the whole sum, itself below 2^32.
        a = (sums[0] + sums[1] + sums[2] + sums[3]) % adler_modulus;
        b = (weighted[0] + weighted[1] + weighted[2] + weighted[3]) % adler_modulus;
    }
    return adler32_baseline(input, count, b << 16 | a);
}
#endif

uint32_t segue_adler32(const void *bytes, ptrdiff_t count, uint32_t adler) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) return adler32_ssse3(bytes, count, adler);
#endif
    return adler32_baseline(bytes, count, adler);
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

/// Subtracting bytes and dropping alpha commute: four pixels are subtracted as 16 bytes, then
/// packed to 12 with one byte shuffle (`pshufb` where compiled for SSSE3).
#define SEGUE_FILTER_UP_RGB_BODY                                                                    \
    output[0] = 2;                                                                                  \
    uint8_t *out = output + 1;                                                                      \
    ptrdiff_t i = 0;                                                                                \
    for (; i + 4 <= count; i += 4) {                                                                \
        u8x16 r, a;                                                                                 \
        memcpy(&r, row + i * 4, 16);                                                                \
        memcpy(&a, above + i * 4, 16);                                                              \
        r -= a;                                                                                     \
        u8x16 packed = __builtin_shufflevector(r, r, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0); \
        memcpy(out + i * 3, &packed, 12);                                                           \
    }                                                                                               \
    for (; i < count; i++) {                                                                        \
        for (int c = 0; c < 3; c++) out[i * 3 + c] = (uint8_t)(row[i * 4 + c] - above[i * 4 + c]); \
    }

static void filter_up_rgb_baseline(const uint8_t *row, const uint8_t *above, ptrdiff_t count, uint8_t *output) {
    SEGUE_FILTER_UP_RGB_BODY
}

#if defined(__x86_64__)
__attribute__((target("ssse3")))
static void filter_up_rgb_ssse3(const uint8_t *row, const uint8_t *above, ptrdiff_t count, uint8_t *output) {
    SEGUE_FILTER_UP_RGB_BODY
}
#endif

void segue_filter_up_rgb(const uint8_t *row, const uint8_t *above, ptrdiff_t count, uint8_t *output) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) {
        filter_up_rgb_ssse3(row, above, count, output);
        return;
    }
#endif
    filter_up_rgb_baseline(row, above, count, output);
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
    if (count <= 0) return true;
    const uint8_t *p = pixels, *end = p + (count & ~(ptrdiff_t)31) * 4;
    const u32x4 alpha = {0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u};
    uint64_t any[2];
    // Thirty-two pixels a step: AND them together, then look at the alphas once, with one
    // branch (a debug build stores and reloads its values around each) on the alpha bits
    // left clear.
    for (; p != end; p += 128) {
        u32x4 clear = ~(SEGUE_PIXELS4(p) & SEGUE_PIXELS4(p + 16) & SEGUE_PIXELS4(p + 32) & SEGUE_PIXELS4(p + 48)
                        & SEGUE_PIXELS4(p + 64) & SEGUE_PIXELS4(p + 80) & SEGUE_PIXELS4(p + 96) & SEGUE_PIXELS4(p + 112))
            & alpha;
        memcpy(any, &clear, 16);
        if ((any[0] | any[1]) != 0) return false;
    }
    for (end = (const uint8_t *)pixels + (count & ~(ptrdiff_t)3) * 4; p != end; p += 16) {
        u32x4 clear = ~SEGUE_PIXELS4(p) & alpha;
        memcpy(any, &clear, 16);
        if ((any[0] | any[1]) != 0) return false;
    }
    for (end = (const uint8_t *)pixels + count * 4; p != end; p += 4) {
        if (p[3] != 255) return false;
    }
    return true;
}
