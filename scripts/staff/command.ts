import { StaffError, validRoles } from "../../server/auth/gotrue/staff";
import type { StaffDirectory } from "./directory";

export const STAFF_USAGE =
  "usage: npm run staff -- add <email> [--role admin|sales|careers|labs|editor]... | disable <email> | enable <email> | unlock <email> | reset-2fa <email> | list";
const WITH_EMAIL = new Set(["add", "disable", "enable", "unlock", "reset-2fa"]);

const ONE_TIME = (email: string, password: string) => [
  `one-time password for ${email}: ${password}`,
  "Give it to them in person or by another channel than e-mail. At first sign-in they choose their",
  "own password (12 characters or more) and set up an authenticator app; until then they read nothing.",
];

/**
 * `npm run staff` (scripts/staff.ts): what each command does to the team and what it prints, on
 * the database or through the running server (directory.ts). Returns the lines to print
 * and the exit code, so tests run it without a process.
 */
export async function staffCommand(staff: StaffDirectory, args: string[]): Promise<{ code: number; lines: string[] }> {
  const [command, email, ...rest] = args;
  const needsEmail = WITH_EMAIL.has(command ?? "");
  const roles = command === "add" ? roleOptions(rest) : [];
  if (
    !command ||
    roles === null ||
    (needsEmail && (!email || (command !== "add" && rest.length > 0))) ||
    (!needsEmail && command !== "list") ||
    (command === "list" && args.length > 1)
  ) {
    return { code: 2, lines: [STAFF_USAGE] };
  }
  try {
    switch (command) {
      case "add": {
        // The first admin is made here; after that, admins invite colleagues from the team page.
        const granted = validRoles(roles!.length > 0 ? roles! : ["admin"]);
        const made = await staff.add(email!, granted);
        const what = made.created
          ? `added ${email}`
          : `${email} was already an account: now staff, re-enabled, signed out`;
        return { code: 0, lines: [`${what} (roles: ${granted.join(", ")})`, ...ONE_TIME(email!, made.password)] };
      }
      case "disable":
        await staff.disable(email!);
        return {
          code: 0,
          lines: [`disabled ${email}: signed out everywhere, cannot sign in (\`enable\` lets them in again)`],
        };
      case "enable":
        await staff.enable(email!);
        return { code: 0, lines: [`enabled ${email}: they sign in with the password they had`] };
      case "unlock":
        await staff.unlock(email!);
        return { code: 0, lines: [`unlocked ${email}: wrong passwords forgotten, they may sign in now`] };
      case "reset-2fa": {
        const { password } = await staff.resetTwoFactor(email!);
        return {
          code: 0,
          lines: [`removed the authenticators of ${email} and signed them out`, ...ONE_TIME(email!, password)],
        };
      }
      default: {
        const team = await staff.list();
        if (team.length === 0) return { code: 0, lines: ["no staff accounts yet: npm run staff -- add <email>"] };
        const rows = team.map((s) => [
          s.email,
          s.roles.join(",") || "none",
          s.status,
          s.twoFactor ? "yes" : "no",
          s.mustChangePassword ? "one-time" : "own",
          s.lastSignInAt ? s.lastSignInAt.toISOString().slice(0, 16).replace("T", " ") : "never",
        ]);
        const header = ["email", "roles", "status", "2fa", "password", "last sign-in"];
        const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
        const line = (cells: string[]) =>
          cells
            .map((c, i) => c.padEnd(widths[i]!))
            .join("  ")
            .trimEnd();
        return { code: 0, lines: [line(header), ...rows.map(line)] };
      }
    }
  } catch (error) {
    if (error instanceof StaffError) return { code: 1, lines: [error.message] };
    throw error;
  }
}

/** `--role careers --role=labs`: the roles named, or null when the options cannot be read. */
function roleOptions(options: string[]): string[] | null {
  const roles: string[] = [];
  for (let i = 0; i < options.length; i++) {
    const option = options[i]!;
    if (option.startsWith("--role=")) roles.push(option.slice("--role=".length));
    else if (option === "--role" && options[i + 1] !== undefined) roles.push(options[++i]!);
    else return null;
  }
  return roles;
}
