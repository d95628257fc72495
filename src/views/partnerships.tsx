import type { ContentData } from "~shared/content-types";
import { ExternalLink } from "lucide-react";
import { PageHero } from "~/components/sections/PageHero";
import { buttonClasses } from "~/components/ui/button";
import { LibraryPicture } from "~/components/ui/Picture";
import { mailto } from "~/config/site";
import type { Partner } from "~/content/partners";
import type { SectionWords } from "~/content/site-content";

/** The partners and figures as published (src/content/site-content.ts). */
export default function PartnershipsPage({
  hero,
  words,
  stats,
  universities,
  businessPartners,
  partnershipsEmail,
}: {
  hero: ContentData<"page-hero">;
  /** The sections' words: the two groups of partners and the closing invitation. */
  words: Record<"research" | "business" | "become", SectionWords>;
  stats: readonly { value: string; label: string }[];
  universities: Partner[];
  businessPartners: Partner[];
  partnershipsEmail: string;
}) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>

      <section aria-label="Partnerships in numbers" className="border-b border-line bg-surface">
        <dl className="mx-auto grid max-w-5xl gap-6 px-6 py-12 text-center sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium uppercase tracking-wide text-muted">{stat.label}</dt>
              <dd className="text-4xl font-bold text-brand">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="research-heading" className="mx-auto max-w-7xl px-6 py-16">
        <h2 id="research-heading" className="text-3xl font-bold tracking-tight">
          {words.research.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted">{words.research.intro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {universities.map((university) => (
            <li key={university.id} className="rounded-xl border border-line p-6">
              <PartnerLink partner={university} shape="shield" />
              <p className="mt-4 text-muted">{university.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="business-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-6 py-16">
          <h2 id="business-heading" className="text-3xl font-bold tracking-tight">
            {words.business.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">{words.business.intro}</p>
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {businessPartners.map((partner) => (
              <li key={partner.id} className="rounded-xl border border-line bg-white p-6">
                <PartnerLink partner={partner} shape="square" />
                <p className="mt-4 text-muted">{partner.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="partner-cta-heading" className="mx-auto max-w-4xl px-6 py-20 text-center">
        <h2 id="partner-cta-heading" className="text-3xl font-bold tracking-tight">
          {words.become.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{words.become.intro}</p>
        <a href={mailto(partnershipsEmail)} className={`${buttonClasses("primary", "lg")} mt-8`}>
          Email {partnershipsEmail}
        </a>
      </section>
    </>
  );
}

/**
 * The partner's logo and name, linking to its site in a new tab. The link's name is its visible
 * text plus a note for screen readers, so speech users can say what they see (WCAG 2.5.3).
 */
function PartnerLink({ partner, shape }: { partner: Partner; shape: "shield" | "square" }) {
  return (
    <a
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      className="group inline-flex items-center gap-4 rounded-md"
    >
      <PartnerLogo partner={partner} shape={shape} />
      <span className="text-xl font-semibold text-ink group-hover:underline">{partner.name}</span>
      <ExternalLink aria-hidden="true" className="size-4 text-muted" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Their logo from the library, or one drawn for the site: a crest for universities, a tile for businesses. */
function PartnerLogo({ partner, shape }: { partner: Partner; shape: "shield" | "square" }) {
  if (partner.logo) {
    // Decorative here whatever its text says: the partner's name is written beside it.
    return (
      <span className="size-14 shrink-0">
        <LibraryPicture
          picture={{ ...partner.logo, decorative: true }}
          sizes="56px"
          fit="contain"
          className="size-full"
        />
      </span>
    );
  }
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false" className="shrink-0">
      {shape === "shield" ? (
        <path d="M28 3 L51 11 V27 C51 41 40 50 28 53 C16 50 5 41 5 27 V11 Z" fill="#0f1b33" />
      ) : (
        <rect x="3" y="3" width="50" height="50" rx="12" fill="#1d4ed8" />
      )}
      <text
        x="28"
        y={shape === "shield" ? 30 : 29}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={partner.monogram.length > 2 ? 13 : 17}
        fontWeight="700"
        fill="#ffffff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {partner.monogram}
      </text>
    </svg>
  );
}
