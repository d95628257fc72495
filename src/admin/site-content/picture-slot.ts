import type { PictureSlot } from "~shared/content-types";

const figure = (n: number) => String(Math.round(n * 10) / 10);

/** A shape in words: "square", "landscape, 2 to 1", "portrait, 1 to 1.3". */
export function shapeWords(width: number, height: number): string {
  const ratio = width / height;
  if (Math.abs(ratio - 1) < 0.05) return "square";
  return ratio > 1 ? `landscape, ${figure(ratio)} to 1` : `portrait, 1 to ${figure(1 / ratio)}`;
}

/** What a picture's place wants, said beside its field. */
export function slotWords(slot: PictureSlot): string {
  const shown = slot.ratio
    ? `the page shows it ${shapeWords(...slot.ratio)}, cropped around its focal point (set in the media library)`
    : "the page shows it whole, never cropped";
  return `This place wants ${slot.wants}; ${shown}.`;
}

/** Beyond this factor between the picture's shape and its place's, the crop keeps a narrow part of it. */
const FAR_APART = 1.5;

/** What the crop does to a picture whose shape is far from its place's, or null when it suits. */
export function shapeMismatch(slot: PictureSlot, width: number | null, height: number | null): string | null {
  if (!slot.ratio || !width || !height) return null;
  const picture = width / height;
  const place = slot.ratio[0] / slot.ratio[1];
  if (picture / place < FAR_APART && place / picture < FAR_APART) return null;
  const keeps = picture < place ? "a band across it" : "a strip down it";
  return `This picture is ${shapeWords(width, height)}: at ${shapeWords(...slot.ratio)} the page keeps ${keeps}, around its focal point. Check the focal point in the media library, or choose a picture of the place's shape.`;
}
