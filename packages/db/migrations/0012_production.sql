CREATE TABLE "production_action_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_action_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_user_id" integer,
	"by_name" text,
	"by_actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "production_action_events_actor_valid" CHECK ("production_action_events"."by_actor" in ('artist', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "production_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"step_key" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'to_do' NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"status_at" timestamp with time zone NOT NULL,
	"status_by_user_id" integer,
	"status_by_name" text,
	"refusal_reason" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_actions_project_step" UNIQUE("project_id","step_key"),
	CONSTRAINT "production_actions_step_valid" CHECK ("production_actions"."step_key" in ('pre-production.information', 'pre-production.barcode', 'pre-production.artwork', 'pre-production.tracks', 'pre-production.tracklisting', 'pre-production.mechanical_rights', 'pre-production.shipping', 'pre-production.order_form', 'pre-production.payment', 'pre-production.delivery', 'pre-production.billing', 'production.pressing_proof', 'production.test_pressing', 'production.dispatch', 'post-production.shipping', 'post-production.reception', 'post-production.address_check', 'post-production.sync', 'post-production.feedback', 'post-production.completed')),
	CONSTRAINT "production_actions_status_valid" CHECK ("production_actions"."status" in ('to_do', 'pending', 'to_check', 'valid', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "production_barcodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_barcodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"barcode" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_barcodes_project_id_unique" UNIQUE("project_id"),
	CONSTRAINT "production_barcodes_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE TABLE "production_runs" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"plant" text,
	"vinyl_size" text,
	"rpm" integer,
	"discs" integer DEFAULT 1 NOT NULL,
	"announced_ship_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_runs_vinyl_size_valid" CHECK ("production_runs"."vinyl_size" in ('7', '10', '12')),
	CONSTRAINT "production_runs_rpm_valid" CHECK ("production_runs"."rpm" is null or "production_runs"."rpm" in (33, 45))
);
--> statement-breakpoint
CREATE TABLE "production_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"preview_key" text,
	"print_check" jsonb,
	"uploaded_by_user_id" integer,
	"uploaded_by_actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_files_kind_valid" CHECK ("production_files"."kind" in ('artwork', 'document', 'proof'))
);
--> statement-breakpoint
CREATE TABLE "production_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"author_actor" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_messages_actor_valid" CHECK ("production_messages"."author_actor" in ('artist', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "production_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"recipient" text NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"outbox_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "production_notifications_once" UNIQUE("kind","occasion","recipient"),
	CONSTRAINT "production_notifications_kind_valid" CHECK ("production_notifications"."kind" in ('address_check', 'late_artist', 'late_buyer'))
);
--> statement-breakpoint
CREATE TABLE "production_test_pressing_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_test_pressing_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_pressing_id" integer NOT NULL,
	"side" text NOT NULL,
	"track_title" text,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_test_pressings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_test_pressings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_test_pressings_round" UNIQUE("project_id","round"),
	CONSTRAINT "production_test_pressings_status_valid" CHECK ("production_test_pressings"."status" in ('pending', 'to_check', 'valid', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "production_action_events" ADD CONSTRAINT "production_action_events_action_id_production_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."production_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_action_events" ADD CONSTRAINT "production_action_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_actions" ADD CONSTRAINT "production_actions_project_id_production_runs_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."production_runs"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_actions" ADD CONSTRAINT "production_actions_status_by_user_id_users_id_fk" FOREIGN KEY ("status_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_barcodes" ADD CONSTRAINT "production_barcodes_project_id_production_runs_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."production_runs"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_runs" ADD CONSTRAINT "production_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_files" ADD CONSTRAINT "production_files_project_id_production_runs_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."production_runs"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_files" ADD CONSTRAINT "production_files_action_id_production_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."production_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_files" ADD CONSTRAINT "production_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_messages" ADD CONSTRAINT "production_messages_project_id_production_runs_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."production_runs"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_messages" ADD CONSTRAINT "production_messages_action_id_production_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."production_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_messages" ADD CONSTRAINT "production_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_notifications" ADD CONSTRAINT "production_notifications_project_id_production_runs_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."production_runs"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_notifications" ADD CONSTRAINT "production_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_test_pressing_notes" ADD CONSTRAINT "production_test_pressing_notes_test_pressing_id_production_test_pressings_id_fk" FOREIGN KEY ("test_pressing_id") REFERENCES "public"."production_test_pressings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_test_pressings" ADD CONSTRAINT "production_test_pressings_project_id_production_runs_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."production_runs"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_test_pressings" ADD CONSTRAINT "production_test_pressings_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_action_events_action_idx" ON "production_action_events" USING btree ("action_id","at");--> statement-breakpoint
CREATE INDEX "production_actions_status_idx" ON "production_actions" USING btree ("status","planned_at");--> statement-breakpoint
CREATE INDEX "production_runs_plant_idx" ON "production_runs" USING btree ("plant");--> statement-breakpoint
CREATE INDEX "production_files_action_idx" ON "production_files" USING btree ("action_id","created_at");--> statement-breakpoint
CREATE INDEX "production_messages_action_idx" ON "production_messages" USING btree ("action_id","created_at");--> statement-breakpoint
CREATE INDEX "production_notifications_project_idx" ON "production_notifications" USING btree ("project_id","kind");--> statement-breakpoint
CREATE INDEX "production_test_pressing_notes_round_idx" ON "production_test_pressing_notes" USING btree ("test_pressing_id");