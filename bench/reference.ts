/** Where the benchmark's server answers with the reference page (bench/reference/), never in production. */
export const REFERENCE_PATH = "/__bench/reference/";
/** Where it answers with the floor (bench/floor/): a heading and a paragraph, what the host costs any page. */
export const FLOOR_PATH = "/__bench/floor/";
/** Where bench:photo's reference (the reference page with the measured page's photo) is answered. */
export const PHOTO_REFERENCE_PATH = "/__bench/photo-reference/";
