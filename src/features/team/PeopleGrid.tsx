import type { Person } from "~/content/team";
import { PersonCard } from "./PersonCard";

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
      <ul className="mt-10 flex flex-wrap justify-center gap-6">
        {people.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </ul>
    </section>
  );
}
