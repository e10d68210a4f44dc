// The pixel kernels of OpenCoreGraphics's compositor, in C.
//
// Swift compiled without optimisation (a debug build, `swift test`) runs these loops a
// hundred times slower than optimised Swift; C at -O0 with SSE2 intrinsics stays within a few
// times of -O2. Each kernel is bit for bit the Swift arithmetic it replaced, which the
// reference renderer tests hold it to. Pixels are 32-bit little-endian words; "RGBA" is the
// byte order of CGImage's premultiplied pixels. Nothing here allocates or keeps state.

#ifndef CSEGUEKERNELS_H
#define CSEGUEKERNELS_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

/// How an RGBA pixel becomes a destination pixel: `kind` 0 keeps it, 1 swaps red and blue,
/// 2 moves each byte to the bit position given (`red`, `green`, `blue`, `alpha`).
typedef struct {
    int32_t kind;
    uint32_t red, green, blue, alpha;
} segue_order;

// MARK: Source over (compositing.c)

/// Source over of the premultiplied pixel `s` (already scaled by coverage) on `count` pixels
/// read at `src` and written at `dst` (the same place, or not overlapping). Alpha sits at
/// bit `alpha_shift` of a pixel.
void segue_color_over(void *dst, const void *src, ptrdiff_t count, uint32_t s, uint32_t alpha_shift);

/// Source over of `color` (alpha in the fourth byte) on `count` pixels, pixel `i` under
/// coverage `weights[i] & 0xFF`; each weight is given twice, as `w * 0x10001`.
void segue_color_over_weights(void *dst, ptrdiff_t count, uint32_t color, const uint32_t *weights);

/// Source over of `count` source pixels under one coverage `k` (1–255), two at a time.
void segue_source_over_span(void *dst, ptrdiff_t count, const uint32_t *src, uint32_t k, uint32_t alpha_shift);

/// Source over of `src[i * src_step]` under coverage `coverage[i * coverage_step]`.
void segue_source_over(void *dst, ptrdiff_t count, const uint32_t *src, ptrdiff_t src_step,
                       const uint8_t *coverage, ptrdiff_t coverage_step, uint32_t alpha_shift);

// MARK: Axis-aligned sampling (sampling.c)

/// Bilinear samples between image rows `top` and `bottom` (weight `wy/256` on `bottom`) at
/// columns stepping from `start` by `step` (32.32 fixed point), texels clamped to
/// `0 ... max_x`, converted by `order` into `out`.
void segue_sample_row_bilinear(const void *top, const void *bottom, uint32_t wy, int64_t start, int64_t step,
                               ptrdiff_t count, uint32_t *out, ptrdiff_t max_x, segue_order order);

/// Nearest samples along one image row.
void segue_sample_row_nearest(const void *row, int64_t start, int64_t step, ptrdiff_t count, uint32_t *out,
                              ptrdiff_t max_x, segue_order order);

/// Samples stepping linearly from `(fu, fv)` by `(du, dv)` (32.32) in an image of
/// `width` × `height` RGBA pixels: bilinear (rows first when the texel square is inside,
/// else columns first with texels clamped) or nearest.
void segue_sample_run(const void *pixels, ptrdiff_t width, ptrdiff_t height, int64_t fu, int64_t fv, int64_t du,
                      int64_t dv, ptrdiff_t count, uint32_t *out, int32_t nearest, segue_order order);

/// One row of an image at half its size: pixel `i` of `out` is the rounded mean of the 2×2
/// RGBA pixels `2i, 2i + 1` of rows `top` and `bottom` (each channel on its own, so
/// premultiplied pixels stay premultiplied).
void segue_halve_row(const uint8_t *top, const uint8_t *bottom, ptrdiff_t count, uint8_t *out);

// MARK: Fused sampling and source over (image_blend.c)
//
// `swap` is 1 for a BGRA destination, 0 for RGBA; `mode` is 0 for an opaque image at full
// coverage (samples replace the destination), 1 for an opaque image under coverage `k`,
// 2 for an image with translucent pixels.

