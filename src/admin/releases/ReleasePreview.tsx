import { releasePreview } from "../api/preview";
import type { Release } from "../api/releases";
import { PagePreview } from "../ui/PagePreview";

/** Every change of a release together on the real pages, as the site will be once it is published. */
export function ReleasePreview({ release }: { release: Release }) {
  return (
    <div className="mt-3">
      <PagePreview
        subject={releasePreview(release.id)}
        heading={`Preview of ${release.name}`}
        intro="Every change of the release together, on the real pages, seen only by staff, and what publishing it would change."
      />
    </div>
  );
}
