-- The Platform page's paradigm shift (its paragraphs) and architecture sections become sections; a
-- section's introduction may hold 1,200 characters, for several paragraphs (issue 37). Printed by
-- `npm run gen:content-types -- --seed section` (the sections already there stay as staff left them).
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('section', 'editor', 'title', true, '[{"name":"eyebrow","label":"Eyebrow","kind":"text","required":false,"max":60},{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"intro","label":"Introduction","kind":"longText","required":false,"max":1200}]'::jsonb, array['{route}']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('section', 'home-challenges', 1, '{"title":"Are You Facing These Challenges?","intro":"Financial institutions are asked to anticipate risks that have never appeared in their data. These are the problems we hear about most often."}'::jsonb),
  ('section', 'home-solution', 2, '{"eyebrow":"From correlation to causation","title":"Our Solution","intro":"Kosmos builds a digital twin of the financial system you operate in, then runs it forward. Instead of asking what happened last time, you can ask what the system will do next."}'::jsonb),
  ('section', 'home-platform', 3, '{"eyebrow":"Platform","title":"The Kosmos Platform","intro":"Three layers that work together, from the simulation engine to ready-made solutions for your sector."}'::jsonb),
  ('section', 'home-why-choose', 4, '{"title":"Why Choose Kosmos","intro":"A modelling-first platform built for people who have to make decisions before the data exists."}'::jsonb),
  ('section', 'home-benefits', 5, '{"title":"What You Gain","intro":"The practical difference our clients notice in their first months with Kosmos."}'::jsonb),
  ('section', 'home-stories', 6, '{"title":"Success Stories","intro":"How institutions use Kosmos to see further ahead."}'::jsonb),
  ('section', 'home-testimonial', 7, '{"title":"Trusted by Industry Leaders"}'::jsonb),
  ('section', 'home-closing', 8, '{"title":"Ready to Transform Your Financial Intelligence?","intro":"See how a digital twin of your market behaves under the scenarios that matter to you."}'::jsonb),
  ('section', 'core-engine-capabilities', 9, '{"title":"Built for Serious Workloads","intro":"The engine is designed for institutions that need answers they can defend."}'::jsonb),
  ('section', 'studio-capabilities', 10, '{"title":"Made for Analysts and Decision-Makers","intro":"Studio brings modelling to the people who own the questions."}'::jsonb),
  ('section', 'finance-audiences', 11, '{"title":"Who It Is For","intro":"The Finance suite is configured for the questions each type of institution faces."}'::jsonb),
  ('section', 'technology-science', 12, '{"title":"The Science Behind Kosmos","intro":"Rigorous methods from complexity science and computer science, engineered into one platform."}'::jsonb),
  ('section', 'labs-moat', 13, '{"title":"Our R&D Moat","intro":"Modelling financial systems well is hard to copy. It takes years of research, calibrated models and people who understand both the mathematics and the markets. That is what Kosmos Labs builds."}'::jsonb),
  ('section', 'labs-pillars', 14, '{"title":"Three Scientific Pillars","intro":"Our research programme is organised around three fields, each feeding the platform directly."}'::jsonb),
  ('section', 'institute-pillars', 15, '{"title":"Four Pillars","intro":"Everything the Institute does falls under one of four programmes."}'::jsonb),
  ('section', 'platform-closing', 16, '{"title":"See the Platform in Action","intro":"We will walk you through a live simulation built around the questions your institution is asking."}'::jsonb),
  ('section', 'core-engine-closing', 17, '{"title":"Put the Engine to Work","intro":"Bring a scenario you are worried about and we will simulate it with you."}'::jsonb),
  ('section', 'studio-closing', 18, '{"title":"Build Your First Model","intro":"See how quickly your team can move from a question to a simulated answer."}'::jsonb),
  ('section', 'finance-closing', 19, '{"title":"See the Finance Suite on Your Data","intro":"We will configure a demonstration around your portfolio and the scenarios you care about."}'::jsonb),
  ('section', 'technology-closing', 20, '{"title":"Explore Our Research","intro":"Kosmos Labs, our research arm, works with universities to push these methods further."}'::jsonb),
  ('section', 'labs-closing', 21, '{"title":"Work With Kosmos Labs","intro":"Researchers and early-stage teams can collaborate with us through research partnerships or our incubation programme."}'::jsonb),
  ('section', 'technology-pipeline', 22, '{"title":"From Data to Decision","intro":"How the disciplines work together in a single analysis."}'::jsonb),
  ('section', 'labs-innovation', 23, '{"title":"Innovation Pipeline","intro":"How an idea moves from the Labs into the hands of our clients."}'::jsonb),
  ('section', 'institute-principles', 24, '{"title":"Our Principles"}'::jsonb),
  ('section', 'about-vision', 25, '{"title":"Vision","intro":"The financial system is a complex adaptive system. Banks, funds, markets and governments react to each other, and their interactions create behaviour that none of them intends: feedback loops, sudden contagion and regime changes that historical data cannot predict.\n\nKosmos Intelligence was founded in London to bring the science of complex systems to the people who manage that risk. We believe that the next crisis will not look like the last one, and that only models of how the system works, not just records of how it behaved, can prepare us for it."}'::jsonb),
  ('section', 'about-mission-vision', 26, '{"title":"Mission & Vision"}'::jsonb),
  ('section', 'about-advantages', 27, '{"title":"The Kosmos Advantage"}'::jsonb),
  ('section', 'about-values', 28, '{"title":"Our Values"}'::jsonb),
  ('section', 'about-journey', 29, '{"title":"Join the Journey","intro":"Meet the people building Kosmos, or find out how you could join them."}'::jsonb),
  ('section', 'institute-mission', 30, '{"title":"Our Mission","intro":"Financial crises are public problems. Their costs fall on households, businesses and governments far beyond the institutions where they start. Yet the tools that help us understand how risk spreads through the financial system are too often proprietary, expensive or out of reach.\n\nThe Kosmos Institute is a non-profit set up to change that. We fund open research into the dynamics of financial systems, train the next generation of researchers and policymakers, and make our methods available to the public institutions that need them."}'::jsonb),
  ('section', 'institute-partner', 31, '{"title":"Partner With Us","intro":"Universities, public bodies, foundations and companies support the Institute in different ways. Tell us how you would like to work with us."}'::jsonb),
  ('section', 'labs-partners', 32, '{"title":"Academic Partners","intro":"We work with two universities on long-term research, joint supervision and open publication."}'::jsonb),
  ('section', 'labs-performance', 33, '{"title":"Performance at Scale","intro":"Research is only useful if it runs fast enough to inform a decision. We engineer for that from the start."}'::jsonb),
  ('section', 'platform-paradigm', 34, '{"eyebrow":"Why a new kind of platform","title":"Paradigm Shift","intro":"For decades, financial risk tools have worked by looking backwards. They fit statistical relationships to historical data and assume the future will resemble the past. That assumption holds in calm markets and fails precisely when it matters: in a crisis, correlations break, liquidity disappears and institutions that looked independent turn out to be tightly linked.\n\nKosmos starts from the other end. We model the financial system itself: the institutions, their balance sheets, the exposures between them and the rules they follow. Then we let that model run forward under the scenarios you care about. Risk is not read off a chart; it emerges from the interactions, as it does in the real world.\n\nThe result is a shift from prediction by analogy to understanding by simulation, with every outcome traceable to the mechanisms that produced it."}'::jsonb),
  ('section', 'platform-architecture', 35, '{"title":"Platform Architecture","intro":"Three layers, each usable on its own and designed to work together."}'::jsonb)
on conflict (type, slug) do nothing;
