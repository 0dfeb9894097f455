ALTER TABLE "projects" ADD COLUMN "link_origin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "link_origin" text;--> statement-breakpoint
CREATE INDEX "orders_email_key_idx" ON "orders" USING btree ("email_key");--> statement-breakpoint
-- The rule of emailIdentityOf (packages/domain/src/email-identity.ts) in SQL, to fill email_key on the
-- orders placed before it existed; email-identity-sql.int.test.ts checks that both agree.
CREATE FUNCTION "email_identity"("address" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN coalesce(parts.local_part, '') = '' THEN parts.trimmed
    ELSE
      (CASE WHEN parts.domain = 'gmail.com' THEN replace(parts.plus_free, '.', '') ELSE parts.plus_free END)
      || '@' || parts.domain
  END
  FROM (
    SELECT
      named.trimmed,
      named.local_part,
      named.domain,
      CASE
        WHEN named.domain IN ('gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com',
          'me.com', 'mac.com', 'fastmail.com', 'proton.me', 'protonmail.com', 'pm.me', 'yandex.com', 'yandex.ru',
          'zoho.com', 'gmx.com', 'gmx.de', 'gmx.fr')
        THEN split_part(named.local_part, '+', 1)
        ELSE named.local_part
      END AS plus_free
    FROM (
      SELECT
        split.trimmed,
        split.local_part,
        CASE WHEN split.bare_domain = 'googlemail.com' THEN 'gmail.com' ELSE split.bare_domain END AS domain
      FROM (
        SELECT
          trimmed.value AS trimmed,
          substring(trimmed.value FROM '^(.*)@') AS local_part,
          regexp_replace(substring(trimmed.value FROM '^.*@(.*)$'), '\.+$', '') AS bare_domain
        FROM (SELECT lower(regexp_replace("address", '^\s+|\s+$', '', 'g')) AS value) AS trimmed
      ) AS split
    ) AS named
  ) AS parts
$$;
--> statement-breakpoint
UPDATE "orders" SET "email_key" = "email_identity"("email") WHERE coalesce("email", '') <> '';
