ALTER TABLE "promo_codes" ALTER COLUMN "percent_bp" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "amount_off_minor" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "amount_off_currency" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "shop_ids" integer[];--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."amount_off_minor" > 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_percent_or_amount" CHECK (("promo_codes"."percent_bp" is null) <> ("promo_codes"."amount_off_minor" is null) and ("promo_codes"."amount_off_minor" is null) = ("promo_codes"."amount_off_currency" is null));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_max_uses_positive" CHECK ("promo_codes"."max_uses" >= 1 and "promo_codes"."max_uses_per_customer" >= 1);--> statement-breakpoint
-- The once-only flags become counts of 1 (the columns go in the next migration).
UPDATE "promo_codes" SET "max_uses" = 1 WHERE "once_overall";--> statement-breakpoint
UPDATE "promo_codes" SET "max_uses_per_customer" = 1 WHERE "once_per_user";
