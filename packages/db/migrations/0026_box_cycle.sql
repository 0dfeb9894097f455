CREATE TABLE "box_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_subscription_id" integer NOT NULL,
	"month" date NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_payment_ref" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"decline_code" text,
	"first_failed_at" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_charges_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "box_charges_subscription_month" UNIQUE("box_subscription_id","month")
);
--> statement-breakpoint
CREATE TABLE "box_invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_notices" (
	"box_subscription_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_notices_box_subscription_id_month_kind_pk" PRIMARY KEY("box_subscription_id","month","kind")
);
--> statement-breakpoint
CREATE TABLE "box_selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" date NOT NULL,
	"project_id" integer NOT NULL,
	"quantity_set_aside" integer NOT NULL,
	"quantity_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_selections_month_project" UNIQUE("month","project_id"),
	CONSTRAINT "box_selections_taken_range" CHECK ("box_selections"."quantity_taken" >= 0 and "box_selections"."quantity_taken" <= "box_selections"."quantity_set_aside")
);
--> statement-breakpoint
CREATE TABLE "box_skips" (
	"box_subscription_id" integer NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_skips_box_subscription_id_month_pk" PRIMARY KEY("box_subscription_id","month")
);
--> statement-breakpoint
ALTER TABLE "box_subscriptions" ADD COLUMN "stop_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "box_subscriptions" ADD COLUMN "link_origin" text;--> statement-breakpoint
ALTER TABLE "box_charges" ADD CONSTRAINT "box_charges_box_subscription_id_box_subscriptions_id_fk" FOREIGN KEY ("box_subscription_id") REFERENCES "public"."box_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_notices" ADD CONSTRAINT "box_notices_box_subscription_id_box_subscriptions_id_fk" FOREIGN KEY ("box_subscription_id") REFERENCES "public"."box_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_selections" ADD CONSTRAINT "box_selections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_skips" ADD CONSTRAINT "box_skips_box_subscription_id_box_subscriptions_id_fk" FOREIGN KEY ("box_subscription_id") REFERENCES "public"."box_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_charges_retry_idx" ON "box_charges" USING btree ("status","next_retry_at");