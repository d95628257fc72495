/**
 * A resource's card picture (from the media library: public.resources.image_url is its JPEG or PNG
 * variant). Decorative on a card: the title beside it says what the card is. Its box keeps the
 * share image's 1.91:1 shape, so the card does not move as it loads, and crops the picture around
 * its focal point (`image_position`, set in the media library), as every other place does.
 */
export function CardPicture({ src, position }: { src: string | null; position: string | null }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className="mb-4 w-full rounded-lg object-cover"
      style={{ aspectRatio: "1.91 / 1", objectPosition: position ?? undefined }}
    />
  );
}
