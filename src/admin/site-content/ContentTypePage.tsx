import { Plus } from "lucide-react";
import { useState } from "react";
import { contentType, routesShown, type ContentTypeDecl, type ContentTypeName } from "~shared/content-types";
import { isOpen } from "~shared/jobs";
import { useStaff } from "~/admin/staff-context";
import { errorText } from "../api/messages";
import { DataError } from "../api/request";
import { loaded } from "../api/query-client";
import { ErrorPanel, Loading } from "../ui/Notice";
import { formatDateTime, PageHeading } from "../ui/PageHeading";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import { useReorder, useSetLive, useSiteItems, type SiteItem } from "./api";
import { canMove, inGroups, ItemOrder, movedOrder, type Ordering } from "./ItemOrder";
import { ItemEditor } from "./ItemEditor";
import { DeleteItemButton, ItemTrash } from "./ItemTrash";
import { PublishStatus } from "../ui/PublishStatus";
import { useWorkflowNotes } from "./list-state";
import { SignOffSetting } from "./SignOffSetting";
import { TakeOffAnyway } from "./TakeOffAnyway";
import { useNeedsSignOff, useSubmitForReview } from "./workflow-api";
import { StatusMessage } from "../ui/Notice";

/**
 * The items of one content type: add, edit, take off the site and put back, delete to the trash
 * and restore. A save is
 * published at once: the server renders the routes that show the type and this page says when
 * they are live (PublishStatus).
 */
