-- The words around the forms and lists are content too (issue 37): the careers page's reasons,
-- headings and open application; the contact page's boxes; the team page's sections and its
-- invitation; the partnerships page's groups and invitation; the two Labs programmes' offers and
-- application words; the heroes of /resources and its documentation and the application page's
-- heading. New sections and cards (the card type's choices gain the three sections and four
-- icons), two page heroes; About's closing words, a section until now, become a closing call with
-- its two buttons. Type rows printed by `npm run gen:content-types -- --type card`; the new items
-- appended after those already there, so an install's own order stays.
insert into private.content_types (type, role, title_field, fixed, fields, routes) values
  ('card', 'editor', 'title', false, '[{"name":"section","label":"Shown in","kind":"choice","required":true,"max":40,"options":["home-challenges","home-platform","home-why-choose","home-benefits","core-engine-capabilities","studio-capabilities","finance-audiences","technology-science","labs-moat","labs-pillars","institute-pillars","about-mission-vision","about-advantages","about-values","careers-why","research-offers","incubation-support"]},{"name":"title","label":"Title","kind":"text","required":true,"max":80},{"name":"description","label":"Text","kind":"longText","required":true,"max":400},{"name":"icon","label":"Icon","kind":"choice","required":true,"max":20,"options":["network","globe","scale","eye","shield-alert","compass","layers","waypoints","landmark","trending-up","sparkles","crosshair","activity","file-check","zap","gauge","plug","lock","boxes","database","git-branch","shield-check","timer","users","banknote","building","line-chart","piggy-bank","book-open","code","graduation-cap","atom","brain-circuit","flask","history","message","pointer","share","sliders","users-round","lightbulb","orbit","sigma","target","radar","world","heart-handshake","cpu","rocket"]},{"name":"link","label":"Link","kind":"url","required":false,"max":2048}]'::jsonb, array['/', '/home', '/about', '/platform/core-engine', '/platform/studio', '/solutions/finance', '/technology', '/kosmos-labs', '/kosmos-institute', '/careers', '/research-partnerships', '/incubation-programme']::text[])
on conflict (type) do update set role = excluded.role, title_field = excluded.title_field, fixed = excluded.fixed, fields = excluded.fields, routes = excluded.routes;

insert into public.content_items (type, slug, sort_order, data)
select 'section', v.slug, (select coalesce(max(sort_order), 0) from public.content_items where type = 'section') + v.n, v.data
  from (values
    (1, 'careers-why', '{"title":"Why Join Kosmos?"}'::jsonb),
    (2, 'careers-positions', '{"title":"Open Positions"}'::jsonb),
    (3, 'careers-open-application', '{"title":"Don''t See the Right Role?","intro":"We are always interested in exceptional people. Send your CV and a few lines about what you would like to work on to our recruiting team."}'::jsonb),
    (4, 'contact-message', '{"title":"Send Us a Message"}'::jsonb),
    (5, 'contact-direct', '{"title":"Direct Contact","intro":"Prefer email? Write to us directly."}'::jsonb),
    (6, 'contact-office', '{"title":"Our Office"}'::jsonb),
    (7, 'contact-response', '{"title":"Response Time","intro":"We typically respond within one business day. For urgent matters, please email us at"}'::jsonb),
    (8, 'team-leadership', '{"title":"Leadership & Research","intro":"Select a card to read a biography."}'::jsonb),
    (9, 'team-advisors', '{"title":"Advisors","intro":"Our advisors bring decades of experience in science, risk management and financial supervision."}'::jsonb),
    (10, 'team-join', '{"title":"Join Our Team","intro":"We are always glad to hear from talented people who want to work on hard problems that matter. See our open positions, or write to us if you think you could contribute."}'::jsonb),
    (11, 'partnerships-research', '{"title":"Research Institutions","intro":"Our academic partners keep our models honest: joint research, shared data challenges and doctoral supervision."}'::jsonb),
    (12, 'partnerships-business', '{"title":"Business Partners","intro":"Clients, technology providers and implementation partners who help us build and deliver the platform."}'::jsonb),
    (13, 'partnerships-become', '{"title":"Become a Partner","intro":"Whether you are a university, a financial institution or a technology company, we would like to hear how we could work together."}'::jsonb),
    (14, 'research-offers', '{"title":"What a Partnership Offers","intro":"We collaborate with universities, research institutes and central bank research teams. Partnerships range from a single joint paper to multi-year programmes with doctoral and post-doctoral researchers."}'::jsonb),
    (15, 'research-apply', '{"title":"Apply for a Research Partnership","intro":"Tell us about your research area and the question you would like to explore. A short topic statement is enough to start; you may attach a fuller proposal. We reply to every application."}'::jsonb),
    (16, 'incubation-support', '{"title":"How the Programme Works","intro":"The programme runs for six months. Each cohort is small, so every project gets close attention. We look for ambitious work on financial stability, geopolitical risk, market dynamics or the methods that model them."}'::jsonb),
    (17, 'incubation-apply', '{"title":"Apply to the Programme","intro":"Tell us about your research and the support you need. A short topic statement is enough to start; you may attach a fuller proposal."}'::jsonb),
    (18, 'documentation-resources', '{"title":"Technical Resources"}'::jsonb),
    (19, 'documentation-support', '{"title":"Need Technical Support?","intro":"Our engineers help with integration, deployment and questions about the models."}'::jsonb),
    (20, 'apply-heading', '{"eyebrow":"Careers at Kosmos","title":"Job Application"}'::jsonb)
  ) as v(n, slug, data)
