import type { Picture } from "~shared/picture";
import type { DisplayCard, Feature } from "~/components/sections/cards";
import { CallToAction, type CtaLink } from "./CallToAction";
import { FeatureShowcase } from "./FeatureShowcase";
import { CardGrid } from "./IconCard";
import { PageHero } from "./PageHero";
import { Section } from "./Section";

type FeaturePageProps = {
  hero: { eyebrow: string; title: string; lead: string; photo?: Picture };
  features: readonly Feature[];
  grid: { title: string; intro?: string; cards: readonly DisplayCard[] };
  cta: { title: string; text: string; primary: CtaLink; secondary?: CtaLink };
};

/** The shape shared by the product pages: hero, illustrated features, a card grid, a closing call to action. */
export function FeaturePage({ hero, features, grid, cta }: FeaturePageProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} photo={hero.photo}>
        <p>{hero.lead}</p>
      </PageHero>
      {features.map((feature, index) => (
        <FeatureShowcase
          key={feature.title}
          feature={feature}
          reverse={index % 2 === 1}
          tone={index % 2 === 1 ? "surface" : "white"}
          eager={index === 0}
        />
      ))}
      <Section title={grid.title} intro={grid.intro} tone={features.length % 2 === 1 ? "surface" : "white"}>
        <CardGrid cards={grid.cards} />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
