import { LegalPage } from "~/components/sections/LegalPage";
import { privacyNotice } from "~/content/legal/privacy";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("/privacy");

export default function PrivacyPage() {
  return <LegalPage document={privacyNotice} />;
}
