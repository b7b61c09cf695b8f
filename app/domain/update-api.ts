import { z } from "~/lib/zod";
import { MAX_UPDATE_PHOTOS, UPDATE_BODY_MAX } from "./project-updates";

/**
 * /api/v1/projects/{id}/updates: its parameters and answer, as zod schemas the endpoint validates with and
 * the OpenAPI document (open-api.ts) describes.
 */

/** As the API's other lists (open-api.ts, which imports this module: so not imported from there). */
export const UPDATES_DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;

export const UpdatesQuery = z.object({
  page: z.coerce.number().int("A whole number").min(1, "From 1").max(1000, "At most 1000").optional(),
  per_page: z.coerce
    .number()
    .int("A whole number")
    .min(1, "From 1")
    .max(MAX_PER_PAGE, `At most ${MAX_PER_PAGE}`)
    .optional()
    .meta({ description: `Items per page, 1 to ${MAX_PER_PAGE} (default ${UPDATES_DEFAULT_PER_PAGE}).` }),
});

const url = z.url();

export const UpdateRecord = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    title: z.string(),
    text: z
      .string()
      .max(UPDATE_BODY_MAX)
      .meta({
        description: `Plain text as written (line breaks kept, no HTML), at most ${UPDATE_BODY_MAX} characters.`,
      }),
    photos: z.array(url).max(MAX_UPDATE_PHOTOS),
    url,
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ProjectUpdate", description: "A progress update an organization posted on its project." });

export const UpdatesPage = z
  .object({
    data: z.array(UpdateRecord),
    meta: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      page_count: z.number().int(),
    }),
    links: z.object({ self: url, next: url.nullable() }),
  })
  .meta({ id: "ProjectUpdatePage" });