/// Texels `from ... through` of rows `top` and `bottom` mixed with weight `wy/256` on
/// `bottom`, written to `out` at their columns.
void segue_mix_rows(const void *top, const void *bottom, uint32_t wy, ptrdiff_t from, ptrdiff_t through, void *out);

/// Column tables of `count` pixels from `start` by `step`: each pixel's left texel byte
/// offset and its 16-byte weight pair `(256 - w, w)` in every 32-bit lane.
void segue_make_columns(int64_t start, int64_t step, ptrdiff_t count, int32_t *offsets, void *weights);

/// Composites `quads * 4` samples of the mixed texel row `source` through the column tables.
void segue_blend_quads(const void *source, const int32_t *offsets, const void *weights, ptrdiff_t quads, void *dst,
                       uint32_t k, int32_t swap, int32_t mode);

/// Composites samples of rows `top`, `bottom` one pixel at a time with clamped texels.
void segue_blend_row_pixels(const void *top, const void *bottom, ptrdiff_t max_x, uint32_t wy, int64_t start,
                            int64_t step, ptrdiff_t count, void *dst, uint32_t k, int32_t swap);

/// Composites samples stepping linearly from `(fu, fv)` by `(du, dv)`; when `inside` is set
/// every texel square is inside the image and pixels go four at a time.
void segue_blend_run(const void *pixels, ptrdiff_t width, ptrdiff_t height, int64_t fu, int64_t fv, int64_t du,
                     int64_t dv, ptrdiff_t count, void *dst, uint32_t k, int32_t swap, int32_t mode, int32_t inside);

// MARK: Blurred shadows (blur.c)

/// The three horizontal extended-box passes (central radius `radius`, end-tap weight
/// `alpha`, central weight `weight`) over each row of a `width` × `height` image, in place;
/// `lines` is zeroed scratch of `4 * 2 * (width + 8 * (radius + 1))` floats, 16-byte aligned,
/// left zeroed (four rows are blurred at a time, as the lanes of one line).
void segue_blur_rows(float *image, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float alpha, float weight,
                     float *lines);

/// ``segue_blur_rows`` on an image of four interleaved channels (`width` cells of four floats a
/// row), each channel's floats the same as the one-channel loop's; `lines` holds
/// `2 × 4 × (width + 8 × (radius + 1))` floats.
void segue_blur_rows4(float *image, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float alpha, float weight,
                      float *lines);

/// One vertical extended-box pass from `input` to `output` with a running sum per column;
/// `sums` is scratch of `width` floats.
void segue_blur_columns(const float *input, float *output, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius,
                        float alpha, float weight, float *sums);

/// Premultiplied RGBA bytes of the color `(red, green, blue, alpha)` at each coverage of
/// `values` clamped to 0…1: `channel · value · alpha · 255 + ½`, truncated.
void segue_tint_coverage(const float *values, ptrdiff_t count, float red, float green, float blue, float alpha,
                         uint8_t *output);

// MARK: Backdrop filters (backdrop.c)

/// Averages the `width` × `height` pixels at (`x0`, `y0`) of an 8-bit four-channel bitmap over
/// cells of `factor` × `factor` pixels (at most 16; every pixel of every `step`-th row is read),
/// into `ceil(width / factor)` × `ceil(height / factor)` cells of four interleaved floats
/// (0…255, one per byte of the pixel). `scratch` holds 16 bytes per cell of a row, 16-aligned.
void segue_backdrop_downsample(const uint8_t *data, ptrdiff_t bytesPerRow, ptrdiff_t x0, ptrdiff_t y0,
                               ptrdiff_t width, ptrdiff_t height, ptrdiff_t factor, ptrdiff_t step, float *cells,
                               void *scratch);

/// Divides each of `count` cells (four interleaved floats) by 255 × its weight, applies the
/// 3 × 3 `matrix` to the color channels (clamped to 0…alpha), composites the premultiplied
/// `tint` over it and writes the result in the fixed point of the following functions
/// (`64 × 255 × v + 32`, rounded, `v` clamped to 0…1). The weights are `weights` or, when it is
/// NULL (an opaque target), the cells' alpha lane, whose alpha is then 255 × the weight.
void segue_backdrop_color(const float *cells, const float *weights, ptrdiff_t count, const float *matrix,
                          const float *tint, ptrdiff_t alphaChannel, int16_t *output);

