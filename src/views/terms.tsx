import { LegalPage } from "~/components/sections/LegalPage";
import { termsOfUse } from "~/content/legal/terms";

export default function TermsPage() {
  return <LegalPage document={termsOfUse} />;
}
