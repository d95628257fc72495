// Slot filled by the data issue; the page places it now so that work touches no page module.
export function LatestInsights() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h2 className="text-3xl font-bold">Latest Insights</h2>
    </section>
  );
}
