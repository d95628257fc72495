/**
 * Fills a database with submissions across every kind, as a busy back office would hold after
 * a few years: names from a small list, unique addresses, messages of a few sentences
 * in which one word ("risk") is common, dates over two years, most of them read or archived.
 * One person (ada.lovelace@example.com) has sent 50 of them, for the erasure benchmark.
 *
 *   DATA_DIR=… [DATABASE_URL=…] npm run seed:inbox -- --count 100000
 *
 * The benchmark (bench/inbox.ts) calls seedInbox() directly. Rows go in with the
 * database's own triggers (the outbox writes a notice for each, as for a real submission).
 */
import { parseArgs } from "node:util";
import type { Database } from "../server/db/types";
import { byTable } from "../shared/submission-kinds";

export const ERASED_PERSON = "ada.lovelace@example.com";
export const SEARCHED_NAME = "Lovelace";
export const COMMON_WORD = "risk";

/** Shares of the total, by table (they add up to 1): each kind's declaration's. */
const SHARES = byTable((kind) => kind.seedShare);

// Every expression is in SQL, driven by generate_series' g: one statement per table.
const FIRST = `(array['Olivia','Amir','Chen','Fatima','James','Priya','Lukas','Sofia','Kwame','Mei','Tomás','Ingrid'])[1 + g % 12]`;
const LAST = `(array['Smith','Okafor','Nakamura','García','Müller','Patel','Novak','Dubois','Hughes','Kowalski','Silva','Andersen','Byrne'])[1 + (g / 12) % 13]`;
const SENTENCE = `(array[
  'We would like to understand how your platform models contagion between banks.',
  'Our team is assessing systemic risk in payment systems and would value a demo.',
  'Could you share more about the stress-testing scenarios you support?',
  'I am writing on behalf of a central bank research unit.',
  'The liquidity risk dashboards in your last report were impressive.',
  'Please send details of pricing for a pilot with three analysts.'
])[1 + g % 6] || ' ' || (array[
  'Our concern is counterparty risk across clearing houses.',
  'We are a small fintech based in Leeds.',
  'Happy to talk next week.',
  'We would also like to discuss market risk models for insurers.',
  'Thank you for your time.'
])[1 + (g / 6) % 5]`;
const CREATED = `now() - (g * interval '10 minutes')`;
const STATUS = `(case when g % 10 = 0 then 'new' when g % 10 < 7 then 'read' when g % 10 < 9 then 'archived' else 'spam' end)`;
const EMAIL = (prefix: string) => `lower(${FIRST} || '.' || ${LAST} || '.${prefix}' || g || '@example.com')`;

/** Rows per transaction: the newsletter's trigger takes a lock per address, and PGlite's lock table is small. */
const CHUNK = 500;

/** One statement per chunk of `count` rows: `g` runs from `from` to `to` in each. */
function chunked(count: number, statement: (from: number, to: number) => string): string[] {
  const parts: string[] = [];
  for (let from = 1; from <= count; from += CHUNK) parts.push(statement(from, Math.min(count, from + CHUNK - 1)));
  return parts;
}

