-- Sample content for a new database (run once, after the migrations). Links are site-relative
-- or on example.com: the site must work offline and never point at a real third party.

-- The library's resources are content (decision 047): public.resources is what these make.
insert into public.content_items (id, type, slug, sort_order, data)
values
  ('00000000-0000-4000-8000-000000000114', 'resource', 'what-supervisors-asked-us-in-2025', 1,
   '{"title":"What Supervisors Asked Us in 2025","type":"blog","categories":["finance","platform"],"date":"2025-12-10","description":"A round-up of the questions central banks and regulators brought to us this year, from model validation to explaining simulation results to a board.","read_more_url":"/resources?type=blog"}'::jsonb),

  ('00000000-0000-4000-8000-000000000113', 'resource', 'from-chokepoints-to-credit-lines-mapping-geopolitical-exposure', 2,
   '{"title":"From Chokepoints to Credit Lines: Mapping Geopolitical Exposure","type":"video","categories":["geopolitics","platform"],"date":"2025-10-28","description":"A recorded talk showing how we link trade chokepoints, commodity prices and bank credit lines in one model, and what the map reveals about hidden concentrations.","read_more_url":"/resources?type=video"}'::jsonb),

  ('00000000-0000-4000-8000-000000000112', 'resource', 'measuring-liquidity-spirals-with-agent-based-models', 3,
   '{"title":"Measuring Liquidity Spirals with Agent-Based Models","type":"white-paper","categories":["finance","technology"],"date":"2025-09-16","description":"A technical paper on how liquidity spirals emerge from individually sensible decisions, with a method for measuring their strength in a calibrated simulation.","read_more_url":"/resources?type=white-paper","download_url":"https://example.com/kosmos/downloads/liquidity-spirals.pdf","featured":true}'::jsonb),

  ('00000000-0000-4000-8000-000000000111', 'resource', 'webinar-climate-transition-risk-in-bank-portfolios', 4,
   '{"title":"Webinar: Climate Transition Risk in Bank Portfolios","type":"webinar","categories":["finance","technology"],"date":"2025-07-24","description":"Our researchers and a guest from a European supervisor discuss modelling disorderly transition paths and their second-round effects on collateral values.","read_more_url":"/resources?type=webinar"}'::jsonb),

  ('00000000-0000-4000-8000-000000000110', 'resource', 'kosmos-studio-2-0-scenario-building-without-code', 5,
   '{"title":"Kosmos Studio 2.0: Scenario Building Without Code","type":"news","categories":["platform","technology"],"date":"2025-06-03","description":"The new release of Studio lets risk teams compose scenarios from a library of shocks, compare runs side by side and share results with colleagues in a browser.","read_more_url":"/platform/studio","featured":true}'::jsonb),

  ('00000000-0000-4000-8000-000000000109', 'resource', 'election-years-and-market-fragility', 6,
   '{"title":"Election Years and Market Fragility","type":"blog","categories":["geopolitics"],"date":"2025-04-09","description":"With a record number of national elections in a single year, we look at how political uncertainty feeds into funding markets and where fragility tends to build.","read_more_url":"/resources?type=blog"}'::jsonb),

  ('00000000-0000-4000-8000-000000000108', 'resource', 'how-an-insurer-cut-tail-losses-by-22', 7,
   '{"title":"How an Insurer Cut Tail Losses by 22%","type":"case-study","categories":["finance","platform"],"date":"2025-02-12","description":"A specialty insurer used Kosmos Studio to test reinsurance structures against correlated catastrophe and market shocks, and reshaped its programme ahead of renewal.","read_more_url":"/resources?type=case-study","download_url":"https://example.com/kosmos/downloads/insurer-tail-losses.pdf","featured":true}'::jsonb),

  ('00000000-0000-4000-8000-000000000107', 'resource', 'inside-the-core-engine-simulating-a-million-agents', 8,
   '{"title":"Inside the Core Engine: Simulating a Million Agents","type":"video","categories":["technology","platform"],"date":"2024-12-04","description":"A short walkthrough of how the Core Engine schedules millions of interacting agents, keeps runs reproducible and reports results the same day.","read_more_url":"/platform/core-engine"}'::jsonb),

  ('00000000-0000-4000-8000-000000000106', 'resource', 'sanctions-shipping-and-the-price-of-risk', 9,
   '{"title":"Sanctions, Shipping and the Price of Risk","type":"white-paper","categories":["geopolitics","finance"],"date":"2024-10-15","description":"Trade restrictions reroute cargo, lengthen supply chains and move credit risk to unexpected places. This paper traces those effects through a simulated network of lenders and insurers.","read_more_url":"/resources?type=white-paper","download_url":"https://example.com/kosmos/downloads/sanctions-shipping-risk.pdf","featured":true}'::jsonb),

  ('00000000-0000-4000-8000-000000000105', 'resource', 'kosmos-intelligence-opens-its-london-research-office', 10,
   '{"title":"Kosmos Intelligence Opens Its London Research Office","type":"news","categories":["platform"],"date":"2024-09-02","description":"Our new office near Old Street brings the modelling, engineering and research teams under one roof and gives partner universities a place to work alongside us.","read_more_url":"/about"}'::jsonb),

  ('00000000-0000-4000-8000-000000000104', 'resource', 'webinar-scenario-design-for-systemic-risk-teams', 11,
   '{"title":"Webinar: Scenario Design for Systemic Risk Teams","type":"webinar","categories":["platform","finance"],"date":"2024-07-11","description":"A recorded session with our modelling team on building credible adverse scenarios, calibrating them to history and reading the results without over-fitting.","read_more_url":"/resources?type=webinar"}'::jsonb),

  ('00000000-0000-4000-8000-000000000103', 'resource', 'why-contagion-travels-faster-than-our-models', 12,
   '{"title":"Why Contagion Travels Faster Than Our Models","type":"blog","categories":["finance","geopolitics"],"date":"2024-05-22","description":"Fire sales, margin calls and common exposures turn a local loss into a system-wide one. We look at the channels traditional stress tests leave out.","read_more_url":"/resources?type=blog"}'::jsonb),

  ('00000000-0000-4000-8000-000000000102', 'resource', 'stress-testing-a-regional-lender-against-a-sudden-rate-rise', 13,
   '{"title":"Stress-Testing a Regional Lender Against a Sudden Rate Rise","type":"case-study","categories":["finance"],"date":"2024-03-07","description":"A mid-sized building society modelled its funding and mortgage books under a 250 basis point shock and found a liquidity gap three weeks earlier than its spreadsheet models did.","read_more_url":"/resources?type=case-study"}'::jsonb),

  ('00000000-0000-4000-8000-000000000101', 'resource', 'digital-twins-of-the-financial-system-a-primer', 14,
   '{"title":"Digital Twins of the Financial System: A Primer","type":"white-paper","categories":["finance","technology"],"date":"2024-01-18","description":"How a live, agent-based model of banks, funds and markets lets supervisors rehearse a shock before it happens, and what data it needs to stay faithful to the real system.","read_more_url":"/resources?type=white-paper","download_url":"https://example.com/kosmos/downloads/digital-twins-primer.pdf"}'::jsonb);


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
