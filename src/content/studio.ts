import type { FeatureWords } from "~/components/sections/cards";

export const features: FeatureWords[] = [
  {
    title: "Visual Model Builder",
    summary:
      "Assemble a model of your market from ready-made components: institutions, instruments, exposures and policy rules. Connect them on a canvas, set their parameters and run the simulation on the Core Engine with a click.",
    points: [
      "Drag-and-drop components for agents, markets and policies",
      "Guided calibration against your own data",
      "Validation checks that flag inconsistent assumptions before a run",
      "Full version history, so every model change can be reviewed",
    ],
    illustration: "visual-model-builder",
    alt: "Illustration: a model-building canvas with a palette of components on the left and four connected blocks on the canvas.",
  },
  {
    title: "Interactive Dashboards",
    summary:
      "Turn simulation results into dashboards that decision-makers can explore themselves: change an assumption, compare scenarios side by side and follow any figure back to its cause.",
    points: [
      "Scenario comparison with baseline and stressed paths",
      "Drill-down from system-wide indicators to a single institution",
      "Live what-if controls for policy and market assumptions",
      "Export to board packs and regulatory submissions",
    ],
    illustration: "interactive-dashboards",
    alt: "Illustration: a dashboard with three indicator tiles, a chart comparing a baseline and a stressed scenario, and a gauge.",
  },
];
