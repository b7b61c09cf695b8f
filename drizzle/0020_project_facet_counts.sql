CREATE TABLE "project_facet_counts" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "project_facet_counts_facet_value_pk" PRIMARY KEY("facet","value")
);
--> statement-breakpoint
-- project_facet_counts: how many projects have each facet value, so /projects with no filter and no search reads
-- a few hundred rows instead of counting all of project_facets (issue 22: 350 ms at 100,000 projects on PGlite).
-- One statement trigger per event (a transition table serves one event only), one function: the rows added count
-- +1, the rows removed -1, summed per (facet, value) in one upsert taken in (facet, value) order, so that two
-- saves touching the same values lock them in the same order. A value whose count reaches 0 stays as a 0 row
-- (the page leaves zeros out); a row is never deleted, so a concurrent save never has to re-create one.
CREATE OR REPLACE FUNCTION project_facet_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 as delta, r.* from new_rows r'
    WHEN 'DELETE' THEN 'select -1 as delta, r.* from old_rows r'
    ELSE 'select -1 as delta, r.* from old_rows r union all select 1 as delta, r.* from new_rows r'
  END;
  EXECUTE format($sql$
    INSERT INTO project_facet_counts AS c (facet, value, count)
    SELECT f.facet, f.value, sum(f.delta)::int
    FROM (
      SELECT v.facet, v.value, ch.delta
      FROM (%1$s) ch
      CROSS JOIN LATERAL (VALUES
        ('total', ''), ('sector', ch.sector), ('sdg', ch.sdg), ('status', ch.status), ('region', ch.region),
        ('district', ch.district), ('year', ch.start_year::text), ('org_type', ch.org_type),
        ('budget', CASE WHEN ch.has_budget THEN 'yes' ELSE 'no' END)
      ) AS v(facet, value)
      UNION ALL
      SELECT 'target', t.target_group, ch.delta
      FROM (%1$s) ch CROSS JOIN LATERAL unnest(ch.target_groups) AS t(target_group)
    ) f
    WHERE f.value IS NOT NULL
    GROUP BY f.facet, f.value
    HAVING sum(f.delta) <> 0
    ORDER BY f.facet, f.value
    ON CONFLICT (facet, value) DO UPDATE SET count = c.count + excluded.count
  $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER project_facet_counts_insert AFTER INSERT ON project_facets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_facet_counts_refresh();
--> statement-breakpoint
CREATE TRIGGER project_facet_counts_update AFTER UPDATE ON project_facets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_facet_counts_refresh();
--> statement-breakpoint
CREATE TRIGGER project_facet_counts_delete AFTER DELETE ON project_facets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_facet_counts_refresh();
--> statement-breakpoint
INSERT INTO project_facet_counts (facet, value, count)
SELECT f.facet, f.value, count(*)::int
FROM (
  SELECT v.facet, v.value
  FROM project_facets p
  CROSS JOIN LATERAL (VALUES
    ('total', ''), ('sector', p.sector), ('sdg', p.sdg), ('status', p.status), ('region', p.region),
    ('district', p.district), ('year', p.start_year::text), ('org_type', p.org_type),
    ('budget', CASE WHEN p.has_budget THEN 'yes' ELSE 'no' END)
  ) AS v(facet, value)
  UNION ALL
  SELECT 'target', t.target_group
  FROM project_facets p CROSS JOIN LATERAL unnest(p.target_groups) AS t(target_group)
) f
WHERE f.value IS NOT NULL
GROUP BY f.facet, f.value;
