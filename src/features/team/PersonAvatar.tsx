import { UserRound } from "lucide-react";
import { type Person, initials } from "~/content/team";
import { LibraryPicture } from "~/components/ui/Picture";
import { cn } from "~/lib/cn";

/**
 * Their photo when the library has one (with the alternative text the editor gave, or none when
 * marked decorative); otherwise initials drawn by the site, or a placeholder icon for people not
 * yet announced, decorative: the name is always written next to them.
 */
export function PersonAvatar({ person, className }: { person: Person; className?: string }) {
  const base = cn("flex shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (person.image) {
    // The avatar is at most 6rem wide: the smallest width serves even a 3x screen. The <picture>
    // takes no box of its own, so the photo fills the round one and is cropped at its focal point
    // (as an inline box it kept the photo's own proportions: a portrait stood taller than the circle).
    return (
      <span className={base}>
        <LibraryPicture picture={person.image} sizes="96px" className="size-full" pictureClassName="contents" />
      </span>
    );
  }
  if (person.undisclosed) {
    return (
      <span aria-hidden="true" className={cn(base, "bg-slate-200 text-slate-600")}>
        <UserRound className="size-1/2" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={cn(base, "bg-gradient-to-br from-brand to-accent font-semibold text-white")}>
      <svg viewBox="0 0 64 64" className="size-full" focusable="false">
        <text
          x="32"
          y="33"
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize="22"
          fontWeight="600"
          fill="currentColor"
        >
          {initials(person.name)}
        </text>
      </svg>
    </span>
  );
}
