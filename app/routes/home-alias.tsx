import { pageMeta } from "~/lib/meta";
import HomePage from "./home";

// /home shows the same page as / (spec §2); its canonical URL is /.
export const meta = () => pageMeta("/home");

export default HomePage;
