import { describeDateFormatsIn } from "./format-date.cases";

// UTC+9 all year: local midnight on 5 March is still 4 March in UTC.
describeDateFormatsIn("Asia/Tokyo", -540);
