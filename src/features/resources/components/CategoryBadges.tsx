import { categoryLabel } from "../labels";

/** The resource's categories as badges, first letter capitalised (spec §3). */
export function CategoryBadges({ categories }: { categories: readonly string[] }) {
  if (categories.length === 0) return null;
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {categoryLabel(category)}
        </li>
      ))}
    </ul>
  );
}
