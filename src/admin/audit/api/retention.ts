import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { auditKeys } from "./audit-log";

const retentionKeys = { months: ["retention-months"] as const };

/** How many months submissions are kept (back_office_settings; 24 until an admin changes it). */
export function useRetentionMonths() {
  const { client } = useStaff();
  return useQuery({
    queryKey: retentionKeys.months,
    queryFn: async () =>
      (await fromDatabase(client.from("back_office_settings").select("retention_months")))[0]?.retention_months ?? 24,
  });
}

export function useSetRetentionMonths() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (months: number) => fromDatabase(client.rpc("set_retention_months", { months })),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: retentionKeys.months }),
        queries.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

const recordKeys = { years: ["record-years"] as const };

/** How many years the site record keeps a page no longer served (six, the UK period for company records, until an admin sets more). */
export function useRecordYears() {
  const { client } = useStaff();
  return useQuery({
    queryKey: recordKeys.years,
    queryFn: async () =>
      (await fromDatabase(client.from("back_office_settings").select("record_years")))[0]?.record_years ?? 6,
  });
}

export function useSetRecordYears() {
  const { client } = useStaff();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (years: number) => fromDatabase(client.rpc("set_record_years", { years })),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: recordKeys.years }),
        queries.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
