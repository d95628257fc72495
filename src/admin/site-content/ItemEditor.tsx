import { useEffect, useRef, useState, type FormEvent } from "react";
import { useEditingLock } from "./editing-lock";
import { EditingLockNotice } from "./EditingLockNotice";
import { fieldProblem, type ContentField, type ContentTypeDecl, type FieldValue } from "~shared/content-types";
import { isLinkablePath } from "~/config/pages";
import { isPictureChoice } from "~shared/picture";
import { EMPTY_DOC, hasText } from "~shared/rich-text";
import { errorText } from "../api/messages";
import { useRedirectSources } from "../redirects/api/redirects";
import { DataError } from "../api/request";
import { checkAccessibility } from "../api/preview";
import { ErrorPanel, Loading, StatusMessage } from "../ui/Notice";
import { formatDateTime } from "../ui/PageHeading";
import { buttonClass, secondaryButtonClass } from "../ui/styles";
import {
  useDiscardDraft,
  useForgetDraft,
  useItemDraft,
  useSaveDraft,
  useSaveSiteItem,
  useSetLive,
  type ItemDraft,
  type ItemVersion,
  type SiteItem,
} from "./api";
import { ItemAddress } from "./ItemAddress";
import { ItemHistory } from "./ItemHistory";
import { ItemPreview } from "./ItemPreview";
import { ItemReview } from "./ItemReview";
import { ItemSchedules } from "./ItemSchedules";
import { PastChecks } from "./PastChecks";
import { ItemField } from "./ItemField";
import { publishedAs, VersionKindChoice, type VersionKind } from "./VersionKind";
import { problemsOfChange, useNeedsSignOff, useSubmitForReview, type CheckProblem } from "./workflow-api";
import { useStaff } from "~/admin/staff-context";
import { londonLocal } from "~/admin/ui/london-time";
import { useClaimEvidence, type Claimed } from "./claim-evidence";
import { ClaimPanel } from "./ClaimPanel";
import { AddToRelease } from "./AddToRelease";

/** A field's value before anything is typed: a new item's date may start as today's. */
function emptyValue(field: ContentField, isNew: boolean): FieldValue {
  if (isNew && field.newItem === "today") return londonLocal(Date.now()).slice(0, 10);
  if (field.kind === "richText") return EMPTY_DOC;
  if (field.kind === "choices") return [];
  if (field.kind === "flag") return false;
  return "";
}

/**
 * What is sent: text trimmed, rich text as it is, a picture as chosen (the database adds what the
 * library knows of it), choices as a list, a flag only when ticked; an empty optional field left out.
 */
function savedValue(value: FieldValue | undefined): FieldValue | null {
  if (value === undefined) return null;
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "boolean") return value || null;
  if (Array.isArray(value)) return value.length > 0 ? value : null;
  if (isPictureChoice(value)) return { media: value.media, alt: value.alt.trim(), decorative: value.decorative };
  return hasText(value) ? value : null;
}

/**
 * One item's fields, as its type declares them (shared/content-types/): each checked as the
 * database checks it before anything is sent, and a refusal of the database shown beside the
 * field it names. A save from a copy someone has since changed saves nothing and says so.
 */
type EditorProps = {
  decl: ContentTypeDecl;
  item: SiteItem | null;
  nextOrder: number;
  /** `note`: what the editor is told beside the publish's status (a legal page's new version or correction). */
  onSaved: (saved: SiteItem, note?: string) => void;
  onCancel: () => void;
};

export function ItemEditor(props: EditorProps) {
  if (!props.item) return <ItemForm {...props} draft={null} />;
  return <ItemWithDraft {...props} item={props.item} />;
}

/** A published item opens with its draft when it has one: what was typed is never lost. */
function ItemWithDraft(props: EditorProps & { item: SiteItem }) {
  const draft = useItemDraft(props.item.id);
  if (draft.isPending) return <Loading label="Opening…" />;
  if (draft.isError) return <ErrorPanel title="The draft could not be read" message={errorText(draft.error)} />;
  return <ItemForm {...props} draft={draft.data} />;
}

/** Whether the item has its own page now (a resource with its article published). */
const hasOwnPage = (item: SiteItem) => item.data.body !== undefined;

/** How long after the last key the draft is saved. */
const AUTOSAVE_MS = 800;