function statements(counts: Record<keyof typeof SHARES, number>): string[] {
  return [
    ...chunked(
      counts.contact_submissions,
      (
        from,
        to,
      ) => `insert into public.contact_submissions (created_at, name, email, company, inquiry_type, message, status)
     select ${CREATED}, ${FIRST} || ' ' || ${LAST}, ${EMAIL("c")}, 'Bank ' || (g % 300),
            (array['demo-request','partner-inquiry','media-request','general-question'])[1 + g % 4], ${SENTENCE}, ${STATUS}
       from generate_series(${from}, ${to}) g`,
    ),
    ...chunked(
      counts.job_applications,
      (
        from,
        to,
      ) => `insert into public.job_applications (created_at, position_title, first_name, surname, email, reason_to_apply, status)
     select ${CREATED}, (array['Quantitative Analyst','Data Engineer','Research Scientist','Product Designer'])[1 + g % 4],
            ${FIRST}, ${LAST}, ${EMAIL("j")}, ${SENTENCE}, ${STATUS}
       from generate_series(${from}, ${to}) g`,
    ),
    ...chunked(
      counts.research_partnerships,
      (
        from,
        to,
      ) => `insert into public.research_partnerships (created_at, name, email, research_area, institution, topic_statement, collaboration_type, status)
     select ${CREATED}, ${FIRST} || ' ' || ${LAST}, ${EMAIL("r")}, 'Network contagion', 'University ' || (g % 80), ${SENTENCE}, 'Joint paper', ${STATUS}
       from generate_series(${from}, ${to}) g`,
    ),
    ...chunked(
      counts.incubation_programme,
      (
        from,
        to,
      ) => `insert into public.incubation_programme (created_at, name, email, research_area, institution, topic_statement, support_needed, status)
     select ${CREATED}, ${FIRST} || ' ' || ${LAST}, ${EMAIL("i")}, 'Climate risk', 'Lab ' || (g % 50), ${SENTENCE}, 'Compute and data', ${STATUS}
       from generate_series(${from}, ${to}) g`,
    ),
    ...chunked(
      counts.newsletter_subscribers,
      (from, to) => `insert into public.newsletter_subscribers (created_at, email, status)
     select ${CREATED}, ${EMAIL("n")}, ${STATUS}
       from generate_series(${from}, ${to}) g`,
    ),
    // A sign-up starts unconfirmed (and would be removed after 30 days): the seeded ones have
    // confirmed an hour after signing up, with a consent record like a real one.
    `update public.newsletter_subscribers
        set state = 'confirmed', confirmed_at = created_at + interval '1 hour', confirmed_from = '192.0.2.1',
            consent_wording = 'Seeded sign-up (npm run seed:inbox)'
      where state = 'unconfirmed' and email ~ '[.]n[0-9]+@example[.]com$'`,
    // One person with 50 submissions across the kinds that take an address more than once.
    `insert into public.contact_submissions (name, email, inquiry_type, message)
     select 'Ada Lovelace', '${ERASED_PERSON}', 'general-question', 'Message number ' || g || ' about analytical engines.'
       from generate_series(1, 30) g`,
    `insert into public.job_applications (position_title, first_name, surname, email, reason_to_apply)
     select 'Research Scientist', 'Ada', 'Lovelace', '${ERASED_PERSON}', 'Application ' || g from generate_series(1, 10) g`,
    `insert into public.research_partnerships (name, email, research_area, institution, topic_statement)
     select 'Ada Lovelace', '${ERASED_PERSON}', 'Computation', 'Analytical Society', 'Proposal ' || g from generate_series(1, 9) g`,
    `insert into public.newsletter_subscribers (email) values ('${ERASED_PERSON}')`,
  ];
}

/** Adds about `total` submissions (plus the 50 of the erased person); answers how many of each. */
export async function seedInbox(db: Database, total: number): Promise<Record<string, number>> {
  const counts = Object.fromEntries(
    Object.entries(SHARES).map(([table, share]) => [table, Math.round(total * share)]),
  ) as Record<keyof typeof SHARES, number>;
  for (const sql of statements(counts)) await db.asOwner((tx) => tx.query(sql, []));
  // Fresh statistics, as autovacuum would have by then (PGlite has no autovacuum).
  await db.asOwner((tx) => tx.query("analyze", []));
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { count: { type: "string", default: "100000" } } });
  const { loadConfig } = await import("../server/config");
  const { migrate, openDatabase } = await import("../server/db");
  const db = await openDatabase(loadConfig(), { command: "npm run seed:inbox" });
  try {
    await migrate(db);
    console.log(await seedInbox(db, Number(values.count)));
  } finally {
    await db.close();
  }
}
