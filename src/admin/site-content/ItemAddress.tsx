import { useState, type FormEvent } from "react";
import { SLUG_MAX, SLUG_PATTERN, slugOf, type ContentTypeDecl, type ContentTypeName } from "~shared/content-types";
import { errorText } from "../api/messages";
import { TextField } from "../ui/Field";
import { buttonClass } from "../ui/styles";
import { useChangeAddress, type SiteItem } from "./api";

/**
 * The address of an item's own page (an article's /resources/…), changed on its own: it is live at
 * once, and the database redirects the old address to the new one, so no link or search result
 * that had it finds nothing.
 */
export function ItemAddress({
  decl,
  item,
  onChanged,
}: {
  decl: ContentTypeDecl & { pageAddress: string };
  item: SiteItem;
  onChanged: (saved: SiteItem) => void;
}) {
  const [slug, setSlug] = useState(item.slug);
  const [error, setError] = useState("");
  const change = useChangeAddress(decl.type as ContentTypeName);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = slug.trim();
    if (!new RegExp(SLUG_PATTERN).test(wanted) || wanted.length > SLUG_MAX) {
      setError(`Address: lower-case letters, digits and hyphens, such as ${slugOf("Stress testing, explained")}`);
      return;
    }
    if (wanted === item.slug) {
      setError("Address: this is its address now");
      return;
    }
    setError("");
    try {
      onChanged(await change.mutateAsync({ item, slug: wanted }));
    } catch (cause) {
      setError(`Address: ${errorText(cause)}`);
    }
  }

  return (
    <section aria-labelledby="item-address" className="rounded-lg border border-line bg-white p-4">
      <h2 id="item-address" className="text-lg font-semibold">
        Address
      </h2>
      <p className="mt-1 text-sm text-muted">
        Its page is at {decl.pageAddress}
        {item.slug}. A new address is live at once, and the old one leads to it.
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-start gap-3" noValidate>
        <div className="min-w-64 flex-1">
          <TextField
            label={`Address after ${decl.pageAddress}`}
            name="address"
            value={slug}
            maxLength={SLUG_MAX}
            error={error || undefined}
            onChange={(e) => setSlug(e.target.value)}
          />
        </div>
        <button type="submit" className={`${buttonClass} mt-6`} disabled={change.isPending}>
          Change address
        </button>
      </form>
    </section>
  );
}
