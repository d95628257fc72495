import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jsonAnswer } from "~/admin/api/json-answer";
import { fromDatabase } from "~/admin/api/request";
import { useStaff } from "~/admin/staff-context";
import { isKind, type Kind } from "~/admin/vocabulary/kinds";

const neighbour = z.array(z.object({ kind: z.string(), id: z.string() }));
export type Neighbour = { kind: Kind; id: string } | null;

/**
 * The items beside one in the inbox's order (newest first, then by id: as the list shows them,
 * of the kinds the person's roles read): the newer one above it, the older one below.
 */
export function useNeighbours(id: string, createdAt: string | null) {
  const { client } = useStaff();
  return useQuery({
    queryKey: ["inbox", "neighbours", id, createdAt],
    enabled: createdAt !== null,
    queryFn: async () => {
      const at = `"${createdAt}"`;
      const side = async (newer: boolean) => {
        const rows = jsonAnswer(
          neighbour,
          await fromDatabase(
            client
              .from("inbox")
              .select("kind,id")
              .or(
                newer
                  ? `created_at.gt.${at},and(created_at.eq.${at},id.lt.${id})`
                  : `created_at.lt.${at},and(created_at.eq.${at},id.gt.${id})`,
              )
              .order("created_at", { ascending: newer })
              .order("id", { ascending: !newer })
              .limit(1),
          ),
        );
        const found = rows[0];
        return found && isKind(found.kind) ? { kind: found.kind, id: found.id } : null;
      };
      const [previous, next] = await Promise.all([side(true), side(false)]);
      return { previous, next } satisfies { previous: Neighbour; next: Neighbour };
    },
  });
}
