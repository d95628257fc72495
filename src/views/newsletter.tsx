import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import {
  CONFIRMATION_DAYS,
  CONSENT_WORDING,
  NEWSLETTER_PATHS as PATHS,
  TOKEN_PLACEHOLDER,
  UNCONFIRMED_DAYS,
} from "~shared/newsletter";

/**
 * The newsletter's pages: where a confirmation or unsubscribe link leads, and each
 * answer. Plain forms, no script: the server (server/newsletter/routes.ts) puts the link's token
 * into the form of the pages that carry one, and answers each form with the next page.
 */
type NewsletterPage = { slug: string; title: string; body: ReactNode };

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

const Lead = ({ children }: { children: ReactNode }) => <p className="mt-4 text-lg text-muted">{children}</p>;

function TokenForm({ action, label }: { action: string; label: string }) {
  return (
    <form method="post" action={action} className="mt-8">
      <input type="hidden" name="token" value={TOKEN_PLACEHOLDER} />
      <button type="submit" className={buttonClasses("primary", "lg")}>
        {label}
      </button>
    </form>
  );
}

const backToResources = (
  <a href="/resources" className={`${buttonClasses("secondary", "lg")} mt-8`}>
    Go to Resources
  </a>
);

const slugOf = (path: string) => path.slice("/newsletter/".length);

export const NEWSLETTER_PAGES: NewsletterPage[] = [
  {
    slug: slugOf(PATHS.confirm),
    title: "Confirm your subscription",
    body: (
      <>
        <Lead>Please confirm that this is your address and that you would like our newsletter.</Lead>
        <blockquote className="mt-6 rounded-md border border-line bg-surface px-5 py-4 text-left text-base">
          {CONSENT_WORDING}
        </blockquote>
        <TokenForm action={PATHS.confirm} label="Confirm my subscription" />
      </>
    ),
  },
  {
    slug: slugOf(PATHS.confirmed),
    title: "You're subscribed",
    body: (
      <>
        <Lead>
          Thank you for confirming. Our latest research and insights will arrive in your inbox; every newsletter has a
          link to unsubscribe.
        </Lead>
        {backToResources}
      </>
    ),
  },
  {
    slug: slugOf(PATHS.alreadyConfirmed),
    title: "This link has already been used",
    body: (
      <>
        <Lead>Your subscription was confirmed the first time the link was used. There is nothing more to do.</Lead>
        {backToResources}
      </>
    ),
  },
  {
    slug: slugOf(PATHS.linkExpired),
    title: "This link has expired",
    body: (
      <>
        <Lead>
          Confirmation links work for {CONFIRMATION_DAYS} days. We can send a new one to the same address; the old link
          will then stop working.
        </Lead>
        <TokenForm action={PATHS.newLink} label="Send me a new link" />
      </>
    ),
  },
  {
    slug: slugOf(PATHS.newLinkSent),
    title: "Check your inbox",
    body: (
      <>
        <Lead>
          If the sign-up is still waiting for confirmation, a new link is on its way. We send at most one a day, so it
          may be in an earlier mail.
        </Lead>
        {backToResources}
      </>
    ),
  },
  {
    slug: slugOf(PATHS.linkInvalid),
    title: "This link is not valid",
    body: (
      <>
        <Lead>
          It may have been replaced by a newer link, or the sign-up was removed because it was not confirmed within{" "}
          {UNCONFIRMED_DAYS} days. You can sign up again at the foot of the Resources page.
        </Lead>
        {backToResources}
      </>
    ),
  },
  {
    slug: slugOf(PATHS.unsubscribe),
    title: "Unsubscribe from our newsletter",
    body: (
      <>
        <Lead>
          Press the button and we will not write to you again. We keep only a one-way code of your address (a keyed
          hash), so that it is never added to the list again.
        </Lead>
        <TokenForm action={PATHS.unsubscribe} label="Unsubscribe" />
      </>
    ),
  },
  {
    slug: slugOf(PATHS.unsubscribed),
    title: "You are unsubscribed",
    body: (
      <>
        <Lead>
          We will not send you our newsletter again. Your address has been deleted; we keep only a one-way code of it so
          that it is never added again.
        </Lead>
        {backToResources}
      </>
    ),
  },
];

export default function NewsletterPageView({ slug }: { slug: string }) {
  const page = NEWSLETTER_PAGES.find((p) => p.slug === slug)!;
  return <Page title={page.title}>{page.body}</Page>;
}
