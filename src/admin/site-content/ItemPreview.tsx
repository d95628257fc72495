import { itemPreview } from "../api/preview";
import { PagePreview } from "../ui/PagePreview";

/** An item's draft (or a change waiting for review) on the real page, and what publishing it would change. */
export function ItemPreview({
  itemId,
  review,
  beforePreview,
}: {
  itemId: string;
  /** A change waiting for review, shown in place of the draft. */
  review?: string;
  /** Saves what is typed as the draft first, so the preview shows it. */
  beforePreview?: () => Promise<void>;
}) {
  return (
    <PagePreview
      subject={itemPreview(itemId, review)}
      heading={review ? "Preview and changes of the submitted change" : "Preview and changes"}
      intro={
        review
          ? "The change as its author submitted it, on the real page, and what approving it would change."
          : "Your draft on the real page, seen only by staff, and what publishing it would change."
      }
      beforePreview={beforePreview}
    />
  );
}
