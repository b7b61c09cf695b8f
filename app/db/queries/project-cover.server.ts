import { sql } from "drizzle-orm";
import { projects } from "~/db/schema";

/**
 * A project's cover in SQL, for lists and exports that do not load the metadata: the first of its images as
 * `projectImageUrls` (domain/projects.ts) reads them — the image column, else the first of metadata.images.
 */
export const projectCoverImage = sql<
  string | null
>`coalesce(nullif(${projects.image}, ''), ${projects.metadata}->'images'->>0)`;