function ItemForm({ decl, item, nextOrder, onSaved, onCancel, draft }: EditorProps & { draft: ItemDraft | null }) {
  const fieldsOf = (data: Record<string, FieldValue> | undefined) =>
    Object.fromEntries(decl.fields.map((field) => [field.name, data?.[field.name] ?? emptyValue(field, !data)]));
  const [values, setValues] = useState<Record<string, FieldValue>>(() => fieldsOf(draft?.data ?? item?.data));
  const [draftSaved, setDraftSaved] = useState<{ at: string; by: string | null } | null>(
    draft ? { at: draft.saved_at, by: draft.saved_by } : null,
  );
  const [draftProblem, setDraftProblem] = useState("");
  const typed = useRef(false);
  const autosave = useRef<{ timer?: ReturnType<typeof setTimeout>; running?: Promise<unknown> }>({});
  const saveDraft = useSaveDraft(item?.id ?? "");
  const discardDraft = useDiscardDraft(item?.id ?? "");
  const forgetDraft = useForgetDraft();
  // A colleague typing in the item holds it: nothing typed here is saved until they close it.
  const [typing, setTyping] = useState(false);
  const { lock, takeOver } = useEditingLock(item?.id ?? null, typing);
  /** Something was typed (or chosen) here: it becomes the draft, and the item this editor's to hold. */
  const markTyped = () => {
    typed.current = true;
    setTyping(true);
  };
  const lockedOut = lock.state === "theirs";

  // Autosave: a published item's edits become its draft a moment after the last key.
  useEffect(() => {
    if (!item || !typed.current || lockedOut) return;
    const timer = setTimeout(() => {
      autosave.current.running = saveDraft
        .mutateAsync({ data: cleaned(), baseVersion: item.version })
        .then((saved) => {
          setDraftSaved({ at: saved.saved_at, by: saved.saved_by });
          setDraftProblem("");
        })
        .catch((error: unknown) => setDraftProblem(`The draft could not be saved: ${errorText(error)}`));
    }, AUTOSAVE_MS);
    autosave.current.timer = timer;
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved when the values change, not when the mutation does
  }, [values]);

  /** The fields as a publish would send them, unchecked: what the draft holds. */
  const cleaned = () =>
    Object.fromEntries(
      decl.fields.flatMap((field) => {
        const value = savedValue(values[field.name]);
        return value === null ? [] : [[field.name, value]];
      }),
    );

  /** Saves what is typed as the draft now (the preview shows the draft). */
  async function flushDraft() {
    clearTimeout(autosave.current.timer);
    await autosave.current.running;
    if (!item || !typed.current || lockedOut) return;
    const saved = await saveDraft.mutateAsync({ data: cleaned(), baseVersion: item.version });
    setDraftSaved({ at: saved.saved_at, by: saved.saved_by });
  }

  async function revertToPublished() {
    clearTimeout(autosave.current.timer);
    await autosave.current.running;
    typed.current = false;
    await discardDraft.mutateAsync();
    setValues(fieldsOf(item?.data));
    setDraftSaved(null);
    setErrors({});
    setRestored("The draft was discarded: the form shows the published version.");
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [restored, setRestored] = useState("");
  const save = useSaveSiteItem(decl.type as never, decl.slugFields ?? [decl.titleField]);
  const { client, roles } = useStaff();
  // The claims its fields make: evidence for each wording is recorded before the item is published.
  const claims = useClaimEvidence(item?.id ?? null, values);
  const showAfterClaims = useSetLive(decl.type as never);
  /** The claims' evidence recorded on the item, or false (the refusal shown by its field). */
  async function claimsRecorded(on: SiteItem, claimed: Claimed[]): Promise<boolean> {
    const refused = await claims.recordOn(on.id, claimed);
    if (!refused) return true;
    setErrors({ [`claim:${refused.field}`]: refused.problem });
    focusField(`claim-${refused.field}`);
    return false;
  }
  /** What the form would add to a release: checked, its claims' evidence recorded first. */
  async function changeForRelease(live: boolean): Promise<Record<string, FieldValue> | null> {
    const data = checkedData();
    if (!data || !item) return null;
    const asked = claims.toRecord(decl.fields, live);
    if ("problem" in asked) {
      setErrors({ [`claim:${asked.field}`]: asked.problem });
      focusField(`claim-${asked.field}`);
      return null;
    }
    return (await claimsRecorded(item, asked.claimed)) ? data : null;
  }
  const redirected = useRedirectSources();
  const needsSignOff = useNeedsSignOff(decl.type).data === true;
  const submitForReview = useSubmitForReview(decl.type);
  // A change the checks before publish hold back: an admin may still publish it, saying why.
  const [heldBack, setHeldBack] = useState<{ data: Record<string, FieldValue>; problems: CheckProblem[] } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const noun = decl.itemLabel.toLowerCase();
  // Content with an effective date asks, at each publish, whether the change is a new version.
  const publishedDate = item && typeof item.data.effectiveDate === "string" ? item.data.effectiveDate : null;
  const [versionKind, setVersionKind] = useState<VersionKind | null>(null);
  function chooseVersionKind(kind: VersionKind) {
    setVersionKind(kind);
    markTyped();
    const today = londonLocal(Date.now()).slice(0, 10);
    setValues((current) => ({ ...current, effectiveDate: kind === "new" ? today : publishedDate! }));
    setErrors(({ versionKind: _, ...rest }) => rest);
  }

  const focusField = (name: string) =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>(`[name="${name}"], [data-field="${name}"] [contenteditable]`)?.focus(),
    );

  /** The fields as they would be published, after the database's checks run here; null (and the errors shown) when one fails. */
  function checkedData(): Record<string, FieldValue> | null {
    const found = Object.fromEntries(
      decl.fields.flatMap((field) => {
        const problem = fieldProblem(field, values[field.name], (path) => isLinkablePath(path) || redirected.has(path));
        return problem ? [[field.name, problem]] : [];
      }),
    );
    setErrors(found);
    const first = decl.fields.find((field) => found[field.name]);
    if (first) {
      focusField(first.name);
      return null;
    }
    return cleaned();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError("");
    setHeldBack(null);
    setRestored("");
    const data = checkedData();
    if (!data) return;
    if (publishedDate && versionKind === null) {
      setErrors({ versionKind: "Say whether this is a new version or a correction" });
      focusField("versionKind");
      return;
    }
    try {
      const problems = await problemsOfChange(client, decl.type, data, item?.data ?? null);
      if (problems.length > 0) {
        setErrors(Object.fromEntries(problems.map((p) => [p.field, p.problem])));
        setHeldBack({ data, problems });
        focusField(problems[0]!.field);
        return;
      }
      // The pages this change would publish, checked by the server first: the database holds back what it finds.
      const changed = item?.live && JSON.stringify(data) !== JSON.stringify(item.data);
      const inaccessible = changed ? await checkAccessibility(client, item.id, data) : [];
      if (inaccessible.length > 0) {
        setHeldBack({ data, problems: inaccessible.map((problem) => ({ field: "accessibility", problem })) });
        return;
      }
      const asked = claims.toRecord(decl.fields, item?.live ?? true);
      if ("problem" in asked) {
        setErrors({ [`claim:${asked.field}`]: asked.problem });
        focusField(`claim-${asked.field}`);
        return;
      }
      // A new item is made hidden, its claims' evidence recorded on it, then shown.
      const saveFirst = item === null && asked.claimed.length > 0;
      let recordOn = item;
      if (saveFirst) {
        clearTimeout(autosave.current.timer);
        typed.current = false;
        recordOn = await save.mutateAsync({ item, data, nextOrder, hidden: true });
      }
      if (recordOn && !(await claimsRecorded(recordOn, asked.claimed))) {
        if (saveFirst) setFormError(`The ${noun} was saved hidden: record its evidence from its page, then show it.`);
        return;
      }
      if (saveFirst) {
        const shown = needsSignOff ? recordOn! : await showAfterClaims.mutateAsync({ item: recordOn!, live: true });
        onSaved(shown);
        return;
      }
      if (item && needsSignOff) {
        await flushDraft();
        await submitForReview.mutateAsync({ item, data });
        setRestored("Submitted for review: a colleague must approve it before it is published.");
        return;
      }
      // A draft save still on its way must not land after the publish (it would outlive it).
      clearTimeout(autosave.current.timer);
      typed.current = false;
      await autosave.current.running;
      const saved = await save.mutateAsync({ item, data, nextOrder });
      if (item) forgetDraft(item.id);
      onSaved(saved, versionKind ? publishedAs(versionKind, String(data.effectiveDate)) : undefined);
    } catch (error) {
      const field = error instanceof DataError && error.hint ? decl.fields.find((f) => f.name === error.hint) : null;
      // The database's word on a claim (its evidence is due): said with its evidence's fields.
      if (field?.claim) claims.askAgain(field.name);
      if (field) {
        setErrors({ [field.name]: errorText(error) });
        focusField(field.name);
      } else {
        setFormError(errorText(error));
      }
    }
  }

  function restore(version: ItemVersion) {
    markTyped();
    setValues(
      Object.fromEntries(
        decl.fields.map((field) => [field.name, version.data[field.name] ?? emptyValue(field, false)]),
      ),
    );
    setErrors({});
    setFormError("");
    setRestored(`Version ${version.version} is in the form: save and publish to make it live again.`);
    form.current?.scrollIntoView({ block: "start" });
    focusField(decl.fields[0]!.name);
  }

  return (
    <>
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        aria-label={item ? `Edit ${noun}` : `New ${noun}`}
        className="space-y-4 rounded-lg border border-line bg-white p-4 sm:p-6"
      >
        <h2 className="text-lg font-semibold">
          {item ? `Edit “${String(item.data[decl.titleField])}”` : `New ${noun}`}
        </h2>
        {item && (
          <p className="text-sm text-muted">
            What you type is kept as a draft as you type; the site shows the published version until you publish.
          </p>
        )}
        {item && draftSaved && (
          <div
            className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
            data-testid="draft-notice"
          >
            <p>
              <span className="font-medium">Draft saved {formatDateTime(draftSaved.at)}</span>
              {draftSaved.by ? ` by ${draftSaved.by}` : ""}, not published.
              {draft && draft.base_version !== item.version
                ? " The item was published again after this draft began: publishing the draft replaces that version."
                : ""}
            </p>
            <button type="button" className={secondaryButtonClass} onClick={() => void revertToPublished()}>
              Revert to published
            </button>
          </div>
        )}
        {draftProblem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {draftProblem}
          </p>
        )}
        <EditingLockNotice lock={lock} isAdmin={roles.includes("admin")} onTakeOver={takeOver} />
        <fieldset disabled={lockedOut} className="space-y-4">
          {decl.fields.map((field) => (
            <div key={field.name} className="space-y-2">
              <ItemField
                field={field}
                value={values[field.name]}
                error={errors[field.name]}
                onChange={(value) => {
                  markTyped();
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
              />
              {field.claim && (
                <ClaimPanel
                  type={decl.type}
                  name={`claim-${field.name}`}
                  wording={claims.wordingOf(field.name)}
                  held={claims.held(field)}
                  evidence={claims.evidenceFor(field)}
                  error={errors[`claim:${field.name}`]}
                  onChange={(given) => claims.setEvidenceOf(field.name, given)}
                />
              )}
            </div>
          ))}
        </fieldset>
        {publishedDate && (
          <VersionKindChoice
            published={publishedDate}
            value={versionKind}
            error={errors.versionKind}
            onChange={chooseVersionKind}
          />
        )}
        {formError && <ErrorPanel title="Nothing was saved" message={formError} />}
        {heldBack && item && (
          <PastChecks
            type={decl.type}
            item={item}
            held={heldBack}
            isAdmin={roles.includes("admin")}
            onPublished={(saved) => {
              forgetDraft(item.id);
              onSaved(saved);
            }}
          />
        )}
        <StatusMessage message={restored} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass} disabled={save.isPending || lockedOut}>
            {save.isPending || submitForReview.isPending
              ? "Saving…"
              : item && needsSignOff
                ? "Submit for review"
                : item
                  ? "Save and publish"
                  : `Publish ${noun}`}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
      {item && needsSignOff && <ItemReview type={decl.type} itemId={item.id} onApproved={() => forgetDraft(item.id)} />}
      {item && <ItemPreview itemId={item.id} beforePreview={flushDraft} />}
      {item?.live && decl.pageAddress && hasOwnPage(item) && (
        <ItemAddress decl={{ ...decl, pageAddress: decl.pageAddress }} item={item} onChanged={onSaved} />
      )}
      {item && (
        <ItemSchedules
          decl={decl}
          itemId={item.id}
          collect={checkedData}
          submitForReview={
            needsSignOff
              ? async (data, publishAt) => {
                  await flushDraft();
                  await submitForReview.mutateAsync({ item, data, publishAt });
                }
              : undefined
          }
        />
      )}
      {item && <AddToRelease itemId={item.id} collect={changeForRelease} />}
      {item && <ItemHistory key={item.version} decl={decl} itemId={item.id} onRestore={restore} />}
    </>
  );
}
