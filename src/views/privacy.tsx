import { LegalPage } from "~/components/sections/LegalPage";
import { privacyNotice } from "~/content/legal/privacy";

export default function PrivacyPage() {
  return <LegalPage document={privacyNotice} />;
}
