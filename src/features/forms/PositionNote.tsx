import { island } from "~/components/ui/island";
import { useQueryString } from "~/lib/use-address";

/**
 * 'Applying for: {position}' under the /apply heading, from ?position= (spec §2). The page is
 * prerendered without a query string, so the general line is in the HTML and this island
 * replaces it once it runs.
 */
export function PositionNote() {
  // URLSearchParams has already decoded the value.
  const position = new URLSearchParams(useQueryString()).get("position")?.trim() || null;
  return (
    <p data-testid="apply-position">
      {position ? (
        <>
          Applying for: <strong className="font-semibold text-white">{position}</strong>
        </>
      ) : (
        "Tell us about yourself and the role you are interested in."
      )}
    </p>
  );
}

/** The island /apply mounts (client:seen: it is under the heading, so it runs right after the first paint). */
export default island(PositionNote);
