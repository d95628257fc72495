import { island } from "~/components/ui/island";
import { LayoutGrid, List } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { QueryProvider, startReadEarly, useDeferredResult, useFailureToast } from "~/lib/query";
import { resourcesQuery, useResources } from "./api/get-resources";
import { FilterBar } from "./components/FilterBar";
import type { CardLayout } from "./components/ResourceCard";
import { ResourceResults } from "./components/ResourceResults";
import { filterResources } from "./filter";
import type { Resource } from "./types";
import { useResourceFilters } from "./use-resource-filters";

/**
 * The resource library under the page's hero: filters, result count, grid and list views. The
 * page gives it the published resources, so they are in the page's HTML (without JavaScript, for
 * search engines); once running, it reads them again and shows what it reads.
 */
export function ResourceLibrary({ published }: { published?: Resource[] }) {
  return (
    <QueryProvider>
      <Library published={published} />
    </QueryProvider>
  );
}

const tabClass =
  "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm";

function Library({ published }: { published?: Resource[] }) {
  const query = useResources();
  useFailureToast(query, "Failed to load resources");
  const { filters, setSearch, setCategory, setType } = useResourceFilters();
  const [layout, setLayout] = useState<CardLayout>("grid");

  // A failed load ends the loading state and shows the published (or no) results, as the spec has it.
  const { data, isPending: loading } = useDeferredResult(query, published);
  const shown = filterResources(data ?? [], filters);

  return (
    <section aria-labelledby="library-heading" className="mx-auto max-w-7xl px-6 py-12 sm:py-16">
      <h2 id="library-heading" className="sr-only">
        Browse resources
      </h2>
      <FilterBar filters={filters} onSearch={setSearch} onCategory={setCategory} onType={setType} />
      <Tabs.Root value={layout} onValueChange={(value) => setLayout(value as CardLayout)} className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Tabs.List aria-label="Layout" className="inline-flex rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="grid" className={tabClass}>
              <LayoutGrid aria-hidden="true" className="size-4" />
              Grid View
            </Tabs.Trigger>
            <Tabs.Trigger value="list" className={tabClass}>
              <List aria-hidden="true" className="size-4" />
              List View
            </Tabs.Trigger>
          </Tabs.List>
          {/* Present from the start (empty) so screen readers announce each new count. */}
          <p role="status" className="text-sm text-muted">
            {loading ? "" : resultCount(shown.length)}
          </p>
        </div>
        {(["grid", "list"] as const).map((value) => (
          // A minimum height keeps the newsletter block below the fold while the list loads (no layout shift in view).
          <Tabs.Content key={value} value={value} className="mt-6 min-h-[60vh]">
            <ResourceResults resources={shown} loading={loading} layout={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function resultCount(count: number) {
  return count === 1 ? "1 resource" : `${count} resources`;
}

// The library's read starts as this island's module loads, not after it has hydrated.
startReadEarly(resourcesQuery());

/** The island a page mounts. */
export default island(ResourceLibrary);