/// Interpolates a row of fixed-point cells (four lanes each) across the columns of `spanCount`
/// spans, three integers each: the column where the span ends (exclusive; spans follow one
/// another from column 0), and the two cells its columns lie between. Column `x` is the first
/// cell mixed `w / 32768` of the way to the second, where `w` is in each of
/// `weights[4x ..< 4x + 4]`.
void segue_backdrop_widen(const int16_t *cells, const int32_t *spans, ptrdiff_t spanCount, const int16_t *weights,
                          int16_t *output);

/// `2 × (below − above)` for `count` lanes (what ``segue_backdrop_blend`` takes as `delta`).
void segue_backdrop_delta(const int16_t *above, const int16_t *below, ptrdiff_t count, int16_t *delta);

/// Writes `count` pixels of `row`: `above + delta · weight / 65536` (fixed point, four lanes
/// a pixel; `weight` 0…32767) at `coverage` over what is there; with AVX2 where the processor
/// has it.
void segue_backdrop_blend(const int16_t *above, const int16_t *delta, int16_t weight, ptrdiff_t count,
                          uint8_t coverage, uint8_t *row);

// MARK: PNG encoding (codecs.c)

/// The Adler-32 checksum (RFC 1950) of `count` bytes, continuing `adler` (1 for a new
/// stream): 32 bytes a step with SSSE3 where the processor has it, otherwise in blocks of 4096
/// bytes that each add two sums at once.
uint32_t segue_adler32(const void *bytes, ptrdiff_t count, uint32_t adler);

/// PNG's Up filter (type 2): writes the type byte, then `row[i] - above[i]` for `count` bytes.
void segue_filter_up(const uint8_t *row, const uint8_t *above, ptrdiff_t count, uint8_t *output);

/// PNG's Up filter (type 2) of an RGB row given as RGBA: writes the type byte, then
/// `row[i] - above[i]` for the red, green and blue bytes of `count` four-byte pixels, packed
/// three a pixel (alpha dropped and Up-filtered in one pass).
void segue_filter_up_rgb(const uint8_t *row, const uint8_t *above, ptrdiff_t count, uint8_t *output);

/// PNG's Sub filter (type 1): writes the type byte, then each byte minus the byte
/// `bytes_per_pixel` before it (zero before the row's start).
void segue_filter_sub(const uint8_t *row, ptrdiff_t count, ptrdiff_t bytes_per_pixel, uint8_t *output);

/// Copies `count` pixels, writing those equal to `canvas`'s as zero.
void segue_mask_unchanged(const void *pixels, const void *canvas, ptrdiff_t count, void *output);

/// Copies the first three bytes of each of `count` four-byte pixels, packed three a pixel.
void segue_drop_alpha(const uint8_t *pixels, ptrdiff_t count, uint8_t *output);

/// Whether every one of `count` RGBA pixels has alpha 255.
bool segue_all_opaque(const void *pixels, ptrdiff_t count);

// MARK: Deflate (deflate.c)

/// The most bytes ``segue_deflate`` writes for `count` input bytes.
ptrdiff_t segue_deflate_bound(ptrdiff_t count);

/// The bytes of working memory ``segue_deflate`` needs (about 384 KB).
ptrdiff_t segue_deflate_scratch_size(void);

/// Compresses `count` bytes into a raw deflate stream (RFC 1951, last block final) at
/// `output`, and returns its length, or -1 when it would not fit in `capacity` bytes (never
/// with ``segue_deflate_bound``'s). Runs and repeated pixels (distances 1 and 3) tried before
/// a table of one hashed position per slot, matches extended 16 bytes at a time (eight off
/// x86-64), one dynamic Huffman block per 65,536 symbols (stored when smaller):
/// several times faster than zlib's fastest level on filtered interface frames, and the same
/// bytes on every machine. `scratch` holds ``segue_deflate_scratch_size`` bytes.
ptrdiff_t segue_deflate(const uint8_t *input, ptrdiff_t count, uint8_t *output, ptrdiff_t capacity, void *scratch);

#endif
