import { LegalPage } from "~/components/sections/LegalPage";
import { cookiePolicy } from "~/content/legal/cookies";

export default function CookiesPage() {
  return <LegalPage document={cookiePolicy} />;
}
