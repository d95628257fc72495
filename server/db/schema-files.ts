import { projectPath } from "../project-root.ts";

/**
 * The schema as it is now, one readable file per domain (decision 035), cut from
 * `pg_dump --schema-only` of a database the migrations were applied to. The migrations stay the
 * source (append-only, pushed to hosted projects as they are); these files are generated from
 * them by `npm run gen:schema` and committed, and server/db/schema-files.server.test.ts fails when
 * they are stale, as for the generated types.
 */
export const SCHEMA_DIR = projectPath("supabase", "schema");

/** Where each object belongs: by the name of the object, or of the table it hangs on. */
const DOMAINS: { file: string; about: string; names: RegExp }[] = [
  {
    file: "submissions",
    about:
      "What visitors send: one table a kind (shared/submission-kinds.ts declares them), their CHECKs and who may insert.",
    names:
      /^(contact_submissions|job_applications|research_partnerships|incubation_programme|newsletter_subscribers|submission_tables|one_row_a_visitor)$/,
  },
  {
    file: "storage",
    about: "Uploaded files: the buckets, their objects and policies, and files queued for removal after their rows.",
    names:
      /^(buckets|objects|foldername|files_to_remove|removed_files|queue_removed_file|queue_orphan_files|file_pending_removal)$/,
  },
  {
    file: "staff-and-roles",
    about:
      "Staff accounts, sessions and second factors (auth), their roles and the checks every function makes, invitations and sign-ins.",
    names:
      /^(users|sessions|mfa_amr_claims|mfa_challenges|mfa_factors|refresh_tokens|sign_in_failures|sign_ins|staff_invitations|caller_roles|give_one_time_password|keep_an_admin|one_time_password|password_key|record_sign_in|require_role|require_role_or_tools|require_staff|require_staff_or_tools|role_for|staff_account|staff_role_names|valid_roles|has_role|is_staff|is_api_call|invite_staff|list_staff|my_roles|my_sign_ins|reset_staff_password|reset_staff_two_factor|set_staff_disabled|set_staff_roles|unlock_staff)$/,
  },
  {
    file: "inbox",
    about:
      "The back office's inbox: one view over every kind, its counts and search, status changes, owners, stages, notes, replies by mail, and the audit of reads and exports.",
    names:
      /^(inbox|inbox_counts|search_inbox|log_view|log_export|stamp_status_change|inbox_reads|inbox_unread|forget_inbox_reads|new_to_caller|new_to_me|inbox_saved_filters|limit_saved_filters|may_own|colleagues|assign_item|stages_of|move_to_stage|stage_counts|inbox_notes|add_note|forget_inbox_notes|inbox_messages|inbound_quarantine|reply_token|reply_target|send_reply|receive_reply|forget_inbox_messages|token_item|erasure_token|request_erasure|confirm_erasure|erasure_requests)$/,
  },
  {
    file: "outbox",
    about:
      "E-mail notices: queued in the submission's own transaction, sent by the server, listed and sent again by staff; the bounds on mails to visitors.",
    names:
      /^(notification_outbox|enqueue_submission_notice|list_notices|resend_notification|send_notice_again|requester_network|visitor_mails|visitor_mail_bounds|visitor_mail_hold)$/,
  },
  {
    file: "newsletter",
    about:
      "The newsletter: double opt-in, the suppression list, unsubscribing, issues and their sending, and applicants' acknowledgements.",
    names:
      /^(newsletter_key|keyed_hash|receive_bounce|newsletter_bounces|address_hash|newsletter_suppressions|newsletter_confirmations|newsletter_sign_up|queue_newsletter_confirmation|queue_confirmation_mail|open_newsletter_confirmation|confirm_newsletter|renew_newsletter_confirmation|unsubscribe_token|unsubscribe_newsletter|purge_unconfirmed_subscribers|acknowledgements|queue_acknowledgement|newsletter_issues|stamp_issue_update|newsletter_deliveries|send_newsletter|send_newsletter_test|newsletter_overview)$/,
  },
  {
    file: "audit-and-retention",
    about: "The audit log, how long submissions are kept, and erasing a person.",
    names:
      /^(audit_log|back_office_settings|audit|audit_content_edit|audit_status_change|apply_retention|set_retention_months|erase_person|delete_submissions|audit_entries|stage_retention)$/,
  },
  {
    file: "backups",
    about: "Each backup run, and the staff's view of the latest.",
    names: /^(backup_runs|last_backup_runs)$/,
  },
  {
    file: "content",
    about:
      "What staff publish: the site's content (shared/content-types/ declares each type), the resource library, the documentation its items make, and the redirects.",
    names:
      /^(resources|documentation|content_types|content_items|content_versions|content_revisions|content_publishes|may_edit_content|may_add_content|checked_content_data|check_content_item|record_content_change|checked_rich_text|record_library_change|notify_content_change|site_routes|site_path_of|missing_site_path|rich_text_hrefs|refuse_missing_page|check_content_links|documentation_row|project_documentation|resource_row|project_resources|dated_for|content_drafts|stamp_content_draft|drop_published_draft|save_content_draft|content_schedules|check_content_schedule|cancel_schedules_of_deleted_item|run_due_schedule|allowed_changes|content_sign_off|record_sign_off_rule|needs_sign_off|content_checks|hold_for_checks|require_sign_off|content_reviews|check_content_review|review_to_decide|approve_content_review|send_back_content_review|publish_with_override|refuse_check_problems|redirects|check_redirect|audit_redirect|redirect_renamed_article|check_job_terms|reorder_content_items|card_picture_address|picture_position|reviewers_of|queue_review_mail|content_trash|trash_content_item|restore_content_item|empty_content_trash|content_locks|lock_held_by_another|take_content_lock|release_content_lock|refuse_while_locked|respect_content_lock|respect_content_lock_on_draft|items_linking_to|hold_broken_links|take_off_with_override|accessibility_checks|record_accessibility_check|accessibility_problems|hold_accessibility_problems|link_sweeps|link_sweep_results|external_links|start_link_sweep)$/,
  },
  {
    file: "record",
    about:
      "The rendered record: every page as it was served, from each publish that changed it, what each publish brought, and how long it is kept.",
    names:
      /^(site_record|record_bodies|record_route|record_publish_items|site_as_of|record_page|prune_site_record|set_record_years)$/,
  },
  {
    file: "claims",
    about:
      "The claims register: the evidence held for each claim the content makes, its owner and review date, and what falls due.",
    names:
      /^(content_claims|london_today|claim_for|claim_fields|verify_claim_evidence|claim_owners|record_claim|claims_register|review_due_claims)$/,
  },
  {
    file: "releases",
    about:
      "Releases: changes to several items gathered, signed off as one, and published together at once or at a time chosen.",
    names:
      /^(content_releases|content_release_items|require_release_staff|release_in|create_release|add_to_release|remove_from_release|submit_release|reopen_release|cancel_release|approve_release|apply_release|publish_release|run_due_release|release_reviewers|queue_release_mail)$/,
  },
  {
    file: "media",
    about:
      "The media library: pictures and documents staff upload, prepared by the server, where content uses them, and which files visitors read.",
    names:
      /^(media|media_uses|may_manage_media|may_pick_media|media_used_in|media_file_published|checked_picture|note_media_uses|refuse_used_media|remove_media_files|refresh_media_uses|document_address|document_of|check_library_download|media_document_published|prepare_replaced_media|refresh_document_downloads)$/,
  },
  {
    file: "platform",
    about: "Schemas, extensions and what Supabase's platform provides (auth's types and claim functions).",
    names:
      /^(auth|extensions|private|public|storage|pg_trgm|pgcrypto|aal_level|factor_status|factor_type|jwt|role|uid)$/,
  },
];
const OTHER = { file: "other", about: "Objects no domain names yet: add them to server/db/schema-files.ts's DOMAINS." };

