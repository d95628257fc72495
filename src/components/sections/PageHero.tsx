import type { ReactNode } from "react";
import type { Picture } from "~shared/picture";
import { ContagionField } from "~/components/illustrations/ContagionField";
import { LibraryPicture } from "~/components/ui/Picture";

/**
 * The dark banner that opens most pages; with a photo of the media library under its words, the
 * page's largest paint, which is therefore fetched at once and first, never lazily.
 */
export function PageHero({
  eyebrow,
  title,
  photo,
  children,
}: {
  eyebrow?: string;
  title: string;
  photo?: Picture;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-navy text-white">
      <ContagionField seed={title} />
      <div className="relative mx-auto max-w-5xl px-6 py-20 text-center sm:py-24">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-cyan-300">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-6 max-w-3xl text-lg text-slate-200">{children}</div> : null}
        {photo ? (
          <div className="mx-auto mt-10 max-w-4xl overflow-hidden rounded-2xl">
            <LibraryPicture
              picture={photo}
              sizes="(min-width: 960px) 896px, 92vw"
              load="first"
              className="aspect-[2/1] h-auto w-full"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
