/**
 * Reads a served HTML document without a browser, for the checks of what a page says with
 * JavaScript off (requirements "Public site": every public page is complete as pre-rendered HTML).
 * A few regular expressions over the markup React's server renderer writes (well-formed, attribute
 * values in double quotes); not a general HTML parser: an element is never nested in one of its own
 * name (true of `h1`, `main` and `title`).
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** `text` with the named entities above and numeric character references decoded. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith("#x") || ref.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of every `<name …>` start tag in `html`, values decoded (a bare attribute is ""). */
export function startTags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const tag of html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, "gi"))) {
    const attributes: Record<string, string> = {};
    for (const attr of (tag[1] ?? "").matchAll(/([^\s"'=/>]+)(?:="([^"]*)")?/g)) {
      attributes[(attr[1] ?? "").toLowerCase()] = decodeEntities(attr[2] ?? "");
    }
    found.push(attributes);
  }
  return found;
}

/**
 * The text of every `<name>…</name>` element in `html`, as a reader gets it: scripts, styles and
 * comments dropped, tags removed, entities decoded, runs of white space made one space, trimmed.
 */
export function elementTexts(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, "gi"))].map((m) =>
    decodeEntities(
      (m[1] ?? "")
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
        .replace(/<!--[\s\S]*?-->/g, " ")
        .replace(/<[^>]*>/g, " "),
    )
      .replace(/\s+/g, " ")
      .trim(),
  );
}
