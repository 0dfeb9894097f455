ALTER TABLE "promo_codes" DROP COLUMN "once_overall";--> statement-breakpoint
ALTER TABLE "promo_codes" DROP COLUMN "once_per_user";