type Entry = { name: string; type: string; schema: string; text: string };

/** pg_dump's entries: each starts with its `-- Name: …; Type: …; Schema: …` comment. */
function entriesOf(dump: string): Entry[] {
  const pieces = dump.split(/\n(?=--\n-- (?:Data for )?Name: )/).slice(1);
  return pieces.map((piece) => {
    const header = /^--\n-- (?:Data for )?Name: (.*); Type: (.*); Schema: (.*); Owner: .*\n--\n/.exec(piece);
    if (!header) throw new Error(`an entry of pg_dump's output without its header: ${piece.slice(0, 80)}`);
    const text = piece
      .split("\n")
      .filter(
        (line) =>
          !/^\\(un)?restrict /.test(line) && !/^-- (PostgreSQL database dump complete|Dumped (from|by) )/.test(line),
      )
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trimEnd();
    return { name: header[1]!, type: header[2]!, schema: header[3]!, text };
  });
}

/** The object an entry is about, for finding its domain: a table's name for its policies, indexes and grants. */
function subjectOf(entry: Entry): string {
  const bare = (name: string) => name.replace(/\(.*$/, "").replace(/_id_seq$/, "");
  switch (entry.type) {
    case "ACL":
    case "COMMENT":
      // `TABLE audit_log`, `FUNCTION audit(text, …)`, `COLUMN contact_submissions.email`
      return bare(entry.name.split(" ").slice(1).join(" ")).replace(/\..*$/, "");
    case "POLICY":
    case "TRIGGER":
    case "CONSTRAINT":
    case "FK CONSTRAINT":
    case "CHECK CONSTRAINT":
    case "DEFAULT":
    case "ROW SECURITY":
      return entry.name.split(" ")[0]!;
    case "INDEX":
      return /\bON (?:ONLY )?\w+\.(\w+)/.exec(entry.text)?.[1] ?? entry.name;
    default:
      return bare(entry.name);
  }
}

/** The dump cut into one file a domain: name to contents. */
export function schemaFiles(dump: string): Map<string, string> {
  const files = new Map<string, string[]>();
  for (const entry of entriesOf(dump)) {
    const domain = DOMAINS.find((d) => d.names.test(subjectOf(entry))) ?? OTHER;
    files.set(domain.file, [...(files.get(domain.file) ?? []), entry.text]);
  }
  return new Map(
    [...DOMAINS, OTHER]
      .filter((domain) => files.has(domain.file))
      .map((domain) => [
        `${domain.file}.sql`,
        `-- ${domain.about}\n-- Generated from supabase/migrations by \`npm run gen:schema\`: read it here, change it with a new migration.\n\n${files.get(domain.file)!.join("\n\n")}\n`,
      ]),
  );
}
