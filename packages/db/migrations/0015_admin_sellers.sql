CREATE TABLE "seller_merges" (
	"kind" text NOT NULL,
	"merged_id" integer NOT NULL,
	"merged_name" text NOT NULL,
	"kept_id" integer NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_by_user_id" integer,
	CONSTRAINT "seller_merges_kind_merged_id_pk" PRIMARY KEY("kind","merged_id"),
	CONSTRAINT "seller_merges_kind_valid" CHECK ("seller_merges"."kind" in ('artist', 'label')),
	CONSTRAINT "seller_merges_not_itself" CHECK ("seller_merges"."merged_id" <> "seller_merges"."kept_id")
);
--> statement-breakpoint
ALTER TABLE "points" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "powered_by_link" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_merges" ADD CONSTRAINT "seller_merges_merged_by_user_id_users_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;