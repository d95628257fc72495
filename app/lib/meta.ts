import type { MetaDescriptor } from "react-router";
import { pageFor } from "~/config/pages";

/** The <title> and meta description of a page, from the route table. */
export function pageMeta(path: string): MetaDescriptor[] {
  const page = pageFor(path);
  if (!page) throw new Error(`No page registered for ${path}`);
  return [{ title: page.title }, { name: "description", content: page.description }];
}
