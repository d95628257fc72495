/**
 * PostgREST's `/rpc/{function}`: functions of the exposed schema (public), found in the
 * catalogue by name and by the names of the arguments sent, as PostgREST's schema cache finds
 * them. Arguments are one JSON parameter turned into typed values by `json_to_record` (so arrays,
 * json and every scalar type arrive as Postgres reads them); the call runs as the caller's role,
 * so EXECUTE grants and the function's own checks decide.
 */
import type { Database } from "../db/types.ts";
import { RestError } from "./errors.ts";
import { closestName } from "./schema-cache.ts";
import { quoteIdent, type Sql } from "./sql.ts";

export type FunctionArg = { name: string; type: string };

export type FunctionInfo = {
  name: string;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  /** The last `defaults` arguments may be left out. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
};

const CATALOGUE_QUERY = `
  select p.proname as name,
         p.pronargdefaults::int as defaults,
         coalesce(p.proargnames, '{}'::text[]) as arg_names,
         coalesce(p.proargmodes::text[], '{}'::text[]) as arg_modes,
         array(select format_type(u.t, null)
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(t, i)
                order by u.i) as arg_types,
         p.proretset as returns_set,
         p.prorettype = 'pg_catalog.void'::regtype as returns_void
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prokind = 'f'`;

type Row = {
  name: string;
  defaults: number;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  returns_set: boolean;
  returns_void: boolean;
};

/** Input arguments only (IN, INOUT, VARIADIC); OUT and TABLE columns are the result. */
export function inputArgs(row: Pick<Row, "arg_names" | "arg_modes" | "arg_types">): FunctionArg[] {
  return row.arg_types.flatMap((type, i) => {
    const mode = row.arg_modes[i] ?? "i";
    if (mode !== "i" && mode !== "b" && mode !== "v") return [];
    return [{ name: row.arg_names[i] ?? "", type }];
  });
}

/** The overload whose arguments are exactly covered by the names sent (all required ones given, none unknown). */
export function pickOverload(candidates: FunctionInfo[], names: string[]): FunctionInfo | null {
  const sent = new Set(names);
  const matching = candidates.filter((fn) => {
    const known = new Set(fn.args.map((a) => a.name));
    if (![...sent].every((n) => known.has(n))) return false;
    const required = fn.args.slice(0, fn.args.length - fn.defaults);
    return required.every((a) => sent.has(a.name));
  });
  // Several overloads fit (e.g. one with defaults): the one with the fewest arguments, as Postgres prefers.
  matching.sort((a, b) => a.args.length - b.args.length);
  return matching[0] ?? null;
}

export const functionErrors = {
  notFound: (name: string, names: string[], suggestion: string | null) => {
    const signature = names.length ? `public.${name}(${names.join(", ")})` : `public.${name} without parameters`;
    const searched = names.length
      ? `Searched for the function public.${name} with parameters ${names.join(", ")} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
      : `Searched for the function public.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`;
    return new RestError(
      404,
      "PGRST202",
      `Could not find the function ${signature} in the schema cache`,
      searched,
      suggestion ? `Perhaps you meant to call the function public.${suggestion}` : null,
    );
  },
  argumentsNotObject: () =>
    new RestError(400, "PGRST102", "Empty or invalid json", "Expected a JSON object of named arguments"),
  filtersUnsupported: () =>
    new RestError(400, "PGRST100", "Filters, order and limits on a function's result are not supported here"),
};

/** The functions of the exposed schema, by name, read once and kept until `invalidate()`. */
export function createFunctionCache(db: Database) {
  let functions: Promise<Map<string, FunctionInfo[]>> | null = null;
  const load = async () => {
    const { rows } = await db.asOwner((tx) => tx.query<Row>(CATALOGUE_QUERY, []));
    const map = new Map<string, FunctionInfo[]>();
    for (const row of rows) {
      const info: FunctionInfo = {
        name: row.name,
        args: inputArgs(row),
        defaults: row.defaults,
        returnsSet: row.returns_set,
        returnsVoid: row.returns_void,
      };
      map.set(row.name, [...(map.get(row.name) ?? []), info]);
    }
    return map;
  };
  return {
    async find(name: string, argNames: string[]): Promise<FunctionInfo> {
      functions ??= load().catch((error: unknown) => {
        functions = null;
        throw error;
      });
      const known = await functions;
      const found = pickOverload(known.get(name) ?? [], argNames);
      if (!found)
        throw functionErrors.notFound(name, argNames, known.has(name) ? null : closestName(name, known.keys()));
      return found;
    },
    invalidate() {
      functions = null;
    },
  };
}

/**
 * The call as one statement answering `body` (JSON text) and `n` (rows): a set as a JSON array,
 * one value (a scalar or a row) as itself, void as null.
 */
export function buildCall(fn: FunctionInfo, args: Record<string, unknown>): Sql {
  const names = Object.keys(args);
  const byName = new Map(fn.args.map((a) => [a.name, a.type]));
  const params: unknown[] = [];
  let from = "";
  let call = `public.${quoteIdent(fn.name)}()`;
  if (names.length) {
    params.push(JSON.stringify(args));
    const record = names.map((n) => `${quoteIdent(n)} ${byName.get(n)}`).join(", ");
    from = ` from json_to_record($1::json) as _pgrst_a(${record})`;
    call = `public.${quoteIdent(fn.name)}(${names.map((n) => `${quoteIdent(n)} := _pgrst_a.${quoteIdent(n)}`).join(", ")})`;
  }
  if (fn.returnsVoid) {
    const voidSource = from
      ? `${from} cross join lateral (select ${call}) as _pgrst_v`
      : ` from (select ${call}) as _pgrst_v`;
    return { text: `select null::text as body, 0 as n${voidSource}`, params };
  }
  const source = from ? `${from} cross join lateral ${call} as _pgrst_r` : ` from ${call} as _pgrst_r`;
  const text = fn.returnsSet
    ? `select coalesce(json_agg(_pgrst_r), '[]')::text as body, count(*)::int as n${source}`
    : `select to_json(_pgrst_r)::text as body, 1 as n${source}`;
  return { text, params };
}
