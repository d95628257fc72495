/**
 * The staff area's routes live in the URL's hash (`/admin/#/inbox/job_applications/<id>`), so
 * the area is one static page on any host and the mail notices can link straight to an item.
 */
import { UUID } from "~shared/identifiers";
import { isKind, type Kind } from "~/admin/vocabulary/kinds";

export type Route =
  | { name: "inbox"; search: string }
  | { name: "item"; kind: Kind; id: string }
  | { name: "resources" }
  | { name: "documentation" }
  | { name: "audit" }
  | { name: "notices" }
  | { name: "team" }
  | { name: "account" }
  | { name: "not-found"; hash: string };


export function parseRoute(hash: string): Route {
  const [rawPath = "", search = ""] = hash.replace(/^#/, "").split("?", 2);
  const path = rawPath.replace(/^\/+/, "").replace(/\/+$/, "");
  const parts = path.split("/").map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  if (path === "" || (parts.length === 1 && parts[0] === "inbox")) return { name: "inbox", search };
  const [section, kind, id] = parts;
  if (parts.length === 3 && section === "inbox" && kind !== undefined && isKind(kind) && id !== undefined && UUID.test(id)) {
    return { name: "item", kind, id: id.toLowerCase() };
  }
  if (parts.length === 2 && parts[0] === "content" && parts[1] === "resources") return { name: "resources" };
  if (parts.length === 2 && parts[0] === "content" && parts[1] === "documentation") return { name: "documentation" };
  if (parts.length === 1 && parts[0] === "audit") return { name: "audit" };
  if (parts.length === 1 && parts[0] === "notices") return { name: "notices" };
  if (parts.length === 1 && parts[0] === "team") return { name: "team" };
  if (parts.length === 1 && parts[0] === "account") return { name: "account" };
  return { name: "not-found", hash: `#/${path}` };
}

export function routeHash(route: Route): string {
  switch (route.name) {
    case "inbox":
      return route.search ? `#/inbox?${route.search}` : "#/inbox";
    case "item":
      return `#/inbox/${route.kind}/${route.id}`;
    case "resources":
      return "#/content/resources";
    case "documentation":
      return "#/content/documentation";
    case "audit":
      return "#/audit";
    case "notices":
      return "#/notices";
    case "team":
      return "#/team";
    case "account":
      return "#/account";
    case "not-found":
      return route.hash;
  }
}
