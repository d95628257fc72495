import type { Person } from "~/content/team";
import { PersonCard } from "./PersonCard";

/**
 * The margin that centres a row that is not full, on the card that starts it: half the room the
 * missing cards would take (a card's width and a gap each). Set on the card when the page is made,
 * not by `justify-content: center`, so nothing moves while a slow browser paints a half-read list
 * (a centred row shifted each time a card arrived).
 */
const WIDE_ROW_START: Record<number, string> = {
  1: "lg:ml-[calc(3*((100%-4.5rem)/4+1.5rem)/2)]",
  2: "lg:ml-[calc(2*((100%-4.5rem)/4+1.5rem)/2)]",
  3: "lg:ml-[calc(1*((100%-4.5rem)/4+1.5rem)/2)]",
};
const TABLET_ROW_START = "sm:ml-[calc(((100%-1.5rem)/2+1.5rem)/2)]";

/** The classes that centre the last row on a tablet (two to a row) and a wide screen (four). */
export function rowStart(index: number, count: number): string | undefined {
  const wide = count % 4;
  const classes = [
    count % 2 === 1 && index === count - 1 ? TABLET_ROW_START : null,
    wide !== 0 && index === count - wide ? WIDE_ROW_START[wide]! : null,
  ];
  // A card that starts the tablet's last row but not the wide screen's: no margin there.
  if (classes[0] && !classes[1]) classes.push("lg:ml-0");
  const joined = classes.filter(Boolean).join(" ");
  return joined || undefined;
}

/**
 * A titled section of person cards (the team, the advisors), or nothing when it has no one (no
 * heading over an empty space). The cards keep one width, four to a row on a wide screen, two on a
 * tablet, and a row that is not full is centred: two people, or a seventh, look placed, not missing.
 */
export function PeopleGrid({
  id,
  heading,
  intro,
  people,
}: {
  id: string;
  heading: string;
  intro?: string;
  people: Person[];
}) {
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-6 py-16">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink">
        {heading}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p> : null}
      <ul className="mt-10 flex flex-wrap gap-6">
        {people.map((person, index) => (
          <PersonCard key={person.id} person={person} className={rowStart(index, people.length)} />
        ))}
      </ul>
    </section>
  );
}
