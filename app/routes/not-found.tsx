import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";

export const meta = () => [{ title: "Page not found | Kosmos" }, { name: "robots", content: "noindex" }];

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec §2: the attempted path is logged (the server logs it too, with the 404).
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-32 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <Link to="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
