import { useState, type FormEvent } from "react";
import { CONTENT_TYPES } from "~shared/content-types";
import { useStaff } from "~/admin/staff-context";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { useReleaseChanges, useReleases, useReleaseStep, type Release, type ReleaseChange } from "../api/releases";
import { TextField } from "../ui/Field";
import { londonLocal, londonTime, londonToIso } from "../ui/london-time";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { PageHeading } from "../ui/PageHeading";
import { blockLinkClass, buttonClass, secondaryButtonClass } from "../ui/styles";
import { ReleasePreview } from "./ReleasePreview";

const STATE_WORDS: Record<Release["state"], string> = {
  open: "Open: changes are being added",
  submitted: "Waiting for sign-off",
  approved: "Signed off: ready to publish",
  scheduled: "Scheduled",
  published: "Published",
  failed: "Failed: nothing was published",
  cancelled: "Cancelled",
};
const typeLabel = (type: string) => CONTENT_TYPES.find((t) => t.type === type)?.itemLabel ?? type;

/**
 * Releases: a launch that touches several pages gathered as one. Changes are added from each item's
 * editor; the release is previewed as a whole site, signed off by a colleague as one, and published
 * together (now or at a time): every page changes at once, or, if one change fails, none does.
 */
export function ReleasesPage() {
  const releases = loaded(useReleases());
  const changes = useReleaseChanges().data ?? [];
  const step = useReleaseStep();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState("");
  const [status, setStatus] = useState("");

  async function create(event: FormEvent) {
    event.preventDefault();
    setNameError("");
    if (!name.trim()) {
      setNameError("Name: say what the release launches");
      return;
    }
    try {
      await step.mutateAsync({ name: "create_release", args: { p_name: name } });
      setStatus(`Release “${name.trim()}” created: add changes to it from each item's editor.`);
      setName("");
    } catch (error) {
      setNameError(errorText(error));
    }
  }

  return (
    <>
      <PageHeading>Releases</PageHeading>
      <p className="mb-4 max-w-prose text-sm text-muted">
        Gather the changes a launch makes to several pages, preview them as one site, have a colleague sign them off,
        then publish them together: every page changes at once, or none does.
      </p>
      <form onSubmit={create} noValidate className="mb-6 flex flex-wrap items-end gap-3" aria-label="Create a release">
        <div className="min-w-64 flex-1">
          <TextField
            label="New release's name"
            hint="What it launches: “Autumn results”."
            maxLength={120}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass} disabled={step.isPending}>
          Create release
        </button>
      </form>
      <StatusMessage message={status} />
      {releases.status === "loading" && <Loading label="Loading the releases…" />}
      {releases.status === "error" && (
        <ErrorPanel title="The releases could not be loaded" message={releases.error} onRetry={releases.reload} />
      )}
      {releases.status === "ready" &&
        (releases.data.length === 0 ? (
          <p className="text-sm">No release yet.</p>
        ) : (
          <div className="space-y-4">
            {releases.data.map((release) => (
              <ReleaseCard
                key={release.id}
                release={release}
                changes={changes.filter((change) => change.release_id === release.id)}
                onDone={setStatus}
              />
            ))}
          </div>
        ))}
    </>
  );
}

