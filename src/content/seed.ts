import { londonYear, slugOf, type ContentData, type SiteContent } from "~shared/content-types";
import { pages } from "~/config/pages";
import { MENU_LINK_SEED, MENU_SEED, site } from "~/config/site";
import { librarySeed } from "./library-seed";
import { iconName } from "./story-icons";
import {
  benefits,
  challenges,
  closingCta,
  hero,
  platform,
  solution,
  successStories,
  testimonial,
  whyChoose,
} from "./home";
import { cardIconName } from "./card-icons";
import * as about from "./about";
import * as institute from "./institute";
import * as labs from "./labs";
import { architecture, closingCta as platformClosing, paradigmShift } from "./platform";
import {
  coreEngineCapabilities,
  coreEngineClosing,
  financeAudiences,
  financeClosing,
  studioCapabilities,
  studioClosing,
} from "./product-cards";
import * as technology from "./technology";
import { features as coreEngineFeatures } from "./core-engine";
import { features as financeFeatures } from "./finance";
import { features as studioFeatures } from "./studio";
import type { DisplayCard } from "~/components/sections/cards";
import { pageHeroes } from "./page-heroes";
import * as words from "./page-words";
import { legalRichText } from "./legal/as-rich-text";
import { cookiePolicy } from "./legal/cookies";
import { privacyNotice } from "./legal/privacy";
import { termsOfUse } from "./legal/terms";
import { businessPartners, partnerStats, universities, type Partner } from "./partners";
import { positions } from "./positions";
import { advisors, teamMembers, type Person } from "./team";

/** When the legal texts took effect, before they were content. */
const LEGAL_EFFECTIVE = "2025-06-07";

/**
 * Today's content, the seed of the database (supabase/migrations/20261127000400_content_items.sql
 * inserts the same: tests/contract/content-seed.test.ts holds them equal). The build renders
 * from it; the server renders again each route whose content in the database differs
 * (server/publish/), so a fresh install serves the build's pages as they are.
 */
