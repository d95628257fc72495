// Slot filled by the forms issue; its page places it now.
export function IncubationForm() {
  return <div />;
}
