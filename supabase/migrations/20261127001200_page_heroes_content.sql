-- Issue 37: the heroes of the pages (eyebrow, title, lead) are content, edited by the editor role;
-- each item is its own page's (shared/content-types.ts itemRoutes).
-- The declarations (printed by `npm run gen:content-types -- --seed page-hero`), then the seed.

insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('page-hero', 'editor', 'title', true, '[{"name":"eyebrow","label":"Eyebrow","kind":"text","required":true,"max":60},{"name":"title","label":"Title","kind":"text","required":true,"max":80},{"name":"lead","label":"Lead","kind":"text","required":true,"max":300}]'::jsonb, array['{route}']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('page-hero', 'platform', 1, '{"eyebrow":"Platform","title":"The Kosmos Platform","lead":"A modelling-first platform that builds digital twins of financial systems, so you can see how risk will travel before it does."}'::jsonb),
  ('page-hero', 'core-engine', 2, '{"eyebrow":"Platform · Layer 1","title":"Core Engine","lead":"The simulation heart of Kosmos: a living model of the financial system that you can push, stress and question."}'::jsonb),
  ('page-hero', 'studio', 3, '{"eyebrow":"Platform · Layer 2","title":"Studio","lead":"The low-code workspace for Kosmos: build models visually, run scenarios and share what you find, without writing code."}'::jsonb),
  ('page-hero', 'finance', 4, '{"eyebrow":"Solution Suite","title":"Solutions for Finance","lead":"Ready-to-deploy applications for banks, asset managers and regulators, built on the Kosmos Core Engine."}'::jsonb),
  ('page-hero', 'technology', 5, '{"eyebrow":"R&D","title":"Technology","lead":"Kosmos brings together six disciplines that are rarely combined: each answers a question the others cannot."}'::jsonb),
  ('page-hero', 'labs', 6, '{"eyebrow":"Research & Development","title":"Kosmos Labs","lead":"Our research arm, where complexity science meets financial practice and new methods are tested before they reach the platform."}'::jsonb),
  ('page-hero', 'institute', 7, '{"eyebrow":"Non-profit","title":"Kosmos Institute","lead":"Independent research and education on systemic risk, for the public good."}'::jsonb),
  ('page-hero', 'about', 8, '{"eyebrow":"About Kosmos Intelligence","title":"ORDER FROM CHAOS, CLARITY THROUGH INSIGHT","lead":"We build digital twins of financial systems, so that the institutions responsible for them can see systemic risk and opportunity before they emerge."}'::jsonb),
  ('page-hero', 'careers', 9, '{"eyebrow":"Join Kosmos Intelligence","title":"Careers","lead":"Help us build the intelligence engine for modern finance, and bring order from chaos."}'::jsonb),
  ('page-hero', 'contact', 10, '{"eyebrow":"Talk to Kosmos","title":"Contact Us","lead":"Request a demo, discuss a partnership or ask us a question. Tell us a little about what you need and the right person will get back to you."}'::jsonb),
  ('page-hero', 'our-team', 11, '{"eyebrow":"The people behind Kosmos","title":"Our Team","lead":"Scientists, engineers and practitioners from finance and public policy, united by the conviction that complex systems can be understood, modelled and anticipated."}'::jsonb),
  ('page-hero', 'research-partnerships', 12, '{"eyebrow":"Kosmos Labs","title":"Research Partnerships","lead":"Partner with Kosmos Labs to advance the science of complex financial systems, from agent-based models to explainable AI."}'::jsonb),
  ('page-hero', 'incubation-programme', 13, '{"eyebrow":"Kosmos Labs","title":"Incubation Programme","lead":"Support for early-stage researchers and founders turning ideas about complex systems into models, tools and ventures."}'::jsonb),
  ('page-hero', 'partnerships', 14, '{"eyebrow":"Working together","title":"Partnerships","lead":"We work with leading research institutions and businesses to advance the science of complex systems and to bring it to the institutions that need it."}'::jsonb)
on conflict (type, slug) do nothing;
