import { PageHeading } from "../ui/PageHeading";
import { BackupsPanel } from "./BackupsPanel";
import { RecordYearsPanel } from "./RecordYearsPanel";
import { RetentionPanel } from "./RetentionPanel";

/** How long submissions and the site record are kept, and the backups: an admin's settings, apart from the log of what staff did. */
export function RetentionPage() {
  return (
    <>
      <PageHeading>Retention and backups</PageHeading>
      <RetentionPanel />
      <RecordYearsPanel />
      <BackupsPanel />
    </>
  );
}