export function ContentTypePage({ type }: { type: ContentTypeName }) {
  const decl = contentType(type);
  const [editing, setEditing] = useState<SiteItem | "new" | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [rowError, setRowError] = useState("");
  // A page kept on the site because other items link to it: an admin may take it off anyway.
  const [heldByLinks, setHeldByLinks] = useState<SiteItem | null>(null);
  const { roles } = useStaff();
  const loadedList = loaded(useSiteItems(type));
  const ordering = orderingOf(decl);
  // A type whose order staff choose is listed gathered by its group (a menu's links by menu).
  const list =
    ordering && loadedList.status === "ready"
      ? { ...loadedList, data: inGroups(loadedList.data, ordering) }
      : loadedList;
  const setLive = useSetLive(type);
  const needsSignOff = useNeedsSignOff(type).data === true;
  const submit = useSubmitForReview(type);
  const [submitted, setSubmitted] = useState("");
  // What waits on each item (a draft, a review, a schedule), read again as the editor closes.
  const workflow = useWorkflowNotes(type);
  const words = decl.offSiteWords ?? { hide: "Hide", show: "Show", hidden: "Hidden" };
  const noun = decl.itemLabel.toLowerCase();
  const titleOf = (item: SiteItem) => String(item.data[decl.titleField] ?? item.slug);
  const detailsOf = (item: SiteItem) => listedDetails(decl, item);
  // What a button names: the title, and the details where titles repeat (a menu's links).
  const nameOf = (item: SiteItem) => (detailsOf(item) ? `${titleOf(item)} (${detailsOf(item)})` : titleOf(item));
  const reorder = useReorder(type);
  const nextOrder = list.status === "ready" ? Math.max(0, ...list.data.map((item) => item.sort_order)) + 1 : 1;

  async function toggle(item: SiteItem) {
    setRowError("");
    setSubmitted("");
    try {
      if (needsSignOff) {
        // Taking it off the site, or putting it back, is a change a colleague approves.
        await submit.mutateAsync({ item, data: item.data, action: item.live ? "hide" : "publish" });
        setSubmitted(
          `Submitted for review: ${titleOf(item)} is ${item.live ? "hidden" : "shown again"} once a colleague approves it.`,
        );
        void workflow.refetch();
        return;
      }
      const saved = await setLive.mutateAsync({ item, live: !item.live });
      setSavedAt(saved.updated_at);
    } catch (error) {
      setRowError(`${errorText(error)} Nothing was changed.`);
      if (error instanceof DataError && error.hint === "links" && roles.includes("admin")) setHeldByLinks(item);
    }
  }

  async function move(item: SiteItem, by: -1 | 1) {
    if (list.status !== "ready") return;
    setRowError("");
    setSubmitted("");
    try {
      const order = movedOrder(list.data, item.id, by);
      if (needsSignOff) {
        // A move is a change visitors see: a colleague approves it, and the list moves then.
        await submit.mutateAsync({ item, data: item.data, action: "move", newOrder: order });
        setSubmitted(
          `Submitted for review: ${nameOf(item)} moves ${by < 0 ? "up" : "down"} once a colleague approves it.`,
        );
        void workflow.refetch();
        return;
      }
      setSavedAt(await reorder.mutateAsync(order));
      setSubmitted(`Moved ${nameOf(item)} ${by < 0 ? "up" : "down"}.`);
      // The row moved in the list: the focus stays on its button (the other one at either end).
      requestAnimationFrame(() => {
        const here = document.getElementById(`move-${by < 0 ? "up" : "down"}-${item.id}`) as HTMLButtonElement | null;
        const other = document.getElementById(`move-${by < 0 ? "down" : "up"}-${item.id}`);
        (here && !here.disabled ? here : other)?.focus();
      });
    } catch (error) {
      setRowError(`${errorText(error)} Nothing was changed.`);
    }
  }

  return (
    <>
      <PageHeading
        actions={
          editing === null &&
          !decl.fixed && (
            <button type="button" className={buttonClass} onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" className="size-4" />
              New {noun}
            </button>
          )
        }
      >
        {decl.label}
      </PageHeading>
      <p className="mb-4 text-sm text-muted">Shown on {routesShown(decl).join(", ")}.</p>
      <SignOffSetting type={type} />
      <PublishStatus type={type} savedAt={savedAt} />
      {rowError && <ErrorPanel title="That did not work" message={rowError} />}
      {heldByLinks && (
        <TakeOffAnyway
          item={heldByLinks}
          title={nameOf(heldByLinks)}
          onCancel={() => setHeldByLinks(null)}
          onDone={(saved) => {
            setHeldByLinks(null);
            setRowError("");
            setSavedAt(saved.updated_at);
          }}
        />
      )}
      <StatusMessage message={submitted} />
      {editing !== null && (
        <div className="mb-6 space-y-4">
          <ItemEditor
            key={editing === "new" ? "new" : editing.id}
            decl={decl}
            item={editing === "new" ? null : editing}
            nextOrder={nextOrder}
            onSaved={(saved, note) => {
              setEditing(null);
              setSubmitted(note ?? "");
              setSavedAt(saved.updated_at);
            }}
            onCancel={() => {
              setEditing(null);
              void workflow.refetch();
            }}
          />
        </div>
      )}
      {list.status === "loading" && <Loading label={`Loading ${decl.label.toLowerCase()}…`} onRetry={list.reload} />}
      {list.status === "error" && (
        <ErrorPanel title={`${decl.label} could not be loaded`} message={list.error} onRetry={list.reload} />
      )}
      {list.status === "ready" &&
        (list.data.length === 0 ? (
          <p>There are no {decl.label.toLowerCase()} yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-white">
            {list.data.map((item, index) => (
              <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <p className="font-semibold">
                    {titleOf(item)}
                    {!item.live && (
                      <span className="ml-2 rounded bg-surface px-2 py-0.5 text-sm font-normal">{words.hidden}</span>
                    )}
                  </p>
                  {detailsOf(item) && <p className="text-sm">{detailsOf(item)}</p>}
                  <p className="text-sm text-muted">
                    Saved {formatDateTime(item.updated_at)}
                    {item.updated_by ? ` by ${item.updated_by}` : ""}
                  </p>
                  {item.live && !isOpen(closingDateOf(item)) && (
                    <p className="text-sm font-medium text-amber-800">
                      Its closing date has passed: no longer on the site. Give it a later one to show it again.
                    </p>
                  )}
                  {workflow.data?.get(item.id)?.map((note) => (
                    <p key={note} className="text-sm font-medium text-amber-800">
                      {note}
                    </p>
                  ))}
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setEditing(item)}
                    aria-label={`Edit ${nameOf(item)}`}
                  >
                    Edit
                  </button>
                  {!decl.fixed && (
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => void toggle(item)}
                      aria-label={`${item.live ? words.hide : words.show} ${nameOf(item)}`}
                    >
                      {item.live ? words.hide : words.show}
                    </button>
                  )}
                  {!decl.fixed && (
                    <DeleteItemButton
                      type={type}
                      id={item.id}
                      name={nameOf(item)}
                      onDone={(message, failed) => {
                        setRowError(failed ? message : "");
                        setSubmitted(failed ? "" : message);
                      }}
                    />
                  )}
                  {ordering && (
                    <ItemOrder
                      item={item}
                      canMoveUp={canMove(list.data, index, -1, ordering)}
                      canMoveDown={canMove(list.data, index, 1, ordering)}
                      name={nameOf(item)}
                      onMove={move}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        ))}
      {!decl.fixed && <ItemTrash type={type} decl={decl} />}
    </>
  );
}

/** A position's closing date (other items have none: always open). */
const closingDateOf = (item: SiteItem) =>
  typeof item.data.closingDate === "string" ? item.data.closingDate : undefined;

/** The values of the fields the type lists under each title (a choice by its label), joined. */
function listedDetails(decl: ContentTypeDecl, item: SiteItem): string {
  return (decl.listedBy ?? [])
    .map((name) => {
      const value = item.data[name];
      const field = decl.fields.find((f) => f.name === name);
      return (
        field?.options?.find((option) => option.value === value)?.label ?? (typeof value === "string" ? value : "")
      );
    })
    .filter(Boolean)
    .join(" · ");
}

/** How the type's items are ordered, when staff order them: within its `orderedWithin` field's options. */
function orderingOf(decl: ContentTypeDecl): Ordering | null {
  const within = decl.fields.find((field) => field.name === decl.orderedWithin);
  return within ? { within: within.name, values: within.options?.map((option) => option.value) ?? [] } : null;
}
