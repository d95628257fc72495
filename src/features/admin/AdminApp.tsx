import { island } from "~/components/ui/island";

/**
 * The staff area's React app, mounted client-only at /admin (src/pages/admin.astro). A shell
 * for now: the back-office issue builds sign-in and the tools here, inside this feature.
 */
export function AdminApp() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Kosmos staff</h1>
    </main>
  );
}

export default island(AdminApp);
