import { LegalPage } from "~/components/sections/LegalPage";
import type { ContentData } from "~shared/content-types";

export default function TermsPage({ page }: { page: ContentData<"legal-page"> }) {
  return <LegalPage {...page} />;
}
