/**
 * The illustrations drawn from data into files (`npm run illustrations` writes them into
 * src/assets/illustrations/, a unit test holds the committed files to these): each file's name and
 * the function that draws it.
 */
import { dashboardSvg } from "./dashboard";
import { systemicRiskSvg } from "./exposures";
import { chaosEngineSvg } from "./lorenz";
import { neuralForecastSvg } from "./neural-forecast";
import { modelBuilderSvg } from "./model-builder";
import { marketMicrostructureSvg } from "./order-book";
import { homeNetwork, riskNetworkSvg } from "./risk-network";
import { trendAndScenariosSvg } from "./trend-and-scenarios";

export const DRAWN_FILES: Record<string, () => string> = {
  "risk-propagation": () => riskNetworkSvg(homeNetwork()),
  "chaos-abm-engine": chaosEngineSvg,
  "ai-driven-analytics": neuralForecastSvg,
  "systemic-risk-assessment": () => systemicRiskSvg(),
  "market-microstructure": () => marketMicrostructureSvg(),
  "solution-hero": trendAndScenariosSvg,
  "interactive-dashboards": () => dashboardSvg(),
  "visual-model-builder": () => modelBuilderSvg(),
};
