import { MEDIA_PATH, type Picture, type PictureFile, type PictureFormat } from "~shared/picture";
import { cn } from "~/lib/cn";

const TYPE: Record<PictureFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

const srcSetOf = (files: readonly PictureFile[]) =>
  files
    .slice()
    .sort((a, b) => a.width - b.width)
    .map((file) => `${MEDIA_PATH}${file.name} ${file.width}w`)
    .join(", ");

/**
 * A picture of the media library (issue 39): AVIF, then WebP, then JPEG or PNG, each at the widths
 * made at upload, for the browser to choose by `sizes`; the intrinsic width and height reserve its
 * box (no layout shift); the focal point decides what a crop keeps. Lazy unless it is the page's
 * largest paint (`priority`), which is fetched at once and first.
 */
export function LibraryPicture({
  picture,
  sizes,
  className,
  priority = false,
  fit = "cover",
}: {
  picture: Picture;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** A photo fills its box, cropped around its focal point; a logo is shown whole. */
  fit?: "cover" | "contain";
}) {
  const byFormat = (format: PictureFormat) => picture.files.filter((file) => file.format === format);
  const fallback = byFormat("jpeg").length > 0 ? byFormat("jpeg") : byFormat("png");
  const smallest = fallback.reduce<PictureFile | null>((a, b) => (a && a.width <= b.width ? a : b), null);
  return (
    <picture>
      {(["avif", "webp"] as const).map((format) => (
        <source key={format} type={TYPE[format]} srcSet={srcSetOf(byFormat(format))} sizes={sizes} />
      ))}
      <img
        src={smallest ? `${MEDIA_PATH}${smallest.name}` : undefined}
        srcSet={srcSetOf(fallback)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.decorative ? "" : picture.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn(fit === "cover" ? "object-cover" : "object-contain", className)}
        style={fit === "cover" ? { objectPosition: `${picture.focalX * 100}% ${picture.focalY * 100}%` } : undefined}
      />
    </picture>
  );
}