function ReleaseCard({
  release,
  changes,
  onDone,
}: {
  release: Release;
  changes: ReleaseChange[];
  onDone: (message: string) => void;
}) {
  const { email } = useStaff();
  const step = useReleaseStep();
  const [error, setError] = useState("");
  const [earliest] = useState(() => londonLocal(Date.now()));
  const [at, setAt] = useState("");
  const [previewing, setPreviewing] = useState(false);
  const headingId = `release-${release.id}`;

  async function run(name: Parameters<typeof step.mutateAsync>[0], done: string) {
    setError("");
    try {
      await step.mutateAsync(name);
      onDone(done);
    } catch (caught) {
      setError(errorText(caught));
    }
  }
  const id = { p_release: release.id };
  const mine = release.submitted_by?.toLowerCase() === email.toLowerCase();

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {release.name}
        </h2>
        <span className="text-sm font-medium">
          {STATE_WORDS[release.state]}
          {release.state === "scheduled" && release.publish_at ? ` for ${londonTime(release.publish_at)} (London)` : ""}
          {release.state === "published" && release.published_at ? ` ${londonTime(release.published_at)}` : ""}
        </span>
      </div>
      <p className="text-sm text-muted">
        Created by {release.created_by ?? "a colleague"}
        {release.submitted_by ? `; submitted by ${release.submitted_by}` : ""}
        {release.approved_by ? `; signed off by ${release.approved_by}` : ""}.
      </p>
      {release.problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {release.problem}
        </p>
      )}
      {changes.length === 0 ? (
        <p className="mt-2 text-sm">No change yet: open an item, then “Add to a release”.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm" aria-label={`Changes in ${release.name}`}>
          {changes.map((change) => (
            <li key={change.item_id} className="flex flex-wrap items-center justify-between gap-2 py-1">
              <span>
                {typeLabel(change.type)}: “{change.title}”{change.live ? "" : " (taken off the site)"}
                <span className="text-muted"> added by {change.added_by ?? "a colleague"}</span>
              </span>
              {release.state === "open" && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() =>
                    void run(
                      { name: "remove_from_release", args: { ...id, p_item: change.item_id } },
                      `“${change.title}” taken out of ${release.name}.`,
                    )
                  }
                >
                  Take out <span className="sr-only">“{change.title}”</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {changes.length > 0 && release.state !== "published" && (
          <button
            type="button"
            className={secondaryButtonClass}
            aria-expanded={previewing}
            onClick={() => setPreviewing((shown) => !shown)}
          >
            {previewing ? "Close the preview" : "Preview the release"}
          </button>
        )}
        {release.state === "open" && (
          <button
            type="button"
            className={buttonClass}
            onClick={() =>
              void run({ name: "submit_release", args: id }, `${release.name} is waiting for a colleague's sign-off.`)
            }
          >
            Submit for sign-off
          </button>
        )}
        {release.state === "submitted" && !mine && (
          <button
            type="button"
            className={buttonClass}
            onClick={() => void run({ name: "approve_release", args: id }, `${release.name} signed off.`)}
          >
            Sign off
          </button>
        )}
        {release.state === "approved" && (
          <>
            <button
              type="button"
              className={buttonClass}
              onClick={() =>
                void run(
                  { name: "publish_release", args: id },
                  `${release.name} published: every page changes together.`,
                )
              }
            >
              Publish now
            </button>
            <div className="flex items-end gap-2">
              <TextField
                label="Or at (London time)"
                type="datetime-local"
                min={earliest}
                value={at}
                onChange={(event) => setAt(event.target.value)}
              />
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => {
                  const iso = londonToIso(at);
                  if (!iso) return setError("Choose a date and time to publish it at");
                  void run(
                    { name: "publish_release", args: { ...id, p_at: iso } },
                    `${release.name} scheduled for ${londonTime(iso)} (London).`,
                  );
                }}
              >
                Schedule
              </button>
            </div>
          </>
        )}
        {["submitted", "approved", "scheduled", "failed"].includes(release.state) && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void run({ name: "reopen_release", args: id }, `${release.name} is open again.`)}
          >
            {release.state === "submitted" && !mine ? "Send back" : "Reopen"}
          </button>
        )}
        {!["published", "cancelled"].includes(release.state) && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void run({ name: "cancel_release", args: id }, `${release.name} cancelled.`)}
          >
            Cancel release
          </button>
        )}
        <a className={blockLinkClass} href="#/site">
          Open the site's content
        </a>
      </div>
      {previewing && <ReleasePreview release={release} />}
    </section>
  );
}

export default ReleasesPage;
