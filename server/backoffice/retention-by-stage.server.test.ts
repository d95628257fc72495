/**
 * Retention by stage, on PGlite and on PostgreSQL: the sweep (rpc/apply_retention) erases an
 * application not taken six months after it was moved there however recent it is, keeps a hired
 * person's application past the general period while it stays "Hired", and treats every other
 * stage by the general period; its files go with it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { jobApplication } from "../../tests/support/server/submissions.ts";

describe.each(databases)("retention by stage on $name", (factory) => {
  let api: ApiTestApp;
  const ago = (months: number) => new Date(Date.now() - months * 31 * 86_400_000).toISOString();
  /** An application as the owner stores it: when it came, its stage, and since when. */
  const application = async (name: string, createdAt: string, stage: string, stageSince: string) => {
    const row = jobApplication({ first_name: name, email: `${name.toLowerCase()}@uni.example`, cv_url: null });
    await api.app.db.asOwner((tx) =>
      tx.query(
        `insert into public.job_applications (id, position_title, first_name, surname, email, reason_to_apply,
                                              created_at, stage, stage_since)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          row.id,
          row.position_title,
          row.first_name,
          row.surname,
          row.email,
          row.reason_to_apply,
          createdAt,
          stage,
          stageSince,
        ],
      ),
    );
    return name;
  };
  const left = async () =>
    (
      await api.app.db.asOwner((tx) =>
        tx.query<{ first_name: string }>("select first_name from public.job_applications order by first_name"),
      )
    ).rows.map((row) => row.first_name);

  beforeAll(async () => {
    api = await startApiApp(factory);
  }, 120_000);
  afterAll(() => api?.close());

  it("erases by each stage's own rule, and by the general period otherwise", async () => {
    await application("Recent", ago(1), "new", ago(1));
    await application("Old", ago(30), "interview", ago(29));
    await application("Hired", ago(40), "hired", ago(38));
    await application("Rejected", ago(2), "not-taken", ago(7));
    await application("Justrejected", ago(2), "not-taken", ago(1));
    const { rows } = await api.app.db.asOwner((tx) =>
      tx.query<{ result: { rows: Record<string, number>; months: number } }>(
        "select public.apply_retention() as result",
      ),
    );
    expect(rows[0]!.result).toMatchObject({ months: 24, rows: { job_applications: 2, contact_submissions: 0 } });
    expect(await left()).toEqual(["Hired", "Justrejected", "Recent"]);

    // Moved out of "Hired", the general period applies again.
    await api.app.db.asOwner((tx) =>
      tx.query("update public.job_applications set stage = 'offer' where first_name = 'Hired'"),
    );
    await api.app.db.asOwner((tx) => tx.query("select public.apply_retention()"));
    expect(await left()).toEqual(["Justrejected", "Recent"]);
  });
});
