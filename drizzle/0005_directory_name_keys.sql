-- Directory names (issue 7, "Directory impersonation"): every profile and organization record keeps its name's
-- key, normalizeName() of app/domain/text.ts (NFKC, invisible characters removed, whitespace collapsed, trimmed,
-- lower-cased); a unique index keeps one profile per key, so two organizations can never share a name.
-- The app writes the key itself. organization_name_key() is the database's reading of the same rule, for the
-- backfill below and for rows written without a key (raw SQL): NFKC, the same invisible characters (control
-- characters other than whitespace, format characters, default-ignorable code points), whitespace as one space.
CREATE OR REPLACE FUNCTION organization_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(regexp_replace(
    regexp_replace(
      normalize(coalesce(name, ''), NFKC),
      '[\u0001-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]',
      '', 'g'),
    '[\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+', ' ', 'g')))
$$;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "organizations" SET "name_key" = organization_name_key("name");--> statement-breakpoint
UPDATE "profiles" SET "name_key" = organization_name_key("organization_name");--> statement-breakpoint
-- Names already taken twice: the first registered keeps the key; each later one keeps it distinct (chr(1) and
-- its id: no real name's key holds chr(1)), so both stay listed and the unique index can be built.
UPDATE "profiles" SET "name_key" = "profiles"."name_key" || chr(1) || "profiles"."id"
  FROM (
    SELECT "id", row_number() OVER (PARTITION BY "name_key" ORDER BY "created_at", "id") AS "position"
    FROM "profiles" WHERE "name_key" <> ''
  ) AS "taken"
  WHERE "taken"."id" = "profiles"."id" AND "taken"."position" > 1;--> statement-breakpoint
CREATE INDEX "organizations_name_key_idx" ON "organizations" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_name_key_unique" ON "profiles" USING btree ("name_key") WHERE "profiles"."name_key" <> '';--> statement-breakpoint
-- Writers that give no key (a new row without one, or a new name with the old key) get the database's.
CREATE OR REPLACE FUNCTION profiles_set_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.name_key = '' THEN NEW.name_key := organization_name_key(NEW.organization_name); END IF;
  ELSIF NEW.organization_name IS DISTINCT FROM OLD.organization_name AND NEW.name_key = OLD.name_key
    AND split_part(OLD.name_key, chr(1), 1) <> organization_name_key(NEW.organization_name) THEN
    NEW.name_key := organization_name_key(NEW.organization_name);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_name_key BEFORE INSERT OR UPDATE OF organization_name ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_set_name_key();--> statement-breakpoint
CREATE OR REPLACE FUNCTION organizations_set_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.name_key = '' THEN NEW.name_key := organization_name_key(NEW.name); END IF;
  ELSIF NEW.name IS DISTINCT FROM OLD.name AND NEW.name_key = OLD.name_key
    AND OLD.name_key <> organization_name_key(NEW.name) THEN
    NEW.name_key := organization_name_key(NEW.name);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER organizations_name_key BEFORE INSERT OR UPDATE OF name ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_set_name_key();
