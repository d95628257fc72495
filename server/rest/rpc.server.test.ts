/**
 * /rest/v1/rpc/{function} and the `or=`/`and=` filters, as supabase-js sends them (its `.rpc()`
 * and `.or()`), on PGlite and PostgreSQL: the back office's erasure, retention and audit calls
 * and its inbox search go through these.
 */
import { createClient } from "@supabase/supabase-js";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, json, startApiApp, type ApiTestApp } from "../../tests/support/server/api.ts";
import { databases } from "../../tests/support/server/databases.ts";
import { contact } from "../../tests/support/server/submissions.ts";

/** Node 20 has no WebSocket; realtime is never used here. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used in these tests");
  }
}

const FUNCTIONS = `
  create function public.echo(say text) returns text language sql as $$ select say $$;
  create function public.add_one_each(arr int[]) returns int[] language sql as $$ select array_agg(n + 1) from unnest(arr) n $$;
  create function public.greet(name text, greeting text default 'Hello') returns text language sql
    as $$ select greeting || ', ' || name $$;
  create function public.greet(name text, greeting text, punctuation text) returns text language sql
    as $$ select greeting || ', ' || name || punctuation $$;
  create function public.pair(a int, b int) returns table (a_out int, b_out int) language sql
    as $$ select a, b union all select b, a $$;
  create function public.nothing() returns void language sql as $$ select $$;
  create function public.count_contacts() returns bigint language sql security definer set search_path = ''
    as $$ select count(*) from public.contact_submissions $$;
  create function public.first_contact() returns public.contact_submissions language sql security definer set search_path = ''
    as $$ select * from public.contact_submissions order by created_at limit 1 $$;
  create function public.remember(note text) returns void language sql security definer set search_path = ''
    as $$ insert into public.contact_submissions (name, email, inquiry_type, message)
          values (note, 'x@example.com', 'general-question', 'written by a function call') $$;
  create function public.secret_number() returns int language sql as $$ select 42 $$;
  revoke execute on function public.secret_number() from public;
  grant execute on function public.secret_number() to service_role;
  create function public.boom() returns int language plpgsql as $$ begin raise exception 'no thanks'; end $$;
`;

/** One statement at a time: PGlite's prepared statements take one command each. */
async function createFunctions(test: ApiTestApp) {
  await test.app.db.asOwner(async (tx) => {
    for (const statement of FUNCTIONS.split(";\n").filter((s) => s.trim())) await tx.query(statement, []);
  });
}

