import { MEDIA_PATH, type Picture, type PictureFile, type PictureFormat } from "~shared/picture";
import { cn } from "~/lib/cn";

type Load = "lazy" | "eager" | "first";

/** A picture of the library, or a file of the site's own (an illustration, a placeholder logo). */
export type SiteImage = Picture | { src: string; alt: string; width: number; height: number };

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
 * A picture of the media library: AVIF, then WebP, then JPEG or PNG, each at the widths
 * made at upload, for the browser to choose by `sizes`; the intrinsic width and height reserve its
 * box (no layout shift); the focal point decides what a crop keeps. Lazy unless it is the page's
 * largest paint (`load="first"`), which is fetched at once and first.
 */
export function LibraryPicture({
  picture,
  sizes,
  className,
  load = "lazy",
  fit = "cover",
  pictureClassName,
}: {
  picture: Picture;
  sizes: string;
  className?: string;
  /** Classes of the <picture> element itself ("contents": the image sized by the box around it). */
  pictureClassName?: string;
  /**
   * `first`: the page's largest paint, fetched at once and first; `eager`: in the first screen
   * perhaps, fetched at once but after the text; `lazy`: when it nears the screen.
   */
  load?: Load;
  /** A photo fills its box, cropped around its focal point; a logo is shown whole. */
  fit?: "cover" | "contain";
}) {
  const byFormat = (format: PictureFormat) => picture.files.filter((file) => file.format === format);
  const fallback = byFormat("jpeg").length > 0 ? byFormat("jpeg") : byFormat("png");
  const smallest = fallback.reduce<PictureFile | null>((a, b) => (a && a.width <= b.width ? a : b), null);
  return (
    <picture className={pictureClassName}>
      {(["avif", "webp"] as const)
        .filter((format) => byFormat(format).length > 0)
        .map((format) => (
          <source key={format} type={TYPE[format]} srcSet={srcSetOf(byFormat(format))} sizes={sizes} />
        ))}
      <img
        src={smallest ? `${MEDIA_PATH}${smallest.name}` : undefined}
        srcSet={srcSetOf(fallback)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.decorative ? "" : picture.alt}
        loading={load === "lazy" ? "lazy" : "eager"}
        decoding={load === "first" ? "sync" : "async"}
        fetchPriority={load === "first" ? "high" : load === "eager" ? "low" : undefined}
        className={cn(fit === "cover" ? "object-cover" : "object-contain", className)}
        style={fit === "cover" ? { objectPosition: `${picture.focalX * 100}% ${picture.focalY * 100}%` } : undefined}
      />
    </picture>
  );
}

/** A picture of the library as <picture>, or one of the site's own files as a plain image. */
export function AnyPicture({
  image,
  sizes,
  className,
  load = "lazy",
}: {
  image: SiteImage;
  sizes: string;
  className?: string;
  load?: Load;
}) {
  if ("files" in image)
    return <LibraryPicture picture={image} sizes={sizes} className={className} load={load} fit="contain" />;
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={load === "lazy" ? "lazy" : "eager"}
      fetchPriority={load === "first" ? "high" : load === "eager" ? "low" : undefined}
      decoding="async"
      className={className}
    />
  );
}
