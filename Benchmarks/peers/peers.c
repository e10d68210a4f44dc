// pixman and cairo renderings of the transition frame (see scene.h), timed per variant.
// Build: cc -O2 peers.c $(pkg-config --cflags --libs pixman-1 cairo) -lm -o peers
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <pixman.h>
#include <cairo.h>
#include "scene.h"

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *values, int count) {
    qsort(values, count, sizeof(double), compare);
    return values[count / 2];
}

/* Premultiplied ARGB32 content: a colour gradient with stripes, so nothing is uniform. */
static uint32_t *make_content(int w, int h, int seed) {
    uint32_t *pixels = malloc((size_t)w * h * 4);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint32_t r = (x * 255 / w + seed * 40) & 255, g = (y * 255 / h) & 255, b = ((x / 37 + y / 53) & 1) ? 200 : 60;
            pixels[y * w + x] = 0xFF000000u | r << 16 | g << 8 | b;
        }
    return pixels;
}

/* The to-layer with its rounded corners baked into the alpha (premultiplied). */
static uint32_t *make_rounded(int w, int h) {
    uint32_t *pixels = make_content(w, h, 3);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            double cx = x + 0.5 < CORNER ? CORNER : (x + 0.5 > w - CORNER ? w - CORNER : x + 0.5);
            double cy = y + 0.5 < CORNER ? CORNER : (y + 0.5 > h - CORNER ? h - CORNER : y + 0.5);
            double d = sqrt((x + 0.5 - cx) * (x + 0.5 - cx) + (y + 0.5 - cy) * (y + 0.5 - cy));
            double a = CORNER + 0.5 - d;
            a = a < 0 ? 0 : (a > 1 ? 1 : a);
            if (a < 1) {
                uint32_t p = pixels[y * w + x];
                uint32_t r = ((p >> 16) & 255) * a, g = ((p >> 8) & 255) * a, b = (p & 255) * a;
                pixels[y * w + x] = (uint32_t)(255 * a) << 24 | r << 16 | g << 8 | b;
            }
        }
    return pixels;
}

/* Inverse of the layer-to-canvas map for each variant, as a pixman projective transform. */
static void layer_transform(int variant, pixman_transform_t *out) {
    double m[3][3];
    double cx = TO_W / 2.0, cy = TO_Y + TO_H / 2.0;
    if (variant == 1) {
        // Perspective: x' = (cx + c·u) / w, y' = (cy + v) / w, w = 1 + s·u·m34 (u, v from the centre).
        double angle = 30 * M_PI / 180, c = cos(angle), s = sin(angle), m34 = -1.0 / (500 * SCALE);
        // Forward map from layer pixel (x, y) to canvas, homogeneous:
        // X = c·(x − w/2) + cx·W, Y = (y − h/2) + cy·W, W = 1 − s·(x − w/2)·m34 (sign: the right edge recedes)
        double fw[3][3] = {
            {c + cx * (-s * m34), 0, -c * TO_W / 2 - cx * (-s * m34) * TO_W / 2 + cx},
            {cy * (-s * m34), 1, -TO_H / 2.0 - cy * (-s * m34) * TO_W / 2 + cy},
            {-s * m34, 0, 1 + s * m34 * TO_W / 2},
        };
        memcpy(m, fw, sizeof m);
    } else {
        double k = 0.9;
        double fw[3][3] = {{k, 0, cx - k * TO_W / 2}, {0, k, cy - k * TO_H / 2 + 100}, {0, 0, 1}};
        memcpy(m, fw, sizeof m);
    }
    // Invert the 3×3 (pixman wants canvas → layer).
    double det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
               + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    double inv[3][3] = {
        {(m[1][1] * m[2][2] - m[1][2] * m[2][1]) / det, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / det, (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / det},
        {(m[1][2] * m[2][0] - m[1][0] * m[2][2]) / det, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / det, (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / det},
        {(m[1][0] * m[2][1] - m[1][1] * m[2][0]) / det, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / det, (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / det},
    };
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) out->matrix[i][j] = pixman_double_to_fixed(inv[i][j]);
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 30;
    uint32_t *from = make_content(CANVAS_W, CANVAS_H, 1), *to = make_rounded(TO_W, TO_H);
    uint32_t *canvas = malloc((size_t)CANVAS_W * CANVAS_H * 4);
    pixman_image_t *dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, CANVAS_W, CANVAS_H, canvas, CANVAS_W * 4);
    pixman_image_t *src_from = pixman_image_create_bits(PIXMAN_a8r8g8b8, CANVAS_W, CANVAS_H, from, CANVAS_W * 4);
    pixman_image_t *src_to = pixman_image_create_bits(PIXMAN_a8r8g8b8, TO_W, TO_H, to, TO_W * 4);
    pixman_color_t half_black = {0, 0, 0, 0x8000}, opacity = {0, 0, 0, 0xE666};
    pixman_image_t *dim = pixman_image_create_solid_fill(&half_black);
    pixman_image_t *alpha = pixman_image_create_solid_fill(&opacity);
    pixman_image_set_filter(src_to, PIXMAN_FILTER_BILINEAR, NULL, 0);
    double *times = malloc(sizeof(double) * frames);
    const char *names[] = {"affine", "perspective"};
    for (int variant = 0; variant < 2; variant++) {
        pixman_transform_t transform;
        layer_transform(variant, &transform);
        pixman_image_set_transform(src_to, &transform);
        for (int i = 0; i < frames; i++) {
            double start = now_ms();
            pixman_image_composite32(PIXMAN_OP_SRC, src_from, NULL, dst, 0, 0, 0, 0, 0, 0, CANVAS_W, CANVAS_H);
            pixman_image_composite32(PIXMAN_OP_OVER, dim, NULL, dst, 0, 0, 0, 0, 0, 0, CANVAS_W, CANVAS_H);
            pixman_image_composite32(PIXMAN_OP_OVER, src_to, alpha, dst, 0, 0, 0, 0, 0, 0, CANVAS_W, CANVAS_H);
            times[i] = now_ms() - start;
        }
        printf("pixman %-12s %8.2f ms (median of %d; corners pre-baked)\n", names[variant], median(times, frames), frames);
    }
    // cairo, affine, with the shadow made the cairo way: blur a shadow mask by hand once per
    // frame would dominate; cairo has no blur, so draw the pre-blurred shadow image (made once,
    // untimed) and time only the compositing — a lower bound for cairo.
    cairo_surface_t *surface = cairo_image_surface_create_for_data((unsigned char *)canvas, CAIRO_FORMAT_ARGB32, CANVAS_W, CANVAS_H, CANVAS_W * 4);
    cairo_surface_t *from_surface = cairo_image_surface_create_for_data((unsigned char *)from, CAIRO_FORMAT_ARGB32, CANVAS_W, CANVAS_H, CANVAS_W * 4);
    cairo_surface_t *to_surface = cairo_image_surface_create_for_data((unsigned char *)to, CAIRO_FORMAT_ARGB32, TO_W, TO_H, TO_W * 4);
    for (int i = 0; i < frames; i++) {
        double start = now_ms();
        cairo_t *cr = cairo_create(surface);
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
        cairo_set_source_surface(cr, from_surface, 0, 0);
        cairo_paint(cr);
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
        cairo_set_source_rgba(cr, 0, 0, 0, 0.5);
        cairo_paint(cr);
        cairo_translate(cr, TO_W / 2.0, TO_Y + TO_H / 2.0 + 100);
        cairo_scale(cr, 0.9, 0.9);
        cairo_translate(cr, -TO_W / 2.0, -TO_H / 2.0);
        cairo_set_source_surface(cr, to_surface, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
        cairo_paint_with_alpha(cr, 0.9);
        cairo_destroy(cr);
        times[i] = now_ms() - start;
    }
    printf("cairo  %-12s %8.2f ms (median of %d; corners pre-baked)\n", "affine", median(times, frames), frames);
    // The memory floor: a fused src-over of two full frames.
    for (int i = 0; i < frames; i++) {
        double start = now_ms();
        for (size_t p = 0; p < (size_t)CANVAS_W * CANVAS_H; p++) {
            uint32_t s = from[p], d = canvas[p], ia = 255 - (s >> 24);
            uint32_t rb = ((d & 0xFF00FF) * ia >> 8) & 0xFF00FF, ag = (((d >> 8) & 0xFF00FF) * ia) & 0xFF00FF00;
            canvas[p] = s + rb + ag;
        }
        times[i] = now_ms() - start;
    }
    printf("memory floor (fused src-over, 2 frames) %8.2f ms\n", median(times, frames));
    return 0;
}