describe.each(databases)("REST functions and logic filters on $name", (factory) => {
  let test: ApiTestApp;
  let anon: ReturnType<typeof client>;
  let service: ReturnType<typeof client>;

  beforeAll(async () => {
    test = await startApiApp(factory);
    await createFunctions(test);
    await test.app.db.asOwner(async (tx) => {
      await tx.query(
        `insert into public.contact_submissions (name, email, company, inquiry_type, message, created_at) values
          ('Amelia Hart', 'amelia@example.com', 'Bank of Example', 'demo-request', 'A demo for our risk team, please.', now() - interval '3 days'),
          ('Ben Ode', 'ben@example.org', null, 'media-request', 'An interview about contagion, (with commas).', now() - interval '2 days'),
          ('Chloé Martin', 'chloe@example.net', 'Ode Capital', 'general-question', 'How do the twins handle liquidity?', now() - interval '1 day')`,
        [],
      );
    });
    anon = client(test.app, test.anonKey);
    service = client(test.app, test.serviceKey);
  });
  afterAll(() => test?.close());

  describe("rpc", () => {
    it("calls a function with named arguments and answers its value", async () => {
      const response = await anon.post("/rest/v1/rpc/echo", { say: "👋" });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toBe("👋");
    });

    it("binds arrays, defaults and picks the overload by the names sent", async () => {
      expect(json(await anon.post("/rest/v1/rpc/add_one_each", { arr: [1, 2, 3] }))).toEqual([2, 3, 4]);
      expect(json(await anon.post("/rest/v1/rpc/greet", { name: "Ada" }))).toBe("Hello, Ada");
      expect(json(await anon.post("/rest/v1/rpc/greet", { name: "Ada", greeting: "Hi", punctuation: "!" }))).toBe(
        "Hi, Ada!",
      );
    });

    it("answers a set as an array of rows, a row as an object, void as 204", async () => {
      const set = await anon.post("/rest/v1/rpc/pair", { a: 1, b: 2 });
      expect(json(set)).toEqual([
        { a_out: 1, b_out: 2 },
        { a_out: 2, b_out: 1 },
      ]);
      const row = json<{ name: string }>(await anon.post("/rest/v1/rpc/first_contact", {}));
      expect(row.name).toBe("Amelia Hart");
      const none = await anon.post("/rest/v1/rpc/nothing", {});
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe("");
    });

    it("runs as the caller: a function not granted to the anonymous role is 401, a raised error 400", async () => {
      const refused = await anon.post("/rest/v1/rpc/secret_number", {});
      expect(refused.statusCode).toBe(401);
      expect(json<{ code: string }>(refused).code).toBe("42501");
      expect(json(await service.post("/rest/v1/rpc/secret_number", {}))).toBe(42);
      const raised = await anon.post("/rest/v1/rpc/boom", {});
      expect(raised.statusCode).toBe(400);
      expect(json(raised)).toMatchObject({ code: "P0001", message: "no thanks" });
    });

    it("refuses unknown functions and argument names with PGRST202, never running SQL from the names", async () => {
      const unknown = await anon.post("/rest/v1/rpc/ecoh", { say: "x" });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toMatchObject({
        code: "PGRST202",
        message: "Could not find the function public.ecoh(say) in the schema cache",
        hint: "Perhaps you meant to call the function public.echo",
      });
      const hostile = await anon.post("/rest/v1/rpc/echo", { 'say" text); drop table public.resources; --': "x" });
      expect(hostile.statusCode).toBe(404);
      expect(json<{ code: string }>(hostile).code).toBe("PGRST202");
      expect(await test.count("resources")).toBeGreaterThanOrEqual(0);
      const missing = await anon.post("/rest/v1/rpc/echo", {});
      expect(json<{ message: string }>(missing).message).toBe(
        "Could not find the function public.echo without parameters in the schema cache",
      );
    });

    it("refuses a body that is not an object of arguments", async () => {
      const response = await anon.post("/rest/v1/rpc/echo", ["x"]);
      expect(response.statusCode).toBe(400);
      expect(json<{ code: string }>(response).code).toBe("PGRST102");
    });

    it("runs GET calls read-only: a function that writes is refused with 405", async () => {
      expect(json(await anon.get("/rest/v1/rpc/echo?say=hi"))).toBe("hi");
      const before = await test.count("contact_submissions");
      const response = await anon.get("/rest/v1/rpc/remember?note=sneaky");
      expect(response.statusCode).toBe(405);
      expect(json<{ code: string }>(response).code).toBe("25006");
      expect(await test.count("contact_submissions")).toBe(before);
    });
  });

  describe("or= and and= filters", () => {
    const names = (response: Parameters<typeof json>[0]) => json<{ name: string }[]>(response).map((r) => r.name);

    it("matches any of several ilike conditions", async () => {
      const response = await service.get(
        "/rest/v1/contact_submissions?select=name&or=(name.ilike.*ode*,email.ilike.*ode*,company.ilike.*ode*)&order=created_at.asc",
      );
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual(["Ben Ode", "Chloé Martin"]);
    });

    it("nests and(), negates, keeps quoted commas and combines with plain filters", async () => {
      const nested = await service.get(
        '/rest/v1/contact_submissions?select=name&or=(and(inquiry_type.eq.demo-request,company.not.is.null),message.ilike."*contagion, (with*")&order=name',
      );
      expect(names(nested)).toEqual(["Amelia Hart", "Ben Ode"]);
      const negated = await service.get(
        "/rest/v1/contact_submissions?select=name&not.or=(name.eq.Ben Ode,name.eq.Amelia Hart)",
      );
      expect(names(negated)).toEqual(["Chloé Martin"]);
      const combined = await service.get(
        "/rest/v1/contact_submissions?select=name&inquiry_type=neq.demo-request&or=(name.ilike.*a*,email.ilike.*ben*)&order=name",
      );
      expect(names(combined)).toEqual(["Ben Ode", "Chloé Martin"]);
    });

    it("binds values: a condition cannot escape into SQL", async () => {
      const response = await service.get(
        "/rest/v1/contact_submissions?select=name&or=(name.eq.x') or true --,email.eq.nobody)",
      );
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual([]);
      const badColumn = await service.get("/rest/v1/contact_submissions?or=(nosuch.eq.1)");
      expect(badColumn.statusCode).toBe(400);
      const unbalanced = await service.get("/rest/v1/contact_submissions?or=name.eq.x");
      expect(json<{ code: string }>(unbalanced).code).toBe("PGRST100");
    });

    it("pages a filtered, counted read: Content-Range start-end/total and 206", async () => {
      const response = await service.get(
        "/rest/v1/contact_submissions?select=name&or=(name.ilike.*a*)&order=created_at.desc&offset=1&limit=1",
        {
          prefer: "count=exact",
        },
      );
      expect(response.statusCode).toBe(206);
      expect(response.headers["content-range"]).toBe("1-1/2");
    });
  });

  it("pages with a Range header as PostgREST does: 206, Content-Range, 416 for a reversed range", async () => {
    const paged = await service.get("/rest/v1/contact_submissions?select=name&order=created_at.asc", {
      range: "1-2",
      "range-unit": "items",
      prefer: "count=exact",
    });
    expect(paged.statusCode).toBe(206);
    expect(paged.headers["content-range"]).toBe("1-2/3");
    expect(json<{ name: string }[]>(paged).map((r) => r.name)).toEqual(["Ben Ode", "Chloé Martin"]);
    const open = await service.get("/rest/v1/contact_submissions?select=name&order=created_at.asc", { range: "2-" });
    expect(json(open)).toEqual([{ name: "Chloé Martin" }]);
    const reversed = await service.get("/rest/v1/contact_submissions?select=name", { range: "5-1" });
    expect(reversed.statusCode).toBe(416);
    expect(json<{ code: string }>(reversed).code).toBe("PGRST103");
  });

  it("works through supabase-js: .rpc(), .or() with .range() and count", async () => {
    const listening = await startApiApp(factory);
    try {
      await listening.app.listen({ port: 0, host: "127.0.0.1" });
      const url = `http://127.0.0.1:${(listening.app.server.address() as AddressInfo).port}`;
      const supabase = createClient(url, listening.serviceKey, {
        auth: { persistSession: false },
        realtime: { transport: NoWebSocket as never },
      });
      await createFunctions(listening);
      for (const name of ["Ada Lovelace", "Alan Turing", "Grace Hopper"]) {
        const { error } = await supabase.from("contact_submissions").insert(contact({ name }));
        expect(error).toBeNull();
      }
      const echoed = await supabase.rpc("echo", { say: "hello" });
      expect(echoed).toMatchObject({ data: "hello", error: null, status: 200 });
      const counted = await supabase.rpc("count_contacts");
      expect(counted.data).toBe(3);
      const page = await supabase
        .from("contact_submissions")
        .select("name", { count: "exact" })
        .or("name.ilike.%a%,email.ilike.%zzz%")
        .order("name")
        .range(0, 1);
      expect(page.error).toBeNull();
      expect(page.count).toBe(3);
      expect(page.data).toEqual([{ name: "Ada Lovelace" }, { name: "Alan Turing" }]);
      const missing = await supabase.rpc("no_such_function");
      expect(missing.error?.code).toBe("PGRST202");
    } finally {
      await listening.close();
    }
  });
});
