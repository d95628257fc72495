import { describeDateFormatsIn } from "./format-date.cases";

// UTC−10 all year: midnight UTC on 5 March is still 4 March here.
describeDateFormatsIn("Pacific/Honolulu", 600);
