import { LegalPage } from "~/components/sections/LegalPage";
import { termsOfUse } from "~/content/legal/terms";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/terms");

export default function TermsPage() {
  return <LegalPage document={termsOfUse} />;
}
