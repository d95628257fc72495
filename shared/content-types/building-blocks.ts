/**
 * The pieces content types are declared from (./types/): field makers, and the option lists and
 * section routes several types share.
 */
/** A required line of text (the name kept literal, so each type's data is typed field by field). */
export const text = <N extends string>(name: N, label: string, max: number, extra: { help?: string } = {}) =>
  ({ name, label, kind: "text", required: true, max, ...extra }) as const;

/** Which section an item (a card, a step) is shown in: one of the sections that hold such items. */
export const shownIn = <const O extends readonly { value: string; label: string }[]>(options: O) =>
  ({ name: "section", label: "Shown in", kind: "choice", required: true, max: 40, options }) as const;

/** A required link: https, mailto or a path of this site. */
export const link = <N extends string>(name: N, label: string) =>
  ({
    name,
    label,
    kind: "url",
    required: true,
    max: 2048,
    help: "https://…, mailto:… or a page of this site (/contact).",
  }) as const;

/** The library's download (a document's, a resource's): a PDF of the media library or a file elsewhere. */
export const download = {
  name: "download_url",
  label: "Download",
  kind: "document",
  required: false,
  max: 2048,
  help: "A PDF of the media library, or an address starting with https://.",
} as const;

/** Two buttons, each a label and a link: the home page's hero and each closing call have them. */
export const buttons = [
  text("primaryLabel", "First button", 40),
  link("primaryLink", "First button's link"),
  text("secondaryLabel", "Second button", 40),
  link("secondaryLink", "Second button's link"),
] as const;

/** The home page and its alias: what shows the home page's content. */
export const HOME = ["/", "/home"] as const;

/** The sections with cards beyond the home page's, each on its page. */
export const CARD_SECTION_ROUTES = {
  "about-mission-vision": "/about",
  "about-advantages": "/about",
  "about-values": "/about",
  "core-engine-capabilities": "/platform/core-engine",
  "studio-capabilities": "/platform/studio",
  "finance-audiences": "/solutions/finance",
  "technology-science": "/technology",
  "labs-moat": "/kosmos-labs",
  "labs-pillars": "/kosmos-labs",
  "institute-pillars": "/kosmos-institute",
  "careers-why": "/careers",
  "research-offers": "/research-partnerships",
  "incubation-support": "/incubation-programme",
} as const;

/** The sections of numbered steps (or principles), each on its page. */
export const STEP_SECTION_ROUTES = {
  "technology-pipeline": "/technology",
  "labs-innovation": "/kosmos-labs",
  "institute-principles": "/kosmos-institute",
  "institute-journey": "/kosmos-institute",
} as const;

/** The sections of illustrated features, each on its product page. */
export const FEATURE_SECTION_ROUTES = {
  "core-engine-features": "/platform/core-engine",
  "studio-features": "/platform/studio",
  "finance-features": "/solutions/finance",
} as const;

/**
 * The site's illustrations a feature or the home page's comparison may show (src/content/illustrations.ts
 * has each file); photos and uploaded pictures are the media library's.
 */
export const ILLUSTRATIONS = [
  { value: "chaos-abm-engine", label: "Chaotic attractor among agents" },
  { value: "ai-driven-analytics", label: "Neural network and forecast" },
  { value: "visual-model-builder", label: "Model-building canvas" },
  { value: "interactive-dashboards", label: "Dashboard of scenarios" },
  { value: "systemic-risk-assessment", label: "Network with a failing institution" },
  { value: "market-microstructure", label: "Order-book depth chart" },
  { value: "solution-hero", label: "Trend line and branching scenarios" },
] as const;

/**
 * An illustration and the words that stand for it, required: no picture without its text. A
 * picture of the media library, when chosen, is shown instead (with its own alternative text).
 */
export const illustration = [
  { name: "illustration", label: "Illustration", kind: "choice", required: true, max: 40, options: ILLUSTRATIONS },
  text("illustrationAlt", "Illustration's text", 300, {
    help: "What the picture shows, read out to visitors who cannot see it.",
  }),
  {
    name: "picture",
    label: "Picture from the library",
    kind: "image",
    required: false,
    max: 300,
    help: "Shown instead of the illustration when chosen.",
    slot: { ratio: null, wants: "a diagram or photograph of what the text beside it explains" },
  },
] as const;

/** A list, one point a line. */
export const points = <N extends string>(name: N, label: string) =>
  ({ name, label, kind: "longText", required: true, max: 1000, help: "One point a line." }) as const;

/** The icons a card may have (src/content/card-icons.ts draws each). */
export const CARD_ICONS = [
  { value: "network", label: "Network" },
  { value: "globe", label: "Globe" },
  { value: "scale", label: "Scales" },
  { value: "eye", label: "Eye" },
  { value: "shield-alert", label: "Shield" },
  { value: "compass", label: "Compass" },
  { value: "layers", label: "Layers" },
  { value: "waypoints", label: "Waypoints" },
  { value: "landmark", label: "Public building" },
  { value: "trending-up", label: "Rising chart" },
  { value: "sparkles", label: "Sparkles" },
  { value: "crosshair", label: "Crosshair" },
  { value: "activity", label: "Pulse" },
  { value: "file-check", label: "Checked document" },
  { value: "zap", label: "Lightning" },
  { value: "gauge", label: "Gauge" },
  { value: "plug", label: "Plug" },
  { value: "lock", label: "Lock" },
  { value: "boxes", label: "Boxes" },
  { value: "database", label: "Database" },
  { value: "git-branch", label: "Branches" },
  { value: "shield-check", label: "Shield with a tick" },
  { value: "timer", label: "Timer" },
  { value: "users", label: "People" },
  { value: "banknote", label: "Banknote" },
  { value: "building", label: "Office building" },
  { value: "line-chart", label: "Line chart" },
  { value: "piggy-bank", label: "Piggy bank" },
  { value: "book-open", label: "Open book" },
  { value: "code", label: "Code" },
  { value: "graduation-cap", label: "Graduation cap" },
  { value: "atom", label: "Atom" },
  { value: "brain-circuit", label: "Brain circuit" },
  { value: "flask", label: "Flask" },
  { value: "history", label: "History" },
  { value: "message", label: "Message" },
  { value: "pointer", label: "Pointer" },
  { value: "share", label: "Share" },
  { value: "sliders", label: "Sliders" },
  { value: "users-round", label: "Team" },
  { value: "lightbulb", label: "Light bulb" },
  { value: "orbit", label: "Orbit" },
  { value: "sigma", label: "Sigma" },
  { value: "target", label: "Target" },
  { value: "radar", label: "Radar" },
  { value: "world", label: "World" },
  { value: "heart-handshake", label: "Handshake" },
  { value: "cpu", label: "Processor" },
  { value: "rocket", label: "Rocket" },
] as const;
