-- Email verification (issue 18, item 4): accounts that existed before it was introduced are treated as
-- verified; accounts registered from now on start unverified (the column's default) until they open the link.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
