import sharp from "sharp";

/**
 * A photo as a camera makes one, as JPEG: varied detail (blurred noise, harder to compress than
 * most photos) at the size asked (6 megapixels by default; 4,000 × 3,000 is a 12-megapixel phone's).
 */
export const cameraPhoto = ({ width = 3000, height = 2000 } = {}) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 120, sigma: 40 } },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
