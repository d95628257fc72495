import { LegalPage } from "~/components/sections/LegalPage";
import { cookiePolicy } from "~/content/legal/cookies";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/cookies");

export default function CookiesPage() {
  return <LegalPage document={cookiePolicy} />;
}
