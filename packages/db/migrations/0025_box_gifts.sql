CREATE TABLE "box_gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"buyer_user_id" integer,
	"box_code_id" integer NOT NULL,
	"box_subscription_id" integer,
	"recipient_email" text NOT NULL,
	"recipient_name" text,
	"message" text,
	"send_on" date,
	"buyer_emailed_at" timestamp with time zone,
	"recipient_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_gifts_order_item_id_unique" UNIQUE("order_item_id")
);
--> statement-breakpoint
ALTER TABLE "box_gifts" ADD CONSTRAINT "box_gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_gifts" ADD CONSTRAINT "box_gifts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_gifts" ADD CONSTRAINT "box_gifts_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_gifts" ADD CONSTRAINT "box_gifts_box_code_id_box_codes_id_fk" FOREIGN KEY ("box_code_id") REFERENCES "public"."box_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_gifts" ADD CONSTRAINT "box_gifts_box_subscription_id_box_subscriptions_id_fk" FOREIGN KEY ("box_subscription_id") REFERENCES "public"."box_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_gifts_buyer_idx" ON "box_gifts" USING btree ("buyer_user_id");