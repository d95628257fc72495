import type { Resource } from "./types";

/**
 * Shown on the home page when no featured resource can be read (none featured, or the load
 * failed): a white paper, a case study and a blog post, each leading to the library (spec §4).
 */
export const sampleArticles: readonly Resource[] = [
  {
    id: "sample-white-paper",
    title: "Modelling Systemic Risk with Digital Twins",
    type: "white-paper",
    categories: ["finance", "technology"],
    date: "2025-05-20",
    description:
      "How a digital twin of a financial system lets risk teams simulate contagion paths before they form, rather than reading them from last year's data.",
    image_url: null,
    image_position: null,
    download_url: null,
    download_size: null,
    read_more_url: "/resources",
    slug: null,
    featured: true,
  },
  {
    id: "sample-case-study",
    title: "Stress Testing a Global Investment Bank",
    type: "case-study",
    categories: ["finance"],
    date: "2025-04-15",
    description:
      "Agent-based simulation of market stress scenarios helped a global investment bank reduce its potential losses by 22%.",
    image_url: null,
    image_position: null,
    download_url: null,
    download_size: null,
    read_more_url: "/resources",
    slug: null,
    featured: true,
  },
  {
    id: "sample-blog-post",
    title: "Beyond Correlation: Why Finance Needs Forward-Looking Models",
    type: "blog",
    categories: ["finance", "geopolitics"],
    date: "2025-03-05",
    description:
      "Historical correlations break exactly when they matter most. Modelling the system itself shows where the next shock could travel.",
    image_url: null,
    image_position: null,
    download_url: null,
    download_size: null,
    read_more_url: "/resources",
    slug: null,
    featured: true,
  },
];
