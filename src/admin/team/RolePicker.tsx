import { STAFF_ROLES, type StaffRole } from "~shared/staff-roles";
import { ROLE_LABELS } from "./roles";

/** The roles as a group of checkboxes, each with what it opens; at least one must be chosen. */
export function RolePicker({
  legend,
  value,
  onChange,
  error,
  idPrefix,
}: {
  legend: string;
  value: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
  idPrefix: string;
}) {
  const toggle = (role: StaffRole, on: boolean) =>
    onChange(STAFF_ROLES.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <fieldset aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <ul className="mt-1 grid gap-1">
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={value.includes(role)}
                onChange={(e) => toggle(role, e.target.checked)}
              />
              <span>
                <span className="font-semibold">{ROLE_LABELS[role].name}</span>: {ROLE_LABELS[role].opens}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${idPrefix}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
