type Step = { title: string; text: string };

/**
 * A numbered sequence drawn as a timeline: each step a node on one line, across the page on a wide
 * screen and down it on a phone; an ordered list, so the order is announced as well as shown. No
 * card around each step: the line carries them, unlike the card grids of the sections around.
 */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-8 lg:grid-cols-4 lg:gap-6">
      {steps.map((step, index) => (
        <li key={step.title} className="relative pl-16 lg:pl-0 lg:pt-16">
          {index < steps.length - 1 && (
            // The line on to the next step's node: down to it on a phone, across to it on a wide screen.
            <span
              aria-hidden="true"
              className="absolute top-12 -bottom-8 left-6 w-0.5 bg-brand/30 lg:top-6 lg:-right-6 lg:bottom-auto lg:left-12 lg:h-0.5 lg:w-auto"
            />
          )}
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-full border-2 border-brand bg-white font-heading text-lg font-bold text-brand"
          >
            {index + 1}
          </span>
          <h3 className="pt-2.5 text-lg font-semibold lg:pt-0">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
