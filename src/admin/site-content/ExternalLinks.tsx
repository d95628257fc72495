import { useQuery } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import { fromDatabase } from "../api/request";
import { londonTime } from "../ui/london-time";

type Sweep = { id: number; started_at: string; finished_at: string | null; checked: number; broken: number };
type Broken = {
  url: string;
  status: number | null;
  problem: string | null;
  used_in: { title: string | null; field: string; type: string }[];
};

/** The last finished sweep of the site's external links and what it found broken. */
function useLastSweep() {
  const { client } = useStaff();
  return useQuery({
    queryKey: ["link-sweep"],
    queryFn: async () => {
      const sweeps = (await fromDatabase(
        client
          .from("link_sweeps")
          .select("id, started_at, finished_at, checked, broken")
          .not("finished_at", "is", null)
          .order("started_at", { ascending: false })
          .limit(1),
      )) as Sweep[];
      const sweep = sweeps[0];
      if (!sweep) return null;
      const broken = (await fromDatabase(
        client
          .from("link_sweep_results")
          .select("url, status, problem, used_in")
          .eq("sweep_id", sweep.id)
          .eq("ok", false)
          .order("url"),
      )) as unknown as Broken[];
      return { sweep, broken };
    },
  });
}

/**
 * The weekly check of the links to other sites: when it last ran, how many it asked, and each
 * address that did not answer well, with the items that link to it, for their editors to mend.
 */
export function ExternalLinks() {
  const last = useLastSweep();
  return (
    <section aria-labelledby="external-links-heading" className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 id="external-links-heading" className="text-lg font-semibold">
        Links to other sites
      </h2>
      {last.isPending ? null : !last.data ? (
        <p className="text-sm">Not checked yet: the server asks every link to another site once a week.</p>
      ) : (
        <>
          <p className="text-sm">
            Checked {londonTime(last.data.sweep.started_at)} (London): {last.data.sweep.checked} addresses,{" "}
            {last.data.broken.length === 0 ? "every one answered." : `${last.data.broken.length} did not answer well:`}
          </p>
          {last.data.broken.length > 0 && (
            <ul className="mt-2 divide-y divide-line text-sm" aria-label="Links that did not answer well">
              {last.data.broken.map((link) => (
                <li key={link.url} className="py-2">
                  <code className="break-all">{link.url}</code>:{" "}
                  {link.status !== null ? `answered ${link.status}` : (link.problem ?? "no answer")}
                  <span className="block text-muted">
                    In {link.used_in.map((use) => `“${use.title ?? "an item"}” (${use.field})`).join(", ")}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
