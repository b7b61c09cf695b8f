import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ProjectMetadata } from "~/domain/projects";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ── Auth (better-auth's tables, plural names) ───────────────────────────────────────────────────────────

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** How many times the account has signed in (a session created): the dashboard greets the first one. */
  signInCount: integer("sign_in_count").notNull().default(0),
  /**
   * When the person last opened the dashboard, and the visit before that one: the dashboard shows what changed
   * since the previous visit (a visit starts after DASHBOARD_VISIT_GAP without one).
   */
  dashboardVisitAt: timestamp("dashboard_visit_at", { withTimezone: true }),
  dashboardPreviousVisitAt: timestamp("dashboard_previous_visit_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

// ── Product ─────────────────────────────────────────────────────────────────────────────────────────────

export const organizations = pgTable(
  "organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** organizationNameKey(name) (app/domain/organization-name-key.ts); see profiles.nameKey. */
    nameKey: text("name_key").notNull().default(""),
    description: text("description"),
    organizationType: text("organization_type"),
    phone: text("phone"),
    address: text("address"),
    website: text("website"),
    logoUrl: text("logo_url"),
    /** Shown to the public; false while the profile it belongs to is (profiles.listed). */
    listed: boolean("listed").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("organizations_created_at_idx").on(table.createdAt.desc()),
    index("organizations_type_idx").on(table.organizationType),
    index("organizations_name_key_idx").on(table.nameKey),
  ],
);

/**
 * What each code point stands for in an organization name's key (app/domain/organization-name-prototypes.json,
 * made by scripts/name-prototypes.ts: look-alike letters as one letter in small letters, marks, punctuation,
 * symbols and spacing as nothing), for every code point that changes: the database's reading of the key,
 * organization_name_key() (migration 0021). Written by migrations only; a test holds it to the app's table.
 */
export const organizationNamePrototypes = pgTable("organization_name_prototypes", {
  source: text("source").primaryKey(),
  prototype: text("prototype").notNull(),
});

/** One per user: the user's organization profile (id = user id). */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    fullName: text("full_name"),
    organizationName: text("organization_name").notNull().default(""),
    /**
     * organizationNameKey(organizationName) (app/domain/organization-name-key.ts: look-alike letters as one,
     * trailing punctuation dropped), written by the app with the name: one organization per key, held by a
     * unique index. Rows written without it (raw SQL) get the database's reading of the same rule
     * (organization_name_key(), migrations 0005 and 0012). Names that were already taken twice before the index came
     * keep it distinct with a suffix (chr(1) and the profile id: a key of a real name never holds chr(1)).
     */
    nameKey: text("name_key").notNull().default(""),
    organizationBrief: text("organization_brief"),
    organizationType: text("organization_type"),
    phone: text("phone"),
    address: text("address"),
    website: text("website"),
    logoUrl: text("logo_url"),
    /**
     * The organization's official registration (optional; app/domain/registration-number.ts): the register's
     * IATI agency code (UG-NGB, UG-RSB) and the number there, both or neither. Published as its IATI
     * organisation identifier.
     */
    registrationAgency: text("registration_agency"),
    registrationNumber: text("registration_number"),
    /**
     * The organization publishes its projects on the IATI Registry itself, under its registration (issue 37,
     * docs/decisions/0027): its own files carry it as reporting organisation and the platform's leave its
     * projects out. Only with a registration (the check).
     */
    iatiSelfPublished: boolean("iati_self_published").notNull().default(false),
    /**
     * Shown to the public, holding its name (issue 33 item 1). A registration starts unlisted: it appears in no
     * public list, page, feed, export or count, and its name stays free, until its address is verified and the
     * name is still free then (claimOrganizationName); so registering tells nobody whether an address or a name
     * pending elsewhere exists. Only listed profiles hold their key (the partial unique index).
     */
    listed: boolean("listed").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("profiles_organization_id_idx").on(table.organizationId),
    index("profiles_created_at_idx").on(table.createdAt.desc()),
    index("profiles_updated_at_idx").on(table.updatedAt),
    uniqueIndex("profiles_name_key_unique")
      .on(table.nameKey)
      .where(sql`${table.nameKey} <> '' and ${table.listed}`),
    check(
      "profiles_iati_self_published_check",
      sql`not ${table.iatiSelfPublished} or (${table.registrationAgency} is not null and ${table.registrationNumber} is not null)`,
    ),
  ],
);

