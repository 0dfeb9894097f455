ALTER TABLE "messages" DROP CONSTRAINT "messages_to_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_project_id_projects_id_fk";
--> statement-breakpoint
DROP INDEX "messages_to_user_idx";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "conversation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "to_user_id";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "project_id";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "read_at";