CREATE TABLE "project_facets" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"sector" text NOT NULL,
	"sdg" text NOT NULL,
	"status" text NOT NULL,
	"region" text,
	"district" text,
	"start_year" smallint NOT NULL,
	"org_type" text,
	"target_groups" text[] NOT NULL,
	"has_budget" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce(brief, '')), 'B')
        || setweight(to_tsvector('english'::regconfig,
             coalesce(metadata->>'projectDetails', '') || ' ' || coalesce(metadata->>'coreObjectives', '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "project_facets" ADD CONSTRAINT "project_facets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- project_facets: a narrow copy of each project's facet values (issue 22), normalized as the filters compare
-- them (the status key, region and district trimmed and lower-cased, the start year, the owner's organization
-- type), so the facet counts read ~10 MB instead of the whole projects table. Kept by statement triggers
-- (one INSERT … SELECT per statement, so a bulk load stays a bulk load); deleted with the project (cascade).
CREATE OR REPLACE FUNCTION project_facets_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_facets AS f
    (project_id, sector, sdg, status, region, district, start_year, org_type, target_groups, has_budget)
  SELECT n.id, n.sector, n.sdg,
    (case when regexp_replace(lower(btrim(n.status)), '[[:space:]-]+', '_', 'g') = 'in_progress' then 'active'
          else regexp_replace(lower(btrim(n.status)), '[[:space:]-]+', '_', 'g') end),
    lower(btrim(n.metadata->>'region')), lower(btrim(n.metadata->>'district')),
    extract(year from n.start_date)::smallint, p.organization_type, n.target_groups,
    n.budget_amount IS NOT NULL
  FROM new_rows n LEFT JOIN profiles p ON p.id = n.organization_id
  ON CONFLICT (project_id) DO UPDATE SET
    sector = excluded.sector, sdg = excluded.sdg, status = excluded.status, region = excluded.region,
    district = excluded.district, start_year = excluded.start_year, org_type = excluded.org_type,
    target_groups = excluded.target_groups, has_budget = excluded.has_budget;
  -- The words of the search text, for near spellings of a search word (search_words; never removed: a word
  -- no project has any more only widens a search to nothing).
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows n, regexp_split_to_table(n.search_text, '[^[:alnum:]]+') AS w
  WHERE char_length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_facets_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_facets_refresh();
--> statement-breakpoint
CREATE TRIGGER projects_facets_update AFTER UPDATE ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_facets_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_refresh_project_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_facets f SET org_type = n.organization_type
  FROM new_rows n JOIN old_rows o ON o.id = n.id, projects p
  WHERE n.organization_type IS DISTINCT FROM o.organization_type
    AND p.organization_id = n.id AND f.project_id = p.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_project_facets AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_refresh_project_facets();
--> statement-breakpoint
INSERT INTO project_facets
  (project_id, sector, sdg, status, region, district, start_year, org_type, target_groups, has_budget)
SELECT n.id, n.sector, n.sdg,
  (case when regexp_replace(lower(btrim(n.status)), '[[:space:]-]+', '_', 'g') = 'in_progress' then 'active'
        else regexp_replace(lower(btrim(n.status)), '[[:space:]-]+', '_', 'g') end),
  lower(btrim(n.metadata->>'region')), lower(btrim(n.metadata->>'district')),
  extract(year from n.start_date)::smallint, p.organization_type, n.target_groups,
  n.budget_amount IS NOT NULL
FROM projects n LEFT JOIN profiles p ON p.id = n.organization_id;
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM projects n, regexp_split_to_table(n.search_text, '[^[:alnum:]]+') AS w
WHERE char_length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