/**
 * An organization's team (issue 35, app/domain/membership.ts): each account belongs to at most one organization
 * (the primary key), with one role. The organization is its profile (the id its projects carry). Migration
 * 0026 made each profile's own account its owner; a trigger keeps an owner in every organization.
 */
export const organizationMembers = pgTable(
  "organization_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** An OrganizationRole. */
    role: text("role").notNull(),
    /** Who invited or last changed the member (null: the organization's founder, or an account since deleted). */
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("organization_members_organization_idx").on(table.organizationId, table.role),
    check("organization_members_role_check", sql`${table.role} in ('owner', 'editor', 'finance')`),
  ],
);

/**
 * An owner's invitation to join the organization with a role: mailed as a link holding a random token (only its
 * SHA-256 is stored), valid INVITATION_VALID_DAYS, once. Resending replaces the token (the older link stops
 * working); accepting or revoking stamps the row, which is kept.
 */
export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("organization_invitations_token_idx").on(table.tokenHash),
    // One open invitation per address and organization (resend replaces its token).
    uniqueIndex("organization_invitations_open_idx")
      .on(table.organizationId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index("organization_invitations_organization_idx").on(table.organizationId, table.createdAt.desc()),
    check("organization_invitations_role_check", sql`${table.role} in ('owner', 'editor', 'finance')`),
  ],
);

/**
 * A stored project status as the app reads it (normalizeStatus in app/domain/project-status.ts, in SQL):
 * trimmed, lower-cased, spaces and hyphens as underscores, "in_progress" read as "active". The status filter
 * compares this expression, and projects_status_key_idx indexes exactly it, so legacy spellings ("In Progress")
 * are found under the status their badge shows.
 */
export function projectStatusKey(status: AnyColumn | SQL) {
  const folded = sql`regexp_replace(lower(btrim(${status})), '[[:space:]-]+', '_', 'g')`;
  return sql`(case when ${folded} = 'in_progress' then 'active' else ${folded} end)`;
}

/**
 * A project's region and district as the filters compare them: from the metadata the project form stores,
 * trimmed and lower-cased; projects_region_idx and projects_district_idx index exactly these expressions.
 */
export function projectRegion(metadata: AnyColumn | SQL) {
  return sql`lower(btrim(${metadata}->>'region'))`;
}
export function projectDistrict(metadata: AnyColumn | SQL) {
  return sql`lower(btrim(${metadata}->>'district'))`;
}

