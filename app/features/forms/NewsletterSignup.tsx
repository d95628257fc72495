// Slot filled by the forms issue; the page places it now so that work touches no page module.
export function NewsletterSignup() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h2 className="text-3xl font-bold">Stay Updated</h2>
    </section>
  );
}
