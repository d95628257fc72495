// Slot filled by the forms issue; its page places it now.
export function ResearchPartnershipForm() {
  return <div />;
}