/** PostgreSQL's tsvector (drizzle has no built-in type for it); written only by the database. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    brief: text("brief").notNull(),
    location: text("location").notNull(),
    sector: text("sector").notNull(),
    sdg: text("sdg").notNull(),
    targetGroups: text("target_groups").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("planning"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    image: text("image"),
    /** The owning user's id (spec: "organization_id (owner user id)"). */
    organizationId: text("organization_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    metadata: jsonb("metadata").$type<ProjectMetadata>().notNull().default({}),
    /** The total budget and what is spent of it so far, in budget_currency (app/domain/project-budget.ts). */
    budgetCurrency: text("budget_currency"),
    budgetAmount: numeric("budget_amount", { precision: 16, scale: 2, mode: "number" }),
    spentAmount: numeric("spent_amount", { precision: 16, scale: 2, mode: "number" }),
    /**
     * The project's exact place (issue 38), optional: degrees, WGS 84; inside Uganda (checked by the form,
     * app/domain/project-location.ts). Without it the project's district stands for its place.
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * Lower-cased name, organization, location, sector and brief, kept by a database trigger
     * (the organization name lives on the profile) and searched through a trigram index.
     */
    searchText: text("search_text").notNull().default(""),
    /**
     * The words of the name (weight A), brief (B) and details and objectives (C), for ranking a search by
     * relevance (ts_rank; app/db/queries/project-search.server.ts). Computed by the database.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce(brief, '')), 'B')
        || setweight(to_tsvector('english'::regconfig,
             coalesce(metadata->>'projectDetails', '') || ' ' || coalesce(metadata->>'coreObjectives', '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When what the project publishes (its IATI activity, its API record) last changed: its own writes
     * (updated_at), and its organization's name, type, address, website and registration, its results and its
     * funders, which leave updated_at alone (the "updated" sort and the dashboard mean the project's own work).
     * Kept by migration 0028's triggers; the open data's updated_at, last-updated-datetime and updated_since.
     */
    openDataUpdatedAt: timestamp("open_data_updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("projects_open_data_updated_at_idx").on(table.openDataUpdatedAt),
    // An owner's projects newest first (the Project Panel's list, searchOwnProjects), a page at a time; its
    // leading column also serves every lookup by owner (counts, the cascade from profiles).
    index("projects_owner_created_at_idx").on(table.organizationId, table.createdAt.desc(), table.id),
    index("projects_created_at_idx").on(table.createdAt.desc(), table.id),
    // The open data's last change (export validators) and the changes feed read projects by their last write.
    index("projects_updated_at_idx").on(table.updatedAt),
    index("projects_start_date_idx").on(table.startDate.desc(), table.id),
    index("projects_name_idx").on(sql`lower(${table.name})`, table.id),
    index("projects_status_idx").on(table.status),
    index("projects_status_key_idx").on(projectStatusKey(table.status)),
    index("projects_sector_idx").on(table.sector),
    index("projects_sdg_idx").on(table.sdg),
    index("projects_region_idx").on(projectRegion(table.metadata)),
    index("projects_district_idx").on(projectDistrict(table.metadata)),
    index("projects_target_groups_idx").using("gin", table.targetGroups),
    index("projects_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("projects_location_trgm_idx").using("gin", sql`lower(${table.location}) gin_trgm_ops`),
    index("projects_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
    // A budget has its currency; spending is counted against a budget, never above it.
    check(
      "projects_budget_check",
      sql`(${table.budgetAmount} is null) = (${table.budgetCurrency} is null)
        and (${table.budgetAmount} is null or ${table.budgetAmount} >= 0)
        and (${table.spentAmount} is null or (${table.budgetAmount} is not null
          and ${table.spentAmount} >= 0 and ${table.spentAmount} <= ${table.budgetAmount}))`,
    ),
    // A place is both coordinates or neither, each within its range.
    check(
      "projects_location_check",
      sql`(${table.latitude} is null) = (${table.longitude} is null)
        and (${table.latitude} is null or ${table.latitude} between -90 and 90)
        and (${table.longitude} is null or ${table.longitude} between -180 and 180)`,
    ),
  ],
);

/**
 * Each project's facet values, normalized as the filters compare them (status key, region and district trimmed
 * and lower-cased, start year, the owner's organization type, whether it has a budget): a narrow copy that the
 * facet counts of /projects read in one pass (issue 22). Kept by statement triggers on projects and profiles
 * (migration 0019), never written by the app; deleted with its project.
 */
export const projectFacets = pgTable("project_facets", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  sector: text("sector").notNull(),
  sdg: text("sdg").notNull(),
  status: text("status").notNull(),
  region: text("region"),
  district: text("district"),
  startYear: smallint("start_year").notNull(),
  orgType: text("org_type"),
  targetGroups: text("target_groups").array().notNull(),
  hasBudget: boolean("has_budget").notNull(),
});

/**
 * How many projects have each facet value (facet: sector, sdg, status, region, district, year, org_type, budget,
 * target; and "total" with value ""), kept by statement triggers on project_facets (migration 0020): /projects
 * with no filter and no search shows these instead of counting 100,000 rows. Never written by the app.
 */
export const projectFacetCounts = pgTable(
  "project_facet_counts",
  {
    facet: text("facet").notNull(),
    value: text("value").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.facet, table.value] })],
);

/**
 * Every word (3 to 40 letters) of the projects' search text, added by the same triggers: a search word no
 * project has is looked up here by trigram similarity for its near spellings ("watr" → water).
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (table) => [
  index("search_words_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`),
]);

// ── Results, budgets and funders (IATI's results model; app/domain/project-results.ts) ─────────────────

/** A project's result: an output or an outcome it works toward. Deleted with its project. */
export const projectResults = pgTable(
  "project_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** "output" | "outcome" (RESULT_TYPES). */
    type: text("type").notNull(),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("project_results_project_idx").on(table.projectId, table.createdAt, table.id)],
);

/**
 * How a result is measured: a number, a percentage or words (IATI measure 1, 2, 5), an optional baseline, one
 * target, and optionally one of the standard measures /impact adds up across projects. Numbers go in the
 * *_value columns, words in the *_text columns, by measure.
 */
