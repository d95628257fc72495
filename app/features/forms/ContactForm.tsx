// Slot filled by the forms issue; the contact page places it now.
export function ContactForm() {
  return <div aria-label="Contact form" />;
}
