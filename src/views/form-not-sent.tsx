import { buttonClasses } from "~/components/ui/button";

/**
 * Where a form sent before its island had run ends up (server/site/early-form.ts): nothing was
 * sent or stored, and the visitor is told how to send it properly.
 */
export default function FormNotSentPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-32 text-center">
      <h1 className="text-3xl font-bold">Your form was not sent</h1>
      <p className="mt-4 text-lg text-muted">
        The page had not finished loading when the form was sent, so nothing was sent or stored. Go back with your
        browser&apos;s Back button: what you typed is usually still there. Then send the form again.
      </p>
      <a href="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
        Return to Home
      </a>
    </section>
  );
}