export const resultIndicators = pgTable(
  "result_indicators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resultId: uuid("result_id")
      .notNull()
      .references(() => projectResults.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** "number" | "percentage" | "qualitative" (INDICATOR_MEASURES). */
    measure: text("measure").notNull(),
    /** A STANDARD_MEASURES key, or null. */
    standardMeasure: text("standard_measure"),
    baselineYear: integer("baseline_year"),
    baselineValue: numeric("baseline_value", { precision: 16, scale: 2, mode: "number" }),
    baselineText: text("baseline_text"),
    targetValue: numeric("target_value", { precision: 16, scale: 2, mode: "number" }),
    targetText: text("target_text"),
    targetDate: date("target_date").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("result_indicators_result_idx").on(table.resultId, table.createdAt, table.id),
    index("result_indicators_standard_measure_idx")
      .on(table.standardMeasure)
      .where(sql`${table.standardMeasure} is not null`),
  ],
);

/** What an indicator reached in one reporting period (IATI period actual). */
export const indicatorPeriods = pgTable(
  "indicator_periods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    indicatorId: uuid("indicator_id")
      .notNull()
      .references(() => resultIndicators.id, { onDelete: "cascade" }),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    value: numeric("value", { precision: 16, scale: 2, mode: "number" }),
    valueText: text("value_text"),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("indicator_periods_indicator_idx").on(table.indicatorId, table.periodEnd.desc(), table.id),
    check("indicator_periods_dates_check", sql`${table.periodEnd} > ${table.periodStart}`),
  ],
);

/**
 * Who funds a project (IATI participating-org role 1): a name, its kind (FUNDER_TYPES, mapped to IATI's
 * OrganisationType codes), and optionally the organization's profile when it is registered here.
 */
export const projectFunders = pgTable(
  "project_funders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** A FUNDER_TYPES key. */
    type: text("type").notNull(),
    profileId: text("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    /**
     * The funder's IATI organisation identifier when the organization knows it (XM-DAC-41114); a linked
     * profile's own registration comes first (published as participating-org/@ref).
     */
    identifier: text("identifier"),
    /** What the funder gives, when the organization says (optional; a CURRENCIES currency with its amount). */
    amount: numeric("amount", { precision: 16, scale: 2, mode: "number" }),
    currency: text("currency"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      "project_funders_amount_check",
      sql`(${table.amount} is null) = (${table.currency} is null) and (${table.amount} is null or ${table.amount} > 0)`,
    ),
    index("project_funders_project_idx").on(table.projectId, table.createdAt, table.id),
    index("project_funders_profile_idx").on(table.profileId),
  ],
);

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }),
    eventType: text("event_type").notNull().default("in-person"),
    location: text("location"),
    onlineLink: text("online_link"),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * The calendars' SEQUENCE (RFC 5545): raised by the database with every change of time, place or state
     * (migration 0018's trigger), whatever wrote it; a write cannot set it.
     */
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("events_active_date_idx").on(table.isActive, table.eventDate),
    // Multi-day events still under way: found by their end, however long ago they started.
    index("events_active_end_date_idx")
      .on(table.endDate)
      .where(sql`${table.isActive} and ${table.endDate} is not null`),
  ],
);

const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

/**
 * The changes feed's log (/api/v1/changes, docs/decisions/0028): one row per public record created, updated or
 * deleted (an event paused, an organization leaving the directory count as deleted), written by migration
 * 0028's triggers whatever wrote the record, with the writing transaction's id. The feed reads it in (xid, seq)
 * order up to the oldest transaction still running, so a row can never appear behind a harvester's cursor.
 * Kept DELETIONS_KEPT_DAYS days (the hourly sweep; `change_log_swept` remembers how far it went).
 */
export const changeLog = pgTable(
  "change_log",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8("xid").notNull().default(sql`pg_current_xact_id()`),
    kind: text("kind").notNull(),
    recordId: text("record_id").notNull(),
    change: text("change").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index("change_log_position_idx").on(table.xid, table.seq),
    index("change_log_at_idx").on(table.at),
    index("change_log_record_idx").on(table.recordId, table.xid),
  ],
);

/** The last position of the log the sweep removed (one row): a cursor before it may have missed changes. */
export const changeLogSwept = pgTable("change_log_swept", {
  one: boolean("one").primaryKey().default(true),
  xid: xid8("xid").notNull(),
  seq: bigint("seq", { mode: "number" }).notNull(),
});

