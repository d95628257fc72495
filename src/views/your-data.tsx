import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { ERASURE_TOKEN_PLACEHOLDER, ERASURE_WITHIN, YOUR_DATA_PATHS as PATHS } from "~shared/your-data";

/**
 * Where an applicant's erasure link leads, and each answer. A plain form, no script: the server
 * (server/your-data/plugin.ts) puts the link's token into the form and answers it with the next page.
 */
type YourDataPage = { slug: string; title: string; body: ReactNode };

const Lead = ({ children }: { children: ReactNode }) => <p className="mt-4 text-lg text-muted">{children}</p>;

const backHome = (
  <a href="/" className={`${buttonClasses("secondary", "lg")} mt-8`}>
    Go to the home page
  </a>
);

const slugOf = (path: string) => path.slice("/your-data/".length);

export const YOUR_DATA_PAGES: YourDataPage[] = [
  {
    slug: slugOf(PATHS.erase),
    title: "Erase your application",
    body: (
      <>
        <Lead>
          Press the button to ask us to erase your application and every file you sent with it. Our team confirms the
          erasure within {ERASURE_WITHIN}; nothing more is needed from you.
        </Lead>
        <form method="post" action={PATHS.erase} className="mt-8">
          <input type="hidden" name="token" value={ERASURE_TOKEN_PLACEHOLDER} />
          <button type="submit" className={buttonClasses("primary", "lg")}>
            Erase my application
          </button>
        </form>
      </>
    ),
  },
  {
    slug: slugOf(PATHS.requested),
    title: "We have your request",
    body: (
      <>
        <Lead>
          Our team will erase your application and its files within {ERASURE_WITHIN}. We keep no copy: our records say
          only that an application was erased at your request.
        </Lead>
        {backHome}
      </>
    ),
  },
  {
    slug: slugOf(PATHS.gone),
    title: "There is nothing left to erase",
    body: (
      <>
        <Lead>The application this link was made for has already been erased.</Lead>
        {backHome}
      </>
    ),
  },
  {
    slug: slugOf(PATHS.invalid),
    title: "This link is not valid",
    body: (
      <>
        <Lead>
          Please use the link exactly as it is in the email that confirmed your application. If it still does not work,
          write to us at the address in that email.
        </Lead>
        {backHome}
      </>
    ),
  },
];

export default function YourDataPageView({ slug }: { slug: string }) {
  const page = YOUR_DATA_PAGES.find((p) => p.slug === slug)!;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {page.body}
    </section>
  );
}
