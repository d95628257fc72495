import { buttonClasses } from "~/components/ui/button";

/**
 * The spec's not-found page. The server sends it with a real 404 for any unknown path and logs
 * the attempted path (spec §2), so the page itself needs no script.
 */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-32 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <a href="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
        Return to Home
      </a>
    </section>
  );
}
