import { ChevronDown, Search } from "lucide-react";
import { useId } from "react";
import type { ResourceFilters } from "../filter";
import { type FilterOption, categoryLabel, categoryOptions, optionsIncluding, typeLabel, typeOptions } from "../labels";

type FilterBarProps = {
  filters: ResourceFilters;
  onSearch: (text: string) => void;
  onCategory: (category: string) => void;
  onType: (type: string) => void;
};

const fieldClass =
  "h-11 w-full rounded-md border border-slate-500 bg-white text-sm text-ink focus-visible:border-brand";

/** Search box and the two filters. Native selects: keyboard, screen readers and phones know them already. */
export function FilterBar({ filters, onSearch, onCategory, onType }: FilterBarProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Filter resources"
      // Everything applies as it changes; Enter in the search box must not reload the page.
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6 md:grid-cols-[2fr_1fr_1fr]"
    >
      <div>
        <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium text-ink">
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={`${id}-search`}
            type="search"
            name="q"
            value={filters.search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Search resources..."
            autoComplete="off"
            className={`${fieldClass} pl-9 pr-3 placeholder:text-slate-500`}
          />
        </div>
      </div>
      <FilterSelect
        id={`${id}-category`}
        label="Topic"
        name="category"
        value={filters.category}
        options={optionsIncluding(categoryOptions, filters.category, categoryLabel)}
        onChange={onCategory}
      />
      <FilterSelect
        id={`${id}-type`}
        label="Content type"
        name="type"
        value={filters.type}
        options={optionsIncluding(typeOptions, filters.type, typeLabel)}
        onChange={onType}
      />
    </form>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
};

function FilterSelect({ id, label, name, value, options, onChange }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} cursor-pointer appearance-none pl-3 pr-10`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
