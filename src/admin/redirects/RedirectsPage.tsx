import { useRef, useState, type FormEvent } from "react";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { DataError } from "../api/request";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { TextField } from "../ui/Field";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { useAddRedirect, useRedirects, useRemoveRedirect, type RedirectRow } from "./api/redirects";

type Problems = { from?: string; to?: string; form?: string };

/**
 * Redirects: old addresses that lead to a page with a 301. The database records one when an
 * article's address changes; an admin adds one for any other address (a page renamed outside the
 * back office, a campaign's short address) and removes those no longer wanted. The database checks
 * every rule (no loop, no chain, a page at the end); this page says its words beside the field.
 */
export function RedirectsPage() {
  const list = loaded(useRedirects());
  const add = useAddRedirect();
  const remove = useRemoveRedirect();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState("");
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage("");
    const found: Problems = {};
    if (!from.trim().startsWith("/")) found.from = "From: an address of this site, starting with /";
    if (!to.trim()) found.to = "To: a page of this site (/contact) or an https:// address";
    setProblems(found);
    if (found.from) return fromInput.current?.focus();
    if (found.to) return toInput.current?.focus();
    try {
      await add.mutateAsync({ from: from.trim(), to: to.trim() });
      setMessage(`${from.trim()} now leads to ${to.trim()}; the site serves it within seconds.`);
      setFrom("");
      setTo("");
    } catch (error) {
      const hint = error instanceof DataError ? error.hint : null;
      if (hint === "from_path") setProblems({ from: errorText(error) });
      else if (hint === "to_path") setProblems({ to: errorText(error) });
      else setProblems({ form: `Not added: ${errorText(error)}` });
      (hint === "to_path" ? toInput : fromInput).current?.focus();
    }
  }

  async function removeOne(redirect: RedirectRow) {
    setMessage("");
    try {
      await remove.mutateAsync(redirect.id);
      setMessage(`${redirect.from_path} no longer leads anywhere: it is a page not found.`);
    } catch (error) {
      setProblems({ form: `Not removed: ${errorText(error)}` });
    }
  }

  return (
    <div>
      <PageHeading>Redirects</PageHeading>
      <p className="mb-6 max-w-prose text-muted">
        An old address that sends visitors, and search engines, on to a page with a permanent redirect (301). When a
        published article’s address changes, its old address is redirected here by itself.
      </p>
      <section aria-labelledby="add-redirect" className="mb-8 rounded-lg border border-line bg-white p-4">
        <h2 id="add-redirect" className="text-lg font-semibold">
          Add a redirect
        </h2>
        <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" noValidate>
          <TextField
            ref={fromInput}
            label="From"
            hint="An old address of this site, such as /team"
            name="from"
            value={from}
            maxLength={300}
            error={problems.from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            ref={toInput}
            label="To"
            hint="A page of this site (/our-team) or https://…"
            name="to"
            value={to}
            maxLength={2048}
            error={problems.to}
            onChange={(e) => setTo(e.target.value)}
          />
          <button type="submit" className={`${buttonClass} sm:mt-6`} disabled={add.isPending}>
            Add redirect
          </button>
        </form>
        {problems.form && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {problems.form}
          </p>
        )}
        <StatusMessage message={message} />
      </section>
      {list.status === "loading" && <Loading label="Loading redirects…" onRetry={list.reload} />}
      {list.status === "error" && (
        <ErrorPanel title="The redirects could not be loaded" message={list.error} onRetry={list.reload} />
      )}
      {list.status === "ready" &&
        (list.data.length === 0 ? (
          <p>No redirects yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Redirects, by the old address</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    From
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    To
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Made
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    <span className="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((redirect) => (
                  <tr key={redirect.id} className="border-b border-line">
                    <th scope="row" className="py-2 pr-4 font-normal break-all">
                      {redirect.from_path}
                    </th>
                    <td className="py-2 pr-4 break-all">{redirect.to_path}</td>
                    <td className="py-2 pr-4">
                      {redirect.automatic ? "When the article’s address changed" : "Added"}
                      {redirect.created_by && <> by {redirect.created_by}</>},{" "}
                      <time dateTime={redirect.created_at}>{formatDateTime(redirect.created_at)}</time>
                    </td>
                    <td className="py-2 pr-4">
                      <ConfirmDialog
                        trigger={
                          <button
                            type="button"
                            className={secondaryButtonClass}
                            aria-label={`Remove the redirect from ${redirect.from_path}`}
                          >
                            Remove
                          </button>
                        }
                        title={`Remove the redirect from ${redirect.from_path}?`}
                        description={`Visitors and links that still use ${redirect.from_path} will find no page there.`}
                        confirmLabel="Remove redirect"
                        onConfirm={() => void removeOne(redirect)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}
