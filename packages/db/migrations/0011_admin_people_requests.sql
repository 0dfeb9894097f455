CREATE TABLE "call_me_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_me_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"preferred_time" text,
	"message" text,
	"project_id" integer,
	"project_name" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"answered_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_me_requests_answer_complete" CHECK (("call_me_requests"."answer" is null) = ("call_me_requests"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answered_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answered_by_name" text;--> statement-breakpoint
ALTER TABLE "call_me_requests" ADD CONSTRAINT "call_me_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_me_requests" ADD CONSTRAINT "call_me_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_me_requests" ADD CONSTRAINT "call_me_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_me_requests_created_at_idx" ON "call_me_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "call_me_requests_user_idx" ON "call_me_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answer_complete" CHECK (("quotes"."answer" is null) = ("quotes"."answered_at" is null));