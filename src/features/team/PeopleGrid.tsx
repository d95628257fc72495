import type { Person } from "~/content/team";
import { PersonCard } from "./PersonCard";

/** A titled section of person cards (the team, the advisors). */
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
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-6 py-16">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink">
        {heading}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p> : null}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {people.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </ul>
    </section>
  );
}