on conflict (type, slug) do nothing;

insert into public.content_items (type, slug, sort_order, data)
select 'page-hero', v.slug, (select coalesce(max(sort_order), 0) from public.content_items where type = 'page-hero') + v.n, v.data
  from (values
    (1, 'resources', '{"eyebrow":"Resource library","title":"Resources","lead":"White papers, case studies, articles, webinars and news on systemic risk, geopolitics and the technology that models them."}'::jsonb),
    (2, 'documentation', '{"eyebrow":"Resources","title":"Kosmos Documentation","lead":"Architecture, APIs, model methodology and deployment: the technical material behind the Kosmos platform."}'::jsonb)
  ) as v(n, slug, data)
on conflict (type, slug) do nothing;

insert into public.content_items (type, slug, sort_order, data)
select 'card', v.slug, (select coalesce(max(sort_order), 0) from public.content_items where type = 'card') + v.n, v.data
  from (values
    (1, 'careers-why-work-at-the-frontier-of-science', '{"section":"careers-why","title":"Work at the Frontier of Science","description":"Apply complexity science, agent-based modelling and AI to problems that traditional tools cannot solve.","icon":"flask"}'::jsonb),
    (2, 'careers-why-meaningful-impact', '{"section":"careers-why","title":"Meaningful Impact","description":"Help banks, regulators and governments anticipate crises before they happen, and make the financial system more resilient.","icon":"world"}'::jsonb),
    (3, 'careers-why-grow-with-us', '{"section":"careers-why","title":"Grow With Us","description":"Join early, take real ownership and grow your role as the company grows, with a budget for conferences and learning.","icon":"trending-up"}'::jsonb),
    (4, 'careers-why-a-thoughtful-team', '{"section":"careers-why","title":"A Thoughtful Team","description":"Work alongside researchers and engineers who value rigour, candour and kindness, with flexible hybrid working from our London office.","icon":"heart-handshake"}'::jsonb),
    (5, 'research-offers-joint-research', '{"section":"research-offers","title":"Joint Research","description":"Work with our scientists on shared questions in systemic risk, contagion, market microstructure and geopolitical shocks, with co-authored publications.","icon":"users"}'::jsonb),
    (6, 'research-offers-access-to-the-platform', '{"section":"research-offers","title":"Access to the Platform","description":"Use the Kosmos Core Engine and Studio for your research, with synthetic and curated datasets and support from our engineers.","icon":"database"}'::jsonb),
    (7, 'research-offers-open-science', '{"section":"research-offers","title":"Open Science","description":"We support publication of methods and results. Commercially sensitive data stays protected under a clear collaboration agreement.","icon":"book-open"}'::jsonb),
    (8, 'incubation-support-mentoring', '{"section":"incubation-support","title":"Mentoring","description":"Regular sessions with our scientists, engineers and advisors to sharpen your research question and your route to impact.","icon":"compass"}'::jsonb),
    (9, 'incubation-support-compute-tooling', '{"section":"incubation-support","title":"Compute & Tooling","description":"Access to the Kosmos modelling platform, compute for large simulations and help turning prototypes into robust software.","icon":"cpu"}'::jsonb),
    (10, 'incubation-support-a-route-to-practice', '{"section":"incubation-support","title":"A Route to Practice","description":"Introductions to financial institutions and policy makers who can test your ideas on real problems.","icon":"rocket"}'::jsonb)
  ) as v(n, slug, data)
on conflict (type, slug) do nothing;

insert into public.content_items (type, slug, sort_order, data)
select 'call', s.slug, (select coalesce(max(sort_order), 0) from public.content_items where type = 'call') + 1,
       jsonb_build_object('title', s.data ->> 'title', 'text', coalesce(s.data ->> 'intro', s.data ->> 'title'),
         'primaryLabel', 'Meet Our Team', 'primaryLink', '/our-team', 'secondaryLabel', 'View Careers', 'secondaryLink', '/careers')
  from public.content_items s
 where s.type = 'section' and s.slug = 'about-journey'
on conflict (type, slug) do nothing;
delete from public.content_items where type = 'section' and slug = 'about-journey';
