/**
 * Words the site and the server both spell (decision 025): a row's id as the database makes it
 * (gen_random_uuid()), and the address forms are posted to before their island has run.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID anywhere in a text (a storage key carries its row's id). */
export const UUID_IN_TEXT = new RegExp(UUID.source.slice(1, -1), "i");

/** Where a form posts when JavaScript has not run yet (server/site/early-form.ts answers it). */
export const EARLY_FORM_PATH = "/forms/early";
