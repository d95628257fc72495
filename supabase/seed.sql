-- Sample content for a new database (run once, after the migrations). Links are site-relative
-- or on example.com: the site must work offline and never point at a real third party.

insert into public.resources
  (id, title, type, categories, date, description, image_url, download_url, read_more_url, featured)
values
  ('00000000-0000-4000-8000-000000000101', 'Digital Twins of the Financial System: A Primer',
   'white-paper', '{finance,technology}', '2024-01-18',
   'How a live, agent-based model of banks, funds and markets lets supervisors rehearse a shock before it happens, and what data it needs to stay faithful to the real system.',
   null, 'https://example.com/kosmos/downloads/digital-twins-primer.pdf', '/resources?type=white-paper', false),

  ('00000000-0000-4000-8000-000000000102', 'Stress-Testing a Regional Lender Against a Sudden Rate Rise',
   'case-study', '{finance}', '2024-03-07',
   'A mid-sized building society modelled its funding and mortgage books under a 250 basis point shock and found a liquidity gap three weeks earlier than its spreadsheet models did.',
   null, null, '/resources?type=case-study', false),

  ('00000000-0000-4000-8000-000000000103', 'Why Contagion Travels Faster Than Our Models',
   'blog', '{finance,geopolitics}', '2024-05-22',
   'Fire sales, margin calls and common exposures turn a local loss into a system-wide one. We look at the channels traditional stress tests leave out.',
   null, null, '/resources?type=blog', false),

  ('00000000-0000-4000-8000-000000000104', 'Webinar: Scenario Design for Systemic Risk Teams',
   'webinar', '{platform,finance}', '2024-07-11',
   'A recorded session with our modelling team on building credible adverse scenarios, calibrating them to history and reading the results without over-fitting.',
   null, null, '/resources?type=webinar', false),

  ('00000000-0000-4000-8000-000000000105', 'Kosmos Intelligence Opens Its London Research Office',
   'news', '{platform}', '2024-09-02',
   'Our new office near Old Street brings the modelling, engineering and research teams under one roof and gives partner universities a place to work alongside us.',
   null, null, '/about', false),

  ('00000000-0000-4000-8000-000000000106', 'Sanctions, Shipping and the Price of Risk',
   'white-paper', '{geopolitics,finance}', '2024-10-15',
   'Trade restrictions reroute cargo, lengthen supply chains and move credit risk to unexpected places. This paper traces those effects through a simulated network of lenders and insurers.',
   null, 'https://example.com/kosmos/downloads/sanctions-shipping-risk.pdf', '/resources?type=white-paper', true),

  ('00000000-0000-4000-8000-000000000107', 'Inside the Core Engine: Simulating a Million Agents',
   'video', '{technology,platform}', '2024-12-04',
   'A short walkthrough of how the Core Engine schedules millions of interacting agents, keeps runs reproducible and reports results the same day.',
   null, null, '/platform/core-engine', false),

  ('00000000-0000-4000-8000-000000000108', 'How an Insurer Cut Tail Losses by 22%',
   'case-study', '{finance,platform}', '2025-02-12',
   'A specialty insurer used Kosmos Studio to test reinsurance structures against correlated catastrophe and market shocks, and reshaped its programme ahead of renewal.',
   null, 'https://example.com/kosmos/downloads/insurer-tail-losses.pdf', '/resources?type=case-study', true),

  ('00000000-0000-4000-8000-000000000109', 'Election Years and Market Fragility',
   'blog', '{geopolitics}', '2025-04-09',
   'With a record number of national elections in a single year, we look at how political uncertainty feeds into funding markets and where fragility tends to build.',
   null, null, '/resources?type=blog', false),

  ('00000000-0000-4000-8000-000000000110', 'Kosmos Studio 2.0: Scenario Building Without Code',
   'news', '{platform,technology}', '2025-06-03',
   'The new release of Studio lets risk teams compose scenarios from a library of shocks, compare runs side by side and share results with colleagues in a browser.',
   null, null, '/platform/studio', true),

  ('00000000-0000-4000-8000-000000000111', 'Webinar: Climate Transition Risk in Bank Portfolios',
   'webinar', '{finance,technology}', '2025-07-24',
   'Our researchers and a guest from a European supervisor discuss modelling disorderly transition paths and their second-round effects on collateral values.',
   null, null, '/resources?type=webinar', false),

  ('00000000-0000-4000-8000-000000000112', 'Measuring Liquidity Spirals with Agent-Based Models',
   'white-paper', '{finance,technology}', '2025-09-16',
   'A technical paper on how liquidity spirals emerge from individually sensible decisions, with a method for measuring their strength in a calibrated simulation.',
   null, 'https://example.com/kosmos/downloads/liquidity-spirals.pdf', '/resources?type=white-paper', true),

  ('00000000-0000-4000-8000-000000000113', 'From Chokepoints to Credit Lines: Mapping Geopolitical Exposure',
   'video', '{geopolitics,platform}', '2025-10-28',
   'A recorded talk showing how we link trade chokepoints, commodity prices and bank credit lines in one model, and what the map reveals about hidden concentrations.',
   null, null, '/resources?type=video', false),

  ('00000000-0000-4000-8000-000000000114', 'What Supervisors Asked Us in 2025',
   'blog', '{finance,platform}', '2025-12-10',
   'A round-up of the questions central banks and regulators brought to us this year, from model validation to explaining simulation results to a board.',
   null, null, '/resources?type=blog', false);

-- The documentation page's entries are content (decision 046): public.documentation is what these make.
insert into public.content_items (id, type, slug, sort_order, data)
values
  ('00000000-0000-4000-8000-000000000201', 'document', 'core-engine-technical-overview', 1,
   '{"title":"Core Engine Technical Overview","description":"The architecture of the simulation engine: agents, markets, the event scheduler and how runs are made reproducible.","sections":"Architecture\nAgents and markets\nEvent scheduling\nReproducibility","summary":"Start here to understand how a simulation is set up, run and replayed.","access_url":"/platform/core-engine","download_url":"https://example.com/kosmos/downloads/core-engine-overview.pdf"}'::jsonb),

  ('00000000-0000-4000-8000-000000000202', 'document', 'studio-user-guide', 2,
   '{"title":"Studio User Guide","description":"Building, running and comparing scenarios in Kosmos Studio, from the first shock to a shareable report.","sections":"Getting started\nBuilding a scenario\nComparing runs\nSharing results","access_url":"/platform/studio"}'::jsonb),

  ('00000000-0000-4000-8000-000000000203', 'document', 'data-integration-guide', 3,
   '{"title":"Data Integration Guide","description":"Connecting balance-sheet, exposure and market data to the platform, with the formats we accept and how we validate them.","summary":"Covers file formats, validation rules and the secure transfer options available to partners.","access_url":"/resources/documentation","download_url":"https://example.com/kosmos/downloads/data-integration-guide.pdf"}'::jsonb),

  ('00000000-0000-4000-8000-000000000204', 'document', 'model-validation-handbook', 4,
   '{"title":"Model Validation Handbook","description":"How we test our models against history and against each other, and the evidence we provide to model risk teams.","sections":"Back-testing\nBenchmarking\nSensitivity analysis","access_url":"/resources/documentation","download_url":"https://example.com/kosmos/downloads/model-validation-handbook.pdf"}'::jsonb),

  ('00000000-0000-4000-8000-000000000205', 'document', 'security-and-data-protection-overview', 5,
   '{"title":"Security and Data Protection Overview","description":"How client data is stored, isolated and protected, and how access is granted and audited.","access_url":"/about"}'::jsonb);