/**
 * The yearly subscription's one lifecycle (issue 34, app/domain/subscription-lifecycle.ts): one row per
 * payment an organization reports, submitted → approved (the period it pays for) / rejected (why) / withdrawn.
 * Never deleted (a trigger refuses it; an organization deleted leaves its requests with its name); every change
 * of status has its row in subscription_request_history, written in the same transaction (a deferred
 * constraint trigger refuses a commit without it). Migration 0023 moved the spec's subscriptions and
 * payment_requests here.
 */
export const subscriptionRequests = pgTable(
  "subscription_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    /** The payer as submitted (and on the receipt), kept when the organization is gone. */
    organizationName: text("organization_name").notNull(),
    submittedBy: text("submitted_by").references(() => users.id, { onDelete: "set null" }),
    /** A PaymentMethod, or "unrecorded" for requests from before methods were asked. */
    method: text("method").notNull(),
    transactionId: text("transaction_id").notNull(),
    /** transactionKey(transactionId): compared to find an ID used twice. */
    transactionKey: text("transaction_key").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    paidOn: date("paid_on"),
    proofUrl: text("proof_url"),
    /** A RequestStatus. */
    status: text("status").notNull().default("submitted"),
    /** The period an approval paid for; null until approved. */
    startDate: date("start_date"),
    endDate: date("end_date"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    /** From payment_receipt_number_seq at approval: unique, in approval order, never reused. */
    receiptNumber: integer("receipt_number"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("subscription_requests_organization_idx").on(table.organizationId, table.createdAt.desc()),
    index("subscription_requests_status_idx").on(table.status, table.createdAt.desc()),
    index("subscription_requests_transaction_key_idx").on(table.transactionKey),
    uniqueIndex("subscription_requests_receipt_number_idx").on(table.receiptNumber),
    // One transaction ID pays once: no two live requests (waiting or approved) share it.
    uniqueIndex("subscription_requests_live_transaction_idx")
      .on(table.transactionKey)
      .where(sql`${table.status} in ('submitted', 'approved') and ${table.method} <> 'unrecorded'`),
    check(
      "subscription_requests_status_check",
      sql`${table.status} in ('submitted', 'approved', 'rejected', 'withdrawn')`,
    ),
    check(
      "subscription_requests_approved_check",
      sql`${table.status} <> 'approved' or (${table.startDate} is not null and ${table.endDate} is not null and ${table.receiptNumber} is not null and ${table.decidedAt} is not null)`,
    ),
    check(
      "subscription_requests_rejected_check",
      sql`${table.status} <> 'rejected' or (coalesce(btrim(${table.rejectionReason}), '') <> '' and ${table.decidedAt} is not null)`,
    ),
  ],
);

/** Every change of a subscription request: what (action), the status after it, who, when, and why. */
export const subscriptionRequestHistory = pgTable(
  "subscription_request_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => subscriptionRequests.id),
    /** A RequestAction. */
    action: text("action").notNull(),
    /** The request's status after the change. */
    status: text("status").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is deleted. */
    actorEmail: text("actor_email").notNull().default(""),
    reason: text("reason"),
    /** What a correction changed, an approval's period. */
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (table) => [index("subscription_request_history_request_idx").on(table.requestId, table.createdAt)],
);

/** Where an administrator's rights came from: granted by an admin or `npm run admin:add`, or by ADMIN_EMAILS. */
export const ADMIN_SOURCES = ["manual", "config"] as const;
export type AdminSource = (typeof ADMIN_SOURCES)[number];

/**
 * Administrators. Rights belong to an existing account (user_id), never to an email address that someone could
 * register later; the row goes with the account. admin_email is the account's email, lower-cased, for lists.
 */
export const adminSettings = pgTable(
  "admin_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Stored lower-cased, so a lookup by email is exact. */
    adminEmail: text("admin_email").notNull(),
    /** "config" rows are kept in step with ADMIN_EMAILS at every start; "manual" rows are never touched by it. */
    source: text("source").$type<AdminSource>().notNull().default("manual"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("admin_settings_admin_email_idx").on(table.adminEmail),
    uniqueIndex("admin_settings_user_id_idx").on(table.userId),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** Whether the notification email left our server. */
    emailSent: boolean("email_sent").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt.desc())],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index makes a second sign-up of one address impossible. */
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("newsletter_subscribers_email_idx").on(table.email)],
);

