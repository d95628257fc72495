import { useState, type FormEvent } from "react";
import { routeHash } from "../routes";
import { errorText } from "../api/messages";
import { DataError } from "../api/request";
import { TextField } from "../ui/Field";
import { linkClass, secondaryButtonClass } from "../ui/styles";
import { useRemoveFilter, useSavedFilters, useSaveFilter } from "./api/saved-filters";

/** The filters of an inbox address worth keeping: kind, status and dates, never the search words nor the page. */
export function keptFilters(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("q");
  params.delete("page");
  return params.toString();
}

const NAME_MAX = 60;

/**
 * A person's own shortcuts to the lists they work from ("Applications, new"): saved with a name,
 * opened with one click, removed when done with. Search words are never kept: a visitor's name
 * in a saved filter would outlive their erasure.
 */
export function SavedFilters({ search }: { search: string }) {
  const saved = useSavedFilters();
  const save = useSaveFilter();
  const remove = useRemoveFilter();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState("");
  const kept = keptFilters(search);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem("");
    const trimmed = name.trim();
    if (!trimmed) return setProblem("Give these filters a name");
    try {
      await save.mutateAsync({ name: trimmed, search: kept });
      setName("");
    } catch (error) {
      setProblem(
        error instanceof DataError && error.status === 409
          ? `You already have saved filters called “${trimmed}”`
          : errorText(error),
      );
    }
  }

  return (
    <section aria-labelledby="saved-filters-heading" className="mt-4 rounded-lg border border-line bg-white p-4">
      <h2 id="saved-filters-heading" className="font-semibold">
        Saved filters
      </h2>
      {(saved.data ?? []).length > 0 && (
        <ul aria-label="Your saved filters" className="mt-2 flex flex-wrap gap-3">
          {saved.data!.map((filter) => (
            <li key={filter.id} className="flex items-center gap-2">
              <a className={linkClass} href={routeHash({ name: "inbox", search: filter.search })}>
                {filter.name}
              </a>
              <button
                type="button"
                className="min-h-11 rounded px-2 text-sm text-muted underline"
                aria-label={`Remove the saved filters “${filter.name}”`}
                onClick={() => remove.mutate(filter.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form aria-label="Save these filters" onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          label="Name for the filters shown"
          hint="Kind, status and dates are saved; search words never are."
          value={name}
          maxLength={NAME_MAX}
          error={problem}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className={secondaryButtonClass} disabled={save.isPending}>
          Save these filters
        </button>
      </form>
    </section>
  );
}
