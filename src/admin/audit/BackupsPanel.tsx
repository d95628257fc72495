import { loaded } from "../api/query-client";
import { ErrorPanel, Loading } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { useLastBackupRuns, type BackupRun } from "./api/last-backup-runs";

export type { BackupRun };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function describeRun(run: BackupRun): string {
  if (run.outcome === "succeeded")
    return `Succeeded: ${megabytes(run.size_bytes ?? 0)} in ${seconds(run.duration_ms ?? 0)}.`;
  if (run.outcome === "failed")
    return `Failed after ${seconds(run.duration_ms ?? 0)}: ${run.error ?? "no reason given"}`;
  return "Running…";
}

/** The latest scheduled backups: when, the outcome, the size and how long it took. */
export function BackupsPanel() {
  const runs = loaded(useLastBackupRuns());
  return (
    <section aria-labelledby="backups-heading" className="mb-8 rounded-lg border border-line bg-white p-4">
      <h2 id="backups-heading" className="text-lg font-semibold">
        Backups
      </h2>
      {runs.status === "loading" && <Loading label="Loading the latest backups…" onRetry={runs.reload} />}
      {runs.status === "error" && (
        <ErrorPanel title="The latest backups could not be loaded" message={runs.error} onRetry={runs.reload} />
      )}
      {runs.status === "ready" &&
        (runs.data.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            No scheduled backup has run yet (the server's BACKUP_SCHEDULE sets when).
          </p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {runs.data.map((run) => (
              <li key={run.scheduled_for}>
                <time dateTime={run.scheduled_for}>{formatDateTime(run.scheduled_for)}</time>: {describeRun(run)}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
