import { useEffect } from "react";
import { routeHash } from "../routes";
import { blockLinkClass } from "../ui/styles";
import { useNeighbours, type Neighbour } from "./api/neighbours";
import { typing } from "./keyboard";

const addressOf = (item: NonNullable<Neighbour>) => routeHash({ name: "item", kind: item.kind, id: item.id });

/**
 * From one item to the next without going back to the list: links to the newer and the older
 * item, and the keys a mail program uses (j the next, k the previous, e to archive; a to assign is the owner's panel's).
 */
export function ItemNavigation({ id, createdAt, onArchive }: { id: string; createdAt: string; onArchive: () => void }) {
  const neighbours = useNeighbours(id, createdAt).data;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const go = event.key === "j" ? neighbours?.next : event.key === "k" ? neighbours?.previous : undefined;
      if (go) location.hash = addressOf(go);
      if (event.key === "e") onArchive();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [neighbours, onArchive]);

  return (
    <nav aria-label="Other items" className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <a className={blockLinkClass} href="#/inbox">
        Back to the inbox
      </a>
      {neighbours?.previous && (
        <a className={blockLinkClass} href={addressOf(neighbours.previous)}>
          Previous (newer) item
        </a>
      )}
      {neighbours?.next && (
        <a className={blockLinkClass} href={addressOf(neighbours.next)}>
          Next (older) item
        </a>
      )}
      <span className="text-muted">
        Keys: <kbd>j</kbd> next, <kbd>k</kbd> previous, <kbd>e</kbd> archive, <kbd>a</kbd> assign
      </span>
    </nav>
  );
}