export const seedContent: SiteContent = {
  position: positions.map((p) => ({
    slug: slugOf(p.title),
    data: {
      title: p.title,
      department: p.department,
      location: p.location,
      description: p.description,
      datePosted: p.datePosted,
      employmentType: p.employmentType,
    },
  })),
  "legal-page": [
    ["privacy", privacyNotice],
    ["terms", termsOfUse],
    ["cookies", cookiePolicy],
  ].map(([slug, document]) => ({
    slug: slug as string,
    data: {
      title: (document as typeof privacyNotice).title,
      effectiveDate: LEGAL_EFFECTIVE,
      body: legalRichText(document as typeof privacyNotice),
    },
  })),
  person: [...teamMembers.map((p) => personEntry(p, "team")), ...advisors.map((p) => personEntry(p, "advisor"))],
  partner: [
    ...universities.map((p) => partnerEntry(p, "research")),
    ...businessPartners.map((p) => partnerEntry(p, "business")),
  ],
  "partner-stat": partnerStats.map((stat) => ({
    slug: slugOf(stat.label),
    data: { value: stat.value, label: stat.label },
  })),
  story: successStories.cards.map((card) => ({
    slug: slugOf(card.title),
    data: {
      title: card.title,
      industry: card.industry,
      description: card.description,
      icon: iconName(card.icon),
      link: card.to,
    },
  })),
  testimonial: [
    {
      slug: "home",
      data: {
        highlightFigure: successStories.highlight.figure,
        highlightText: successStories.highlight.text,
        quote: testimonial.quote,
        attribution: testimonial.attribution,
        partnerName: site.partner.name,
        partnerLink: site.partner.url,
      },
    },
  ],
  "site-settings": [
    {
      slug: "site",
      data: {
        tagline: site.tagline,
        companyName: site.company,
        legalName: site.legalName,
        copyright: site.copyright,
        contactEmail: site.emails.contact,
        supportEmail: site.emails.support,
        careersEmail: site.emails.careers,
        partnershipsEmail: site.emails.partnerships,
        instituteEmail: site.emails.institute,
        officeAddress: site.office.lines.join("\n"),
        mapLink: site.office.mapSrc,
        mapTitle: site.office.mapTitle,
      },
    },
  ],
  "page-hero": Object.entries({ ...pageHeroes, ...words.heroes }).map(([slug, { eyebrow, title, lead }]) => ({
    slug,
    data: { eyebrow, title, lead },
  })),
  "home-hero": [
    {
      slug: "home",
      data: {
        subtitle: hero.subtitle,
        title: hero.title,
        tagline: hero.tagline,
        primaryLabel: hero.primary.label,
        primaryLink: hero.primary.to,
        secondaryLabel: hero.secondary.label,
        secondaryLink: hero.secondary.to,
      },
    },
  ],
  call: (
    [
      ["home-closing", closingCta],
      ["platform-closing", platformClosing],
      ["core-engine-closing", coreEngineClosing],
      ["studio-closing", studioClosing],
      ["finance-closing", financeClosing],
      ["technology-closing", technology.closingCta],
      ["labs-closing", labs.closingCta],
      ["about-journey", about.journey],
    ] as const
  ).map(([slug, cta]) => ({
    slug,
    data: {
      title: cta.title,
      text: cta.text,
      primaryLabel: cta.primary.label,
      primaryLink: cta.primary.to,
      secondaryLabel: cta.secondary.label,
      secondaryLink: cta.secondary.to,
    },
  })),
  feature: (
    [
      ["core-engine-features", coreEngineFeatures],
      ["studio-features", studioFeatures],
      ["finance-features", financeFeatures],
    ] as const
  ).flatMap(([section, features]) =>
    features.map((feature) => ({
      slug: slugOf(`${section} ${feature.title}`),
      data: {
        section,
        title: feature.title,
        summary: feature.summary,
        points: feature.points.join("\n"),
        illustration: feature.illustration,
        illustrationAlt: feature.alt,
      },
    })),
  ),
  comparison: [
    {
      slug: "home-solution",
      data: {
        beforeTitle: solution.traditional.title,
        beforePoints: solution.traditional.points.join("\n"),
        afterTitle: solution.kosmos.title,
        afterPoints: solution.kosmos.points.join("\n"),
        illustration: "solution-hero",
        illustrationAlt: solution.imageAlt,
      },
    },
  ],
  figure: labs.performance.stats.map((stat) => ({
    slug: slugOf(`labs-performance ${stat.label}`),
    data: { section: "labs-performance", value: stat.value, label: stat.label },
  })),
  "partnering-option": institute.partnerWithUs.options.map((option) => ({
    slug: slugOf(option.title),
    data: { title: option.title, text: option.text, linkLabel: option.link, subject: option.subject },
  })),
  section: [
    section("home-challenges", challenges),
    section("home-solution", solution),
    section("home-platform", platform),
    section("home-why-choose", whyChoose),
    section("home-benefits", benefits),
    section("home-stories", successStories),
    section("home-testimonial", { title: testimonial.title }),
    section("core-engine-capabilities", coreEngineCapabilities),
    section("studio-capabilities", studioCapabilities),
    section("finance-audiences", financeAudiences),
    section("technology-science", technology.science),
    section("labs-moat", labs.moat),
    section("labs-pillars", labs.pillars),
    section("institute-pillars", institute.pillars),
    section("technology-pipeline", technology.pipeline),
    section("labs-innovation", labs.innovation),
    section("institute-principles", institute.principles),
    section("about-vision", { title: about.vision.title, intro: about.vision.paragraphs.join("\n\n") }),
    section("about-mission-vision", about.missionVision),
    section("about-advantages", about.advantages),
    section("about-values", about.values),
    section("institute-mission", { title: institute.mission.title, intro: institute.mission.paragraphs.join("\n\n") }),
    section("institute-partner", institute.partnerWithUs),
    section("labs-partners", labs.academicPartners),
    section("labs-performance", labs.performance),
    section("platform-paradigm", {
      eyebrow: paradigmShift.eyebrow,
      title: paradigmShift.title,
      intro: paradigmShift.paragraphs.join("\n\n"),
    }),
    section("platform-architecture", architecture),
    section("careers-why", words.careers.why),
    section("careers-positions", words.careers.positions),
    section("careers-open-application", words.careers.openApplication),
    section("contact-message", words.contact.message),
    section("contact-direct", words.contact.direct),
    section("contact-office", words.contact.office),
    section("contact-response", words.contact.response),
    section("team-leadership", words.team.leadership),
    section("team-advisors", words.team.advisors),
    section("team-join", words.team.join),
    section("partnerships-research", words.partnerships.research),
    section("partnerships-business", words.partnerships.business),
    section("partnerships-become", words.partnerships.become),
    section("research-offers", words.researchPartnerships.offer),
    section("research-apply", words.researchPartnerships.apply),
    section("incubation-support", words.incubation.programme),
    section("incubation-apply", words.incubation.apply),
    section("documentation-resources", words.documentation.resources),
    section("documentation-support", words.documentation.support),
    section("apply-heading", words.apply),
    section("institute-journey", institute.journey),
  ],
  step: [
    ...steps("technology-pipeline", technology.pipeline.steps),
    ...steps("labs-innovation", labs.innovation.steps),
    ...steps("institute-principles", institute.principles.items),
    ...steps("institute-journey", institute.journey.steps),
  ],
  card: [
    ...cards("home-challenges", challenges.cards),
    ...cards("home-platform", platform.cards),
    ...cards("home-why-choose", whyChoose.cards),
    ...cards("home-benefits", benefits.cards),
    ...cards("core-engine-capabilities", coreEngineCapabilities.cards),
    ...cards("studio-capabilities", studioCapabilities.cards),
    ...cards("finance-audiences", financeAudiences.cards),
    ...cards("technology-science", technology.science.cards),
    ...cards("labs-moat", labs.moat.cards),
    ...cards("labs-pillars", labs.pillars.cards),
    ...cards("institute-pillars", institute.pillars.cards),
    ...cards("about-mission-vision", about.missionVision.cards),
    ...cards("about-advantages", about.advantages.cards),
    ...cards("about-values", about.values.cards),
    ...cards("careers-why", words.careers.reasons),
    ...cards("research-offers", words.researchPartnerships.offers),
    ...cards("incubation-support", words.incubation.support),
  ],
  menus: [{ slug: "menus", data: MENU_SEED }],
  "menu-link": MENU_LINK_SEED.map((link) => ({
    slug: slugOf([link.menu, link.group ?? "", link.label].join(" ")),
    data: link,
  })),
  "page-meta": pages
    .filter((page) => page.path !== "/home")
    .map((page) => ({
      slug: page.path === "/" ? "home" : page.path.slice(1).replaceAll("/", "-"),
      data: { title: page.title, description: page.description },
    })),
  // The documentation page's entries as items (decision 046): the library's rows are what they make.
  document: librarySeed.documentation.map((entry) => ({
    slug: slugOf(entry.title),
    data: {
      title: entry.title,
      description: entry.description,
      ...(entry.sections.length ? { sections: entry.sections.join("\n") } : {}),
      ...(entry.summary ? { summary: entry.summary } : {}),
      access_url: entry.access_url,
      ...(entry.download_url ? { download_url: entry.download_url } : {}),
    },
  })),
  // The library's resources as items (decision 047): public.resources is what they make.
  resource: librarySeed.resources.map((card) => ({
    slug: card.slug ?? slugOf(card.title),
    data: {
      title: card.title,
      type: card.type,
      categories: card.categories,
      date: card.date,
      description: card.description,
      read_more_url: card.read_more_url,
      ...(card.download_url ? { download_url: card.download_url } : {}),
      ...(card.featured ? { featured: true as const } : {}),
      ...(card.body ? { body: card.body } : {}),
    },
  })),
  library: librarySeed,
  // None at first: the database records one when a published article's address changes.
  redirects: [],
  year: londonYear(),
};

