/**
 * A tiny, strict reader for the XML this project writes (feeds, sitemaps): elements,
 * attributes, text and the five predefined entities plus numeric references; no DTDs, CDATA
 * or comments. It throws on anything that is not well-formed, so tests can assert that a feed
 * reader will accept the document, then walk the tree it returns. Test support only.
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const NAME = "[A-Za-z_][\\w.:-]*";
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  if (/[<]/.test(raw) || /&/.test(raw.replace(ENTITY, "")))
    throw new Error(`Unescaped markup in ${where}: ${raw.slice(0, 80)}`);
  return raw.replace(ENTITY, (entity) => {
    const body = entity.slice(1, -1);
    if (body.startsWith("#x")) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return ENTITIES[body]!;
  });
}

function parseAttributes(source: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "y");
  let rest = source;
  while (rest.trim() !== "") {
    pattern.lastIndex = 0;
    const match = pattern.exec(rest);
    if (!match) throw new Error(`Malformed attributes in <${tag}>: ${rest.slice(0, 80)}`);
    const [whole, name, double, single] = match;
    if (name! in attributes) throw new Error(`Duplicate attribute ${name} in <${tag}>`);
    attributes[name!] = decode(double ?? single ?? "", `attribute ${name}`);
    rest = rest.slice(whole.length);
  }
  return attributes;
}

export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^\uFEFF?<\?xml\s[^?]*\?>/, "");
  const tag = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, "g");
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let position = 0;
  const addText = (raw: string) => {
    const current = stack.at(-1);
    if (current) current.text += decode(raw, `<${current.name}>`);
    else if (raw.trim() !== "") throw new Error(`Text outside the root element: ${raw.slice(0, 80)}`);
  };
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    addText(body.slice(position, match.index));
    position = match.index + match[0].length;
    const [, closing, name, attributeSource, selfClosing] = match;
    if (closing) {
      if (selfClosing || attributeSource) throw new Error(`Malformed closing tag </${name}>`);
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? "nothing"}>`);
      continue;
    }
    const element: XmlElement = {
      name: name!,
      attributes: parseAttributes(attributeSource ?? "", name!),
      children: [],
      text: "",
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new Error(`A second root element <${name}>`);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  addText(body.slice(position));
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error("No root element");
  return root;
}

/** The children of an element with a given name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The text of the one child with a given name (throws when there is not exactly one). */
export function childText(element: XmlElement, name: string): string {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}>, expected one`);
  return found[0]!.text;
}
