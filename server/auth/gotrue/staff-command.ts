import type { Database } from "../../db/types";
import { addStaff, disableStaff, listStaff, resetTwoFactor, StaffError } from "./staff";

export const STAFF_USAGE = `usage: npm run staff -- add <email> | disable <email> | reset-2fa <email> | list`;

const ONE_TIME = (email: string, password: string) => [
  `one-time password for ${email}: ${password}`,
  "Give it to them in person or by another channel than e-mail. At first sign-in they choose their",
  "own password (12 characters or more) and set up an authenticator app; until then they read nothing.",
];

/**
 * `npm run staff` (scripts/staff.ts): what each command does to the database and what it prints.
 * Returns the lines to print and the exit code, so tests run it without a process.
 */
export async function staffCommand(db: Database, args: string[]): Promise<{ code: number; lines: string[] }> {
  const [command, email, ...rest] = args;
  const needsEmail = command === "add" || command === "disable" || command === "reset-2fa";
  if (!command || (needsEmail && (!email || rest.length > 0)) || (!needsEmail && command !== "list") || (command === "list" && args.length > 1)) {
    return { code: 2, lines: [STAFF_USAGE] };
  }
  try {
    switch (command) {
      case "add": {
        const made = await db.asOwner((tx) => addStaff(tx, email!));
        return { code: 0, lines: [made.created ? `added ${email}` : `${email} was already an account: now staff, re-enabled, signed out`, ...ONE_TIME(email!, made.password)] };
      }
      case "disable":
        await db.asOwner((tx) => disableStaff(tx, email!));
        return { code: 0, lines: [`disabled ${email}: signed out everywhere, cannot sign in (\`add\` enables it again)`] };
      case "reset-2fa": {
        const { password } = await db.asOwner((tx) => resetTwoFactor(tx, email!));
        return { code: 0, lines: [`removed the authenticators of ${email} and signed them out`, ...ONE_TIME(email!, password)] };
      }
      default: {
        const staff = await db.asOwner((tx) => listStaff(tx));
        if (staff.length === 0) return { code: 0, lines: ["no staff accounts yet: npm run staff -- add <email>"] };
        const rows = staff.map((s) => [
          s.email,
          s.status,
          s.twoFactor ? "yes" : "no",
          s.mustChangePassword ? "one-time" : "own",
          s.lastSignInAt ? s.lastSignInAt.toISOString().slice(0, 16).replace("T", " ") : "never",
        ]);
        const header = ["email", "status", "2fa", "password", "last sign-in"];
        const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
        const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd();
        return { code: 0, lines: [line(header), ...rows.map(line)] };
      }
    }
  } catch (error) {
    if (error instanceof StaffError) return { code: 1, lines: [error.message] };
    throw error;
  }
}
