import { ExternalLink } from "lucide-react";
import { cn } from "~/lib/cn";

/** The person's professional profile, in a new tab; its name says so for screen-reader users. */
export function ProfileLink({ href, personName, className }: { href: string; personName: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`LinkedIn profile of ${personName} (opens in a new tab)`}
      className={cn(
        "inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand hover:underline",
        className,
      )}
    >
      LinkedIn profile
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
