CREATE TABLE "manual_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"staff_name" text NOT NULL,
	"reason" text NOT NULL,
	"payment" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_orders_reason_valid" CHECK ("manual_orders"."reason" in ('replacement', 'trade_sale', 'gift', 'other')),
	CONSTRAINT "manual_orders_payment_valid" CHECK ("manual_orders"."payment" in ('paid', 'free'))
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"credit_note_document" jsonb NOT NULL,
	"shipping" boolean DEFAULT false NOT NULL,
	"service_charge" boolean DEFAULT false NOT NULL,
	"reason" text,
	"payment_refunded_before_minor" integer NOT NULL,
	"provider_refund_ref" text,
	"credit_note_id" integer,
	"error_code" text,
	"staff_user_id" integer,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "order_refunds_status_valid" CHECK ("order_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "manual_orders" ADD CONSTRAINT "manual_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_orders" ADD CONSTRAINT "manual_orders_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_orders_created_idx" ON "manual_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_one_pending_per_order" ON "order_refunds" USING btree ("order_id") WHERE "order_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_order_idx" ON "outbox_emails" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_bounded" CHECK ("order_items"."refunded_quantity" between 0 and "order_items"."quantity");--> statement-breakpoint
-- Lines given back before the refunded units were counted: a failed project's lines (refunded_at) and
-- every line of a refunded order (a cancellation, or a payment refunded in full).
UPDATE "order_items" AS oi
SET "refunded_quantity" = oi."quantity", "refunded_minor" = oi."total_minor" - oi."discount_minor"
WHERE oi."refunded_at" IS NOT NULL
   OR EXISTS (SELECT 1 FROM "orders" AS o WHERE o."id" = oi."order_id" AND o."status" = 'refunded');