/**
 * Project images uploaded through the form but not yet saved with a project: whose they are (only the uploader
 * may attach one to a project), and since when (ones never saved are removed after a day).
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    url: text("url").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("pending_uploads_owner_id_idx").on(table.ownerId, table.createdAt)],
);

/** Fixed-window counters for rate-limiter-flexible, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * Every administrator's write (approve, reject, delete, pause, activate, grant or remove admin rights), recorded
 * in the same transaction as the write: who (kept as an email when the account is later deleted), what, which
 * record (its id and a label readable after the record is gone), and when.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** An AuditAction (app/domain/audit.ts). */
    action: text("action").notNull(),
    /** An AuditTarget (app/domain/audit.ts). */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    targetLabel: text("target_label").notNull().default(""),
    /** Anything else worth keeping (an approval's end date, say). */
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
    /**
     * The organization whose data the write changed (its profile id; kept when it is gone), for a member's
     * write and an administrator's alike: the organization's own history, who did what (issue 35).
     */
    organizationId: text("organization_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("admin_audit_log_created_at_idx").on(table.createdAt.desc(), table.id),
    index("admin_audit_log_organization_idx")
      .on(table.organizationId, table.createdAt.desc())
      .where(sql`${table.organizationId} is not null`),
  ],
);

/**
 * Subscription reminder emails already sent (30 days before the end, and on the day it ends): one row per
 * organization, kind and end date, so a restart, a second instance or a second run the same day never mails
 * twice, and a renewed subscription (a new end date) is reminded again.
 */
export const subscriptionReminders = pgTable(
  "subscription_reminders",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"expiring" | "expired">().notNull(),
    endDate: date("end_date").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.kind, table.endDate] })],
);

// ── Progress updates and their followers (issue 21 items 1 and 4) ───────────────────────────────────────

/** A project's dated progress update (app/domain/project-updates.ts): title, text, up to three photos. */
export const projectUpdates = pgTable(
  "project_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Our uploads (/uploads/project-images/…), claimed from pending_uploads by the save (docs/decisions/0007). */
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    /** Who posted it (the owner, or an admin on its behalf); kept as null when that account goes. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("project_updates_project_idx").on(table.projectId, table.createdAt.desc(), table.id),
    index("project_updates_created_at_idx").on(table.createdAt.desc(), table.id),
  ],
);

/**
 * Someone following a project or an organization by email, without an account: one row per address and what it
 * follows (exactly one of project_id and organization_id). Until confirmed_at is set (the double opt-in's link)
 * nothing but the confirmation is mailed, and unconfirmed rows go after a week. The address is never shown
 * publicly nor exported; unsubscribing deletes the row (and its tokens and deliveries).
 */
export const followers = pgTable(
  "followers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** An organization is its owner's profile (the id its projects carry and its public page shows). */
    organizationId: text("organization_id").references(() => profiles.id, { onDelete: "cascade" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("followers_email_project_idx")
      .on(table.email, table.projectId)
      .where(sql`${table.projectId} is not null`),
    uniqueIndex("followers_email_organization_idx")
      .on(table.email, table.organizationId)
      .where(sql`${table.organizationId} is not null`),
    index("followers_project_idx").on(table.projectId),
    index("followers_organization_idx").on(table.organizationId),
    index("followers_unconfirmed_idx").on(table.createdAt).where(sql`${table.confirmedAt} is null`),
    check("followers_one_target", sql`(${table.projectId} is null) <> (${table.organizationId} is null)`),
  ],
);

/**
 * The links mailed to a follower: a confirmation (double opt-in, expires) or an unsubscribe link (one per
 * mail, valid while the follower is). Only the SHA-256 of the random token is stored.
 */
export const followTokens = pgTable(
  "follow_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    followerId: uuid("follower_id")
      .notNull()
      .references(() => followers.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"confirm" | "unsubscribe">().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("follow_tokens_follower_idx").on(table.followerId)],
);

/**
 * Each update owed to each confirmed follower, queued in the update's own transaction. A sender claims a
 * follower's pending rows (claimed_at, in one statement) before mailing and marks them sent after, so of
 * several instances exactly one mails a row: at most one mail per follower per update.
 */
export const followDeliveries = pgTable(
  "follow_deliveries",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => followers.id, { onDelete: "cascade" }),
    updateId: uuid("update_id")
      .notNull()
      .references(() => projectUpdates.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.updateId] }),
    index("follow_deliveries_update_idx").on(table.updateId),
    index("follow_deliveries_pending_idx").on(table.createdAt).where(sql`${table.sentAt} is null`),
    index("follow_deliveries_sent_idx").on(table.followerId, table.sentAt),
  ],
);
