DROP INDEX "projects_popularity_idx";--> statement-breakpoint
CREATE INDEX "projects_listed_new_idx" ON "projects" USING btree (coalesce("start_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "projects_digital_idx" ON "projects" USING btree ("step") WHERE "projects"."digital_enabled";--> statement-breakpoint
CREATE INDEX "projects_popularity_idx" ON "projects" USING btree ("popularity","id");