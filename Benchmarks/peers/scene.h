/* The transition frame of issue 5, shared by the peer programs.
 *
 * A 1179×2556 canvas (393×852 points at scale 3): an opaque full-screen "from" layer, a 50%
 * black dimming layer over it, and a 1179×2200 "to" layer with 36 pt (108 px) rounded corners
 * at opacity 0.9, in three variants:
 *   (a) affine: scaled 0.9 about its centre and moved down by 100 px;
 *   (b) perspective: rotated 30° about the y axis through its centre, with m34 = −1/500 per
 *       point (−1/1500 per pixel);
 *   (c) (a) plus a black shadow of radius 20 pt (σ = 10 pt = 30 px), opacity 0.5.
 * Layer contents are rasterized before timing; filtering is bilinear; one thread.
 */
#define CANVAS_W 1179
#define CANVAS_H 2556
#define TO_W 1179
#define TO_H 2200
#define TO_Y 356
#define CORNER 108.0
#define SCALE 3.0
