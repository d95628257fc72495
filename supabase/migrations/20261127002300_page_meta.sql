-- Each page's title and description become content (issue 37): a 'page-meta' type, one fixed item a
-- page of the route table (src/config/pages.ts), read by the site's layout. Printed by
-- `npm run gen:content-types -- --seed page-meta`.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('page-meta', 'editor', 'title', true, '[{"name":"title","label":"Title","kind":"text","required":true,"max":120},{"name":"description","label":"Description","kind":"text","required":true,"max":300}]'::jsonb, array['{route}']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data) values
  ('page-meta', 'home', 1, '{"title":"Kosmos Intelligence: the intelligence engine for modern finance","description":"Kosmos builds digital twins of financial systems to simulate and predict systemic risk, combining AI, graph databases, chaos theory and agent-based modelling."}'::jsonb),
  ('page-meta', 'platform', 2, '{"title":"Platform overview | Kosmos","description":"One platform in three layers: the Kosmos Core Engine, a low-code Studio and Solution Suites, built to model financial systems rather than describe their past."}'::jsonb),
  ('page-meta', 'platform-core-engine', 3, '{"title":"Core Engine | Kosmos","description":"The Kosmos Core Engine joins chaos theory, agent-based modelling and AI-driven analytics to simulate how shocks travel through financial systems."}'::jsonb),
  ('page-meta', 'platform-studio', 4, '{"title":"Studio | Kosmos","description":"Kosmos Studio is the low-code workspace for building models visually and exploring them through interactive dashboards."}'::jsonb),
  ('page-meta', 'solutions-finance', 5, '{"title":"Solutions for finance | Kosmos","description":"Systemic risk assessment and market microstructure simulation for banks, asset managers and regulators."}'::jsonb),
  ('page-meta', 'technology', 6, '{"title":"Technology | Kosmos","description":"The science behind Kosmos: complex systems, graph databases, agent-based modelling, chaos theory and explainable AI."}'::jsonb),
  ('page-meta', 'resources', 7, '{"title":"Resource library | Kosmos","description":"White papers, case studies, articles, webinars and news on systemic risk, geopolitics and financial technology."}'::jsonb),
  ('page-meta', 'resources-documentation', 8, '{"title":"Kosmos Documentation","description":"Technical documentation for the Kosmos platform: architecture, APIs, model methodology and deployment."}'::jsonb),
  ('page-meta', 'about', 9, '{"title":"About us | Kosmos","description":"Kosmos Intelligence brings order from chaos: a London company modelling financial systems to give clarity through insight."}'::jsonb),
  ('page-meta', 'our-team', 10, '{"title":"Our team | Kosmos","description":"The people and advisors behind Kosmos Intelligence."}'::jsonb),
  ('page-meta', 'partnerships', 11, '{"title":"Partners | Kosmos","description":"The universities and business partners Kosmos works with, and how to partner with us."}'::jsonb),
  ('page-meta', 'careers', 12, '{"title":"Careers | Kosmos","description":"Open positions at Kosmos Intelligence in London: help model the financial system."}'::jsonb),
  ('page-meta', 'apply', 13, '{"title":"Apply | Kosmos","description":"Apply for a position at Kosmos Intelligence."}'::jsonb),
  ('page-meta', 'contact', 14, '{"title":"Contact us | Kosmos","description":"Request a demo or get in touch with Kosmos Intelligence in London. We typically reply within one business day."}'::jsonb),
  ('page-meta', 'kosmos-labs', 15, '{"title":"Kosmos Labs | Kosmos","description":"Kosmos Labs, our research and development arm: scientific pillars, academic partners and research partnerships."}'::jsonb),
  ('page-meta', 'research-partnerships', 16, '{"title":"Research partnerships | Kosmos Labs","description":"Apply for a research partnership with Kosmos Labs."}'::jsonb),
  ('page-meta', 'incubation-programme', 17, '{"title":"Incubation programme | Kosmos Labs","description":"Apply to the Kosmos Labs incubation programme for research on complex financial systems."}'::jsonb),
  ('page-meta', 'kosmos-institute', 18, '{"title":"Kosmos Institute | Kosmos","description":"The Kosmos Institute, our non-profit: research and education on systemic risk for the public good."}'::jsonb),
  ('page-meta', 'privacy', 19, '{"title":"Privacy notice | Kosmos","description":"How Kosmos Intelligence Limited collects, uses and protects personal data."}'::jsonb),
  ('page-meta', 'terms', 20, '{"title":"Terms of use | Kosmos","description":"The terms on which you may use the Kosmos Intelligence website."}'::jsonb),
  ('page-meta', 'cookies', 21, '{"title":"Cookie policy | Kosmos","description":"How the Kosmos Intelligence website uses cookies and similar technologies."}'::jsonb)
on conflict (type, slug) do nothing;
