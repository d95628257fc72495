import { describeDateFormatsIn } from "./format-date.cases";

describeDateFormatsIn("UTC", 0);
