/**
 * A stand-in for supabase-js in component tests: the auth calls the staff area makes, with a
 * session the test moves through the steps, and a data API answering from the test's tables.
 */
import type { DataClient } from "~/lib/supabase";

type Listener = (event: string, session: unknown) => void;
type Answer = {
  data: unknown;
  error: { message: string; code?: string; status?: number } | null;
  count?: number | null;
  status?: number;
};

export type FakeState = {
  session: null | {
    user: {
      email: string;
      app_metadata: Record<string, unknown>;
      factors: { id: string; factor_type: string; status: string }[];
    };
  };
  aal: "aal1" | "aal2";
  password: string;
  code: string;
};

export function fakeClient(
  state: FakeState,
  data: { tables?: Record<string, unknown[]>; rpc?: Record<string, unknown>; failWrites?: boolean } = {},
) {
  const listeners: Listener[] = [];
  const emit = (event: string) => listeners.forEach((l) => l(event, state.session));
  const calls: string[] = [];

  const query = (table: string) => {
    const filters: string[] = [];
    let write: string | null = null;
    const builder = {
      select: () => builder,
      insert: () => ((write = "insert"), builder),
      update: () => ((write = "update"), builder),
      delete: () => ((write = "delete"), builder),
      eq: (c: string, v: string) => (filters.push(`${c}=${v}`), builder),
      gte: () => builder,
      lt: () => builder,
      or: (f: string) => (filters.push(`or=${f}`), builder),
      order: () => builder,
      range: () => builder,
      limit: () => builder,
      maybeSingle: () => builder,
      then(resolve: (a: Answer) => void) {
        calls.push(`${write ?? "select"} ${table} ${filters.join("&")}`);
        if (write && data.failWrites)
          return resolve({ data: null, error: { message: "The database is not answering." } });
        const rows = data.tables?.[table] ?? [];
        resolve({ data: write ? [{ id: "x" }] : rows, error: null, count: rows.length, status: 200 });
      },
    };
    return builder;
  };

  const client = {
    from: query,
    rpc: (fn: string, args?: Record<string, unknown>) => {
      calls.push(`rpc ${fn} ${JSON.stringify(args ?? {})}`);
      // An admin unless the test says otherwise.
      const answer = data.rpc?.[fn] ?? (fn === "my_roles" ? ["admin"] : null);
      return Promise.resolve({ data: answer, error: null, status: 200 });
    },
    storage: { from: () => ({ download: () => Promise.resolve({ data: new Blob(["x"]), error: null }) }) },
    auth: {
      onAuthStateChange(listener: Listener) {
        listeners.push(listener);
        setTimeout(() => listener("INITIAL_SESSION", state.session), 0);
        return { data: { subscription: { unsubscribe: () => listeners.splice(listeners.indexOf(listener), 1) } } };
      },
      getSession: () => Promise.resolve({ data: { session: state.session }, error: null }),
      getUser: () => Promise.resolve({ data: { user: state.session?.user ?? null }, error: null }),
      async signInWithPassword({ email, password }: { email: string; password: string }) {
        calls.push(`signIn ${email}`);
        if (password !== state.password)
          return {
            data: {},
            error: { message: "Invalid login credentials", code: "invalid_credentials", status: 400 },
          };
        state.session = {
          user: { email, app_metadata: {}, factors: [{ id: "f1", factor_type: "totp", status: "verified" }] },
        };
        state.aal = "aal1";
        emit("SIGNED_IN");
        return { data: { session: state.session }, error: null };
      },
      async signOut({ scope }: { scope: string }) {
        calls.push(`signOut ${scope}`);
        state.session = null;
        emit("SIGNED_OUT");
        return { error: null };
      },
      async updateUser() {
        return { data: {}, error: null };
      },
      mfa: {
        getAuthenticatorAssuranceLevel: () =>
          Promise.resolve({
            data: { currentLevel: state.aal, nextLevel: state.session?.user.factors.length ? "aal2" : "aal1" },
            error: null,
          }),
        async challengeAndVerify({ code }: { code: string }) {
          calls.push(`verify ${code}`);
          if (code !== state.code)
            return {
              data: null,
              error: { message: "Invalid TOTP code entered", code: "mfa_verification_failed", status: 422 },
            };
          state.aal = "aal2";
          emit("MFA_CHALLENGE_VERIFIED");
          return { data: {}, error: null };
        },
        listFactors: () => Promise.resolve({ data: { all: [] }, error: null }),
        unenroll: () => Promise.resolve({ data: {}, error: null }),
        enroll: () =>
          Promise.resolve({
            data: {
              id: "f2",
              totp: {
                qr_code: "data:image/svg+xml;utf-8,<svg xmlns='http://www.w3.org/2000/svg'/>",
                secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
                uri: "otpauth://x",
              },
            },
            error: null,
          }),
      },
    },
  };
  return { client: client as unknown as DataClient, calls, emit };
}
