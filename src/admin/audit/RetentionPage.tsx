import { PageHeading } from "../ui/PageHeading";
import { BackupsPanel } from "./BackupsPanel";
import { RetentionPanel } from "./RetentionPanel";

/** How long submissions are kept, and the backups: an admin's settings, apart from the log of what staff did. */
export function RetentionPage() {
  return (
    <>
      <PageHeading>Retention and backups</PageHeading>
      <RetentionPanel />
      <BackupsPanel />
    </>
  );
}
