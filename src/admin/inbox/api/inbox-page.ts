import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useStaff } from "~/admin/staff-context";
import { filtersFromSearch, pageRange } from "../query";
import { fetchInboxPage } from "./fetch-page";
import { inboxKeys } from "./keys";

/** The page of the inbox that the address's filters ask for (one request). */
export function useInboxPage(search: string) {
  const { client, userId } = useStaff();
  return useQuery({
    queryKey: inboxKeys.page(search),
    placeholderData: keepPreviousData,
    queryFn: () => {
      const filters = filtersFromSearch(search);
      const [first, last] = pageRange(filters.page);
      return fetchInboxPage(client, userId, filters, first, last - first + 1);
    },
  });
}
