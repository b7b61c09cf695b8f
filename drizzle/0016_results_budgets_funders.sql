CREATE TABLE "indicator_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"indicator_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"value" numeric(16, 2),
	"value_text" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_periods_dates_check" CHECK ("indicator_periods"."period_end" > "indicator_periods"."period_start")
);
--> statement-breakpoint
CREATE TABLE "project_funders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"profile_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_indicators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"title" text NOT NULL,
	"measure" text NOT NULL,
	"standard_measure" text,
	"baseline_year" integer,
	"baseline_value" numeric(16, 2),
	"baseline_text" text,
	"target_value" numeric(16, 2),
	"target_text" text,
	"target_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "spent_amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "indicator_periods" ADD CONSTRAINT "indicator_periods_indicator_id_result_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."result_indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_funders" ADD CONSTRAINT "project_funders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_funders" ADD CONSTRAINT "project_funders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_results" ADD CONSTRAINT "project_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_indicators" ADD CONSTRAINT "result_indicators_result_id_project_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."project_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicator_periods_indicator_idx" ON "indicator_periods" USING btree ("indicator_id","period_end" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "project_funders_project_idx" ON "project_funders" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_funders_profile_idx" ON "project_funders" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "project_results_project_idx" ON "project_results" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "result_indicators_result_idx" ON "result_indicators" USING btree ("result_id","created_at","id");--> statement-breakpoint
CREATE INDEX "result_indicators_standard_measure_idx" ON "result_indicators" USING btree ("standard_measure") WHERE "result_indicators"."standard_measure" is not null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_check" CHECK (("projects"."budget_amount" is null) = ("projects"."budget_currency" is null)
        and ("projects"."budget_amount" is null or "projects"."budget_amount" >= 0)
        and ("projects"."spent_amount" is null or ("projects"."budget_amount" is not null
          and "projects"."spent_amount" >= 0 and "projects"."spent_amount" <= "projects"."budget_amount")));--> statement-breakpoint
-- Results, indicators, periods and funders show on public pages (the project page, /impact): a change by any
-- path empties the instances' page caches, like the tables of migration 0011.
CREATE TRIGGER project_results_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_results
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
--> statement-breakpoint
CREATE TRIGGER result_indicators_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON result_indicators
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
--> statement-breakpoint
CREATE TRIGGER indicator_periods_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON indicator_periods
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
--> statement-breakpoint
CREATE TRIGGER project_funders_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_funders
  FOR EACH STATEMENT EXECUTE FUNCTION public_pages_notify();
