-- The Technology and Labs pipelines and the Institute's principles become content (issue 37): their
-- sections and a 'step' type (section, title, text). Printed by
-- `npm run gen:content-types -- --seed section --seed step` (the sections already there stay as staff left them).
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('section', 'editor', 'title', true, '[{"name":"eyebrow","label":"Eyebrow","kind":"text","required":false,"max":60},{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"intro","label":"Introduction","kind":"longText","required":false,"max":600}]'::jsonb, array['{route}']::text[]),
  ('step', 'editor', 'title', false, '[{"name":"section","label":"Shown in","kind":"choice","required":true,"max":40,"options":["technology-pipeline","labs-innovation","institute-principles"]},{"name":"title","label":"Title","kind":"text","required":true,"max":80},{"name":"text","label":"Text","kind":"longText","required":true,"max":400}]'::jsonb, array['/technology', '/kosmos-labs', '/kosmos-institute']::text[])
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
  ('section', 'institute-principles', 24, '{"title":"Our Principles"}'::jsonb)
on conflict (type, slug) do nothing;

insert into public.content_items (type, slug, sort_order, data) values
  ('step', 'technology-pipeline-map', 1, '{"section":"technology-pipeline","title":"Map","text":"Positions, exposures and market data are loaded into a graph of the system you want to understand."}'::jsonb),
  ('step', 'technology-pipeline-model', 2, '{"section":"technology-pipeline","title":"Model","text":"Agents are assigned to each institution and calibrated with machine learning against observed behaviour."}'::jsonb),
  ('step', 'technology-pipeline-simulate', 3, '{"section":"technology-pipeline","title":"Simulate","text":"The system runs forward under thousands of scenarios, and chaos analysis measures how fragile each path is."}'::jsonb),
  ('step', 'technology-pipeline-explain', 4, '{"section":"technology-pipeline","title":"Explain","text":"Results are traced back to their causes and turned into recommendations with their reasoning attached."}'::jsonb),
  ('step', 'labs-innovation-question', 5, '{"section":"labs-innovation","title":"Question","text":"A problem raised by clients, partners or our own researchers becomes a research question."}'::jsonb),
  ('step', 'labs-innovation-research', 6, '{"section":"labs-innovation","title":"Research","text":"We develop and test candidate methods with our academic partners, and publish where we can."}'::jsonb),
  ('step', 'labs-innovation-prototype', 7, '{"section":"labs-innovation","title":"Prototype","text":"Promising methods are built into experimental engine modules and validated on real cases."}'::jsonb),
  ('step', 'labs-innovation-platform', 8, '{"section":"labs-innovation","title":"Platform","text":"Proven modules join the Core Engine and Studio, with documentation and support."}'::jsonb),
  ('step', 'institute-principles-independence', 9, '{"section":"institute-principles","title":"Independence","text":"Our research agenda is set by our board and academic council, not by commercial interests."}'::jsonb),
  ('step', 'institute-principles-openness', 10, '{"section":"institute-principles","title":"Openness","text":"We publish methods, code and findings so that others can check and build on them."}'::jsonb),
  ('step', 'institute-principles-rigour', 11, '{"section":"institute-principles","title":"Rigour","text":"Our work is peer reviewed and we are clear about what our models can and cannot tell us."}'::jsonb),
  ('step', 'institute-principles-public-benefit', 12, '{"section":"institute-principles","title":"Public Benefit","text":"We judge our success by its contribution to a more stable financial system for everyone."}'::jsonb)
on conflict (type, slug) do nothing;
