import { useStaff } from "../staff-context";
import { PageHeading } from "../ui/PageHeading";
import { secondaryButtonClass } from "../ui/styles";
import { AuthenticatorForm } from "./AuthenticatorForm";
import { PasswordForm } from "./PasswordForm";
import { SignInsList } from "./SignInsList";
import { roleNames } from "../team/roles";

/** My account (everyone): password, authenticator, sign out everywhere, recent sign-ins. */
export function AccountPage({ onSignOutEverywhere }: { onSignOutEverywhere: () => void }) {
  const { email, roles } = useStaff();
  return (
    <>
      <PageHeading>My account</PageHeading>
      <p className="mb-4 text-sm">
        Signed in as <span className="font-semibold">{email}</span>. Your roles: {roleNames(roles)}.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <PasswordForm />
        <AuthenticatorForm />
        <SignInsList />
        <section aria-labelledby="everywhere-heading" className="rounded-lg border border-line bg-white p-4">
          <h2 id="everywhere-heading" className="text-lg font-semibold">
            Sign out everywhere
          </h2>
          <p className="my-2 text-sm text-muted">
            Ends every session of your account, on every device, this one included.
          </p>
          <button type="button" className={secondaryButtonClass} onClick={onSignOutEverywhere}>
            Sign out everywhere
          </button>
        </section>
      </div>
    </>
  );
}
