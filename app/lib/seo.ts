import type { MetaDescriptor } from "react-router";

const SITE_NAME = "UgandaImpact";
const DEFAULT_DESCRIPTION =
  "Discover sustainable-development projects, organizations and events across Uganda, and register your organization to share its impact.";

/** A page's document title: "Find Projects | UgandaImpact" (the home page's is the site's name alone). */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Title, description, Open Graph and Twitter card tags for a public page.
 * `image` may be a site path (/uploads/...) or an absolute URL; `origin` makes paths absolute for crawlers.
 */
export function seoMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  image,
  origin,
  type = "website",
}: {
  title: string;
  description?: string;
  path?: string;
  image?: string | null;
  origin?: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const absolute = (value: string) => (origin && value.startsWith("/") ? `${origin}${value}` : value);
  const text = description.length > 200 ? `${description.slice(0, 197).trimEnd()}…` : description;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: text },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: text },
  ];
  if (path) tags.push({ property: "og:url", content: absolute(path) });
  if (path && origin) tags.push({ tagName: "link", rel: "canonical", href: absolute(path) });
  if (image) {
    tags.push(
      { property: "og:image", content: absolute(image) },
      { name: "twitter:image", content: absolute(image) },
    );
  }
  return tags;
}

/** The public origin from the root loader's data, for meta functions: `rootOrigin(matches)`. */
export function rootOrigin(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin;
}
