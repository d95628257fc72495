import { UserRound } from "lucide-react";
import { type Person, initials } from "~/content/team";
import { cn } from "~/lib/cn";

/**
 * A photo when the site has one; otherwise initials drawn by the site, or a placeholder icon for
 * people not yet announced. Decorative: the name is always written next to it.
 */
export function PersonAvatar({ person, className }: { person: Person; className?: string }) {
  const base = cn("flex shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (person.image) {
    return <img src={person.image} alt="" className={cn(base, "object-cover")} />;
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
