import { useState, type FormEvent } from "react";
import { TextAreaField, TextField } from "../ui/Field";
import { ErrorPanel } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { buttonClass } from "../ui/styles";
import { errorText } from "../api/messages";
import type { Kind } from "~/admin/vocabulary/kinds";
import type { SubmissionRow } from "./api/rows";
import { useSendReply, useThread } from "./api/thread";
import { replyTemplate } from "./reply-template";

/**
 * The conversation with the person by mail: what staff wrote and what came back, and a reply
 * that starts from the stage's usual words. The server sends it with the item's own reply
 * address, so their answer joins this conversation.
 */
export function ThreadPanel({ kind, row }: { kind: Kind; row: SubmissionRow }) {
  const thread = useThread(kind, row.id);
  const send = useSendReply(kind, row.id);
  const start = replyTemplate(kind, row, row.stage);
  const [subject, setSubject] = useState(start.subject);
  const [body, setBody] = useState(start.body);
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage("");
    if (!subject.trim() || !body.trim()) {
      setError("Write a subject and a message first.");
      return;
    }
    setError("");
    try {
      await send.mutateAsync({ subject, body });
      setMessage(`Sent to ${row.email}.`);
    } catch (caught) {
      setError(`Not sent: ${errorText(caught)}`);
    }
  }

  return (
    <section aria-labelledby="thread-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="thread-heading" className="text-lg font-semibold">
        Conversation by mail
      </h2>
      {thread.isError && (
        <ErrorPanel
          title="The conversation could not be loaded"
          message={errorText(thread.error)}
          onRetry={() => void thread.refetch()}
        />
      )}
      {thread.data && (
        <ol className="mt-3 space-y-3">
          {thread.data.length === 0 && <li className="text-sm text-muted">Nothing written to them from here yet.</li>}
          {thread.data.map((m) => (
            <li key={m.id} className={`rounded-md p-3 ${m.direction === "in" ? "bg-amber-50" : "bg-slate-50"}`}>
              <p className="text-sm text-muted">
                {m.direction === "in" ? `Answer from ${m.author_email}` : `Sent by ${m.author_email}`},{" "}
                <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
              </p>
              <p className="mt-1 font-medium">{m.subject}</p>
              <p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <TextField label="Subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
        <TextAreaField
          label={`Reply to ${row.email}`}
          hint="Sent by mail from the company's address, signed with the signature in Site settings; their answer comes back here."
          rows={8}
          value={body}
          maxLength={20000}
          error={error || undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        <button type="submit" className={buttonClass} disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send reply"}
        </button>
        <p role="status" className="text-sm">
          {message}
        </p>
      </form>
    </section>
  );
}
