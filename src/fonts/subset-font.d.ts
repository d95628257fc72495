/** subset-font ships no types; the part of its interface the site uses. */
declare module "subset-font" {
  type AxisRange = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype"; variationAxes?: Record<string, AxisRange> },
  ): Promise<Buffer>;
}
