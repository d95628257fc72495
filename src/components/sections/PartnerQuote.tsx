import { ExternalLink } from "lucide-react";
import type { Picture } from "~shared/picture";
import { LibraryPicture } from "~/components/ui/Picture";

type PartnerQuoteProps = {
  partner: { name: string; url: string };
  /** Their logo from the media library, or the site's own file. */
  logo: Picture | { src: string; width: number; height: number };
  quote: string;
  attribution: string;
};

/** A partner's logo (opening their site in a new tab) and a client's words about us. */
export function PartnerQuote({ partner, logo, quote, attribution }: PartnerQuoteProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-10 text-center">
      <a
        href={partner.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 rounded-lg border border-line bg-white px-6 py-4 shadow-sm hover:shadow-md"
      >
        {"files" in logo ? (
          // The link's name is the logo's: their name when the editor marked it decorative.
          <LibraryPicture
            picture={{ ...logo, alt: logo.decorative ? partner.name : logo.alt, decorative: false }}
            sizes="280px"
            fit="contain"
            className="h-12 w-auto"
          />
        ) : (
          <img
            src={logo.src}
            alt={partner.name}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
            className="h-12 w-auto"
          />
        )}
        <ExternalLink aria-hidden="true" className="size-4 text-muted" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <figure>
        <blockquote className="text-xl font-medium leading-relaxed text-ink sm:text-2xl">
          <p>{`“${quote}”`}</p>
        </blockquote>
        <figcaption className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">{attribution}</figcaption>
      </figure>
    </div>
  );
}
