ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_valid";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_box_subscription_id_box_subscriptions_id_fk";
--> statement-breakpoint
DROP INDEX "reviews_project_idx";--> statement-breakpoint
DROP INDEX "reviews_user_idx";--> statement-breakpoint
-- Hand-written: the statuses' new names; reviews of no project or order (a box's) cannot be kept.
UPDATE "reviews" SET "status" = CASE "status" WHEN 'valid' THEN 'published' WHEN 'refused' THEN 'hidden' ELSE "status" END;--> statement-breakpoint
DELETE FROM "reviews" WHERE "project_id" IS NULL OR "text" IS NULL OR "shop_order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answered_by_user_id" integer;--> statement-breakpoint
-- Hand-written: each kept review's order (from its shop order), signature and publication date; one
-- review per buyer, project and order (the oldest stays).
UPDATE "reviews" AS r SET "order_id" = s."order_id" FROM "shop_orders" AS s WHERE s."id" = r."shop_order_id";--> statement-breakpoint
DELETE FROM "reviews" WHERE "order_id" IS NULL;--> statement-breakpoint
DELETE FROM "reviews" AS a USING "reviews" AS b WHERE a."user_id" = b."user_id" AND a."project_id" = b."project_id" AND a."order_id" = b."order_id" AND a."id" > b."id";--> statement-breakpoint
UPDATE "reviews" AS r SET "author_name" = split_part(trim(u."name"), ' ', 1) FROM "users" AS u WHERE u."id" = r."user_id";--> statement-breakpoint
UPDATE "reviews" SET "published_at" = "updated_at" WHERE "status" = 'published';--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_project_order_unique" ON "reviews" USING btree ("user_id","project_id","order_id");--> statement-breakpoint
CREATE INDEX "reviews_project_published_idx" ON "reviews" USING btree ("project_id","published_at" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_order_idx" ON "reviews" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_valid" CHECK ("reviews"."status" in ('pending', 'published', 'hidden'));--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "box_subscription_id";
