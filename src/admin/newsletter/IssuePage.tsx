import type { Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { hasText, type RichDoc } from "~shared/rich-text";
import { issueBodyHtml } from "~shared/newsletter-mail";
import { routeHash } from "../routes";
import { errorText } from "../api/messages";
import { loaded } from "../api/query-client";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { TextField } from "../ui/Field";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { blockLinkClass, buttonClass, inputClass, labelClass, secondaryButtonClass } from "../ui/styles";
import { useDeleteIssue, useIssue, useSaveIssue, useSendIssue, useSendTest, type Issue } from "./api/issue";
import { useLibrary } from "./api/library";
import { useNewsletterOverview } from "./api/overview";
import { RichTextEditor } from "../ui/RichTextEditor";

const SUBJECT_MAX = 150;
/** A draft is saved this long after the last change (and when the page is left). */
const AUTOSAVE_MS = 1_500;

/** One issue: written and saved as a draft, previewed as the mail, tested, then sent once. */
export function IssuePage({ id }: { id: string }) {
  const issue = loaded(useIssue(id));
  return (
    <>
      <a className={blockLinkClass} href={routeHash({ name: "newsletter" })}>
        ← All issues
      </a>
      {issue.status === "loading" && <Loading label="Loading the issue…" onRetry={issue.reload} />}
      {issue.status === "error" && (
        <ErrorPanel title="The issue could not be loaded" message={issue.error} onRetry={issue.reload} />
      )}
      {issue.status === "ready" && <IssueEditor key={issue.data.id} issue={issue.data} />}
    </>
  );
}

function IssueEditor({ issue }: { issue: Issue }) {
  const [subject, setSubject] = useState(issue.subject);
  const [body, setBody] = useState<RichDoc>(issue.body);
  const [savedAt, setSavedAt] = useState(issue.updated_at);
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const [libraryItem, setLibraryItem] = useState("");
  const editor = useRef<Editor | null>(null);
  const save = useSaveIssue(issue.id);
  const remove = useDeleteIssue(issue.id);
  const test = useSendTest(issue.id);
  const send = useSendIssue(issue.id);
  const library = useLibrary();
  const overview = useNewsletterOverview();
  const readOnly = issue.status !== "draft";
  const confirmed = overview.data?.states.confirmed ?? 0;
  const subjectError =
    subject.trim().length === 0
      ? "Enter a subject."
      : subject.length > SUBJECT_MAX
        ? `Keep the subject to ${SUBJECT_MAX} characters (it has ${subject.length}).`
        : "";

  async function saveNow(): Promise<boolean> {
    if (readOnly || subjectError) return false;
    try {
      await save.mutateAsync({ subject: subject.trim(), body });
      setSavedAt(new Date().toISOString());
      setDirty(false);
      return true;
    } catch (cause) {
      setError(`The draft was not saved: ${errorText(cause)}`);
      return false;
    }
  }

  // Autosave: a draft is never lost to a closed tab for more than a moment's typing.
  const latest = useRef(saveNow);
  useEffect(() => {
    latest.current = saveNow;
  });
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => void latest.current(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, subject, body]);

  async function sendTest() {
    setError("");
    setMessage("");
    if (!(readOnly || (await saveNow()))) return;
    try {
      await test.mutateAsync();
      setMessage("A test copy is on its way to your own address.");
    } catch (cause) {
      setError(`The test copy was not sent: ${errorText(cause)}`);
    }
  }

  async function sendToAll() {
    setError("");
    setMessage("");
    if (!(await saveNow())) return;
    try {
      const recipients = await send.mutateAsync();
      setMessage(
        `Sending to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}. Progress shows on the newsletter page.`,
      );
      window.location.hash = routeHash({ name: "newsletter" });
    } catch (cause) {
      setError(`The issue was not sent: ${errorText(cause)}`);
    }
  }

  async function deleteDraft() {
    try {
      await remove.mutateAsync();
      window.location.hash = routeHash({ name: "newsletter" });
    } catch (cause) {
      setError(`The draft was not deleted: ${errorText(cause)}`);
    }
  }

  function insertLibraryItem() {
    const item = library.data?.find((entry) => entry.id === libraryItem);
    if (!item || !editor.current) return;
    editor.current
      .chain()
      .focus("end")
      .insertContent([
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: item.title }] },
        { type: "paragraph", content: [{ type: "text", text: item.description }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Read more", marks: [{ type: "link", attrs: { href: item.read_more_url } }] },
          ],
        },
      ])
      .run();
  }

  const preview = issueBodyHtml({ body, unsubscribeLink: null, siteUrl: window.location.origin });

  return (
    <>
      <PageHeading>{readOnly ? issue.subject : "Write an issue"}</PageHeading>
      <StatusMessage message={message} />
      {error && <ErrorPanel title="That did not work" message={error} />}
      {readOnly ? (
        <p className="mb-4">This issue has been sent; it can no longer be changed.</p>
      ) : (
        <p className="mb-4 text-sm text-muted" aria-live="polite">
          {save.isPending ? "Saving…" : dirty ? "Unsaved changes" : `Draft saved ${formatDateTime(savedAt)}`}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <TextField
            label="Subject"
            value={subject}
            readOnly={readOnly}
            error={readOnly ? undefined : subjectError || undefined}
            onChange={(e) => {
              setSubject(e.target.value);
              setDirty(true);
            }}
          />
          <RichTextEditor
            label="Body"
            value={body}
            readOnly={readOnly}
            onReady={(created) => (editor.current = created)}
            onChange={(doc) => {
              setBody(doc);
              setDirty(true);
            }}
          />
          {!readOnly && (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-64 flex-1">
                <label htmlFor="library-item" className={labelClass}>
                  Insert from the resource library
                </label>
                <select
                  id="library-item"
                  className={inputClass}
                  value={libraryItem}
                  onChange={(e) => setLibraryItem(e.target.value)}
                >
                  <option value="">Choose a resource…</option>
                  {library.data?.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={insertLibraryItem}
                disabled={!libraryItem}
              >
                Insert
              </button>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {!readOnly && (
              <button type="button" className={secondaryButtonClass} onClick={() => void saveNow()}>
                Save draft
              </button>
            )}
            <button type="button" className={secondaryButtonClass} onClick={sendTest} disabled={test.isPending}>
              Send a test to myself
            </button>
            {!readOnly && (
              <ConfirmDialog
                trigger={
                  <button type="button" className={buttonClass} disabled={!hasText(body) || Boolean(subjectError)}>
                    Send to subscribers
                  </button>
                }
                title={`Send “${subject.trim()}” to ${confirmed} ${confirmed === 1 ? "subscriber" : "subscribers"}?`}
                description="Every confirmed subscriber receives it once. It cannot be changed or recalled afterwards."
                confirmLabel="Send now"
                onConfirm={() => void sendToAll()}
              />
            )}
            {!readOnly && (
              <ConfirmDialog
                trigger={
                  <button type="button" className={secondaryButtonClass}>
                    Delete draft
                  </button>
                }
                title="Delete this draft?"
                description="The draft is removed for good."
                confirmLabel="Delete draft"
                onConfirm={() => void deleteDraft()}
              />
            )}
          </div>
        </div>
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="text-lg font-semibold">
            Preview as mail
          </h2>
          <p className="text-sm text-muted">Subject: {subject}</p>
          {/* The mail's own body, made by shared/rich-text.ts's allow-list: escaped text and checked links only. */}
          <div
            data-testid="mail-preview"
            className="mt-2 rounded-lg border border-line bg-white p-4 text-base [&_a]:text-brand [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_hr]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
      </div>
    </>
  );
}

export default IssuePage;
