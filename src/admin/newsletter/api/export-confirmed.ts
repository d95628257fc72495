import { useMutation } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { csvHeader, csvRows, type CsvColumn } from "~/admin/inbox/csv";

type Confirmed = {
  email: string;
  confirmed_at: string | null;
  confirmed_from: string | null;
  consent_wording: string | null;
};

const COLUMNS: CsvColumn<Confirmed>[] = [
  { header: "Email", value: (r) => r.email },
  { header: "Confirmed at", value: (r) => r.confirmed_at },
  { header: "Confirmed from (IP address)", value: (r) => r.confirmed_from },
  { header: "Consent given to", value: (r) => r.consent_wording },
];
const BATCH = 1000;

/** Confirmed subscribers only (an unconfirmed address has given no consent), with their consent record; logged. */
export function useExportConfirmed() {
  const { client } = useStaff();
  return useMutation({
    mutationFn: async () => {
      const parts: Blob[] = [new Blob([csvHeader(COLUMNS)])];
      let rows = 0;
      let after = "";
      for (;;) {
        const page = await fromDatabase(
          client
            .from("newsletter_subscribers")
            .select("email, confirmed_at, confirmed_from, consent_wording")
            .eq("state", "confirmed")
            .gt("email", after)
            .order("email")
            .limit(BATCH),
        );
        parts.push(new Blob([csvRows(page, COLUMNS)]));
        rows += page.length;
        if (page.length < BATCH) break;
        after = page.at(-1)!.email;
      }
      await fromDatabase(
        client.rpc("log_export", {
          kind: "newsletter_subscribers",
          filters: { kind: "newsletter_subscribers", state: "confirmed" },
          row_count: rows,
        }),
      );
      return { file: new Blob(parts, { type: "text/csv;charset=utf-8" }), rows };
    },
  });
}