function personEntry(person: Person, group: "team" | "advisor") {
  return {
    slug: person.id,
    data: {
      name: person.name,
      title: person.title,
      group,
      bio: person.bio.join("\n\n"),
      ...(person.linkedin ? { linkedin: person.linkedin } : {}),
      announced: person.undisclosed ? "no" : "yes",
    },
  };
}

function partnerEntry(partner: Partner, group: "research" | "business") {
  return {
    slug: partner.id,
    data: {
      name: partner.name,
      group,
      url: partner.url,
      monogram: partner.monogram,
      description: partner.description,
    },
  };
}

function section(slug: string, words: { eyebrow?: string; title: string; intro?: string }) {
  return {
    slug,
    data: {
      ...(words.eyebrow ? { eyebrow: words.eyebrow } : {}),
      title: words.title,
      ...(words.intro ? { intro: words.intro } : {}),
    },
  };
}

function cards(section: ContentData<"card">["section"], list: readonly DisplayCard[]) {
  return list.map((card) => ({
    slug: slugOf(`${section} ${card.title}`),
    data: {
      section,
      title: card.title,
      description: card.description,
      icon: cardIconName(card.icon),
      ...(card.to ? { link: card.to } : {}),
    },
  }));
}

function steps(section: ContentData<"step">["section"], list: readonly { title: string; text: string }[]) {
  return list.map((step) => ({
    slug: slugOf(`${section} ${step.title}`),
    data: { section, title: step.title, text: step.text },
  }));
}
