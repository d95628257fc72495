/** Where the benchmark's server answers with the reference page (bench/reference/), never in production. */
export const REFERENCE_PATH = "/__bench/reference/";
