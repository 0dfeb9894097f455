CREATE TABLE "revenue_splits" (
	"project_id" integer NOT NULL,
	"payee_user_id" integer NOT NULL,
	"basis_points" integer NOT NULL,
	"role" text DEFAULT 'other' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_splits_project_id_payee_user_id_pk" PRIMARY KEY("project_id","payee_user_id"),
	CONSTRAINT "revenue_splits_basis_points_valid" CHECK ("revenue_splits"."basis_points" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "statement_costs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_costs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"category" text NOT NULL,
	"incurred_on" date NOT NULL,
	"label" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"advanced_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_costs_category_valid" CHECK ("statement_costs"."category" in ('production', 'mechanical_rights', 'mastering', 'marketing', 'logistics', 'distribution'))
);
--> statement-breakpoint
CREATE TABLE "statement_fee_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_fee_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"kind" text NOT NULL,
	"fee_basis_points" integer,
	"income_per_unit_minor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_fee_rows_kind_valid" CHECK ("statement_fee_rows"."kind" in ('percent', 'fixed_per_unit')),
	CONSTRAINT "statement_fee_rows_terms_valid" CHECK (("statement_fee_rows"."kind" = 'percent' and "statement_fee_rows"."fee_basis_points" between 0 and 10000 and "statement_fee_rows"."income_per_unit_minor" is null)
        or ("statement_fee_rows"."kind" = 'fixed_per_unit' and "statement_fee_rows"."income_per_unit_minor" >= 0 and "statement_fee_rows"."fee_basis_points" is null))
);
--> statement-breakpoint
CREATE TABLE "statement_payee_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_payee_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"payee_user_id" integer NOT NULL,
	"basis_points" integer NOT NULL,
	"recouped_minor" integer DEFAULT 0 NOT NULL,
	"share_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_payee_shares_statement_payee" UNIQUE("statement_id","payee_user_id")
);
--> statement-breakpoint
CREATE TABLE "statement_retail_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_retail_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"distributor" text NOT NULL,
	"reported_on" date NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"sales_minor" integer NOT NULL,
	"returns_minor" integer DEFAULT 0 NOT NULL,
	"fees_minor" integer DEFAULT 0 NOT NULL,
	"eur_rate_ppm" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_retail_sales_amounts_valid" CHECK ("statement_retail_sales"."sales_minor" >= 0 and "statement_retail_sales"."returns_minor" >= 0 and "statement_retail_sales"."fees_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "produced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "revenue_splits" ADD CONSTRAINT "revenue_splits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_splits" ADD CONSTRAINT "revenue_splits_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_costs" ADD CONSTRAINT "statement_costs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_costs" ADD CONSTRAINT "statement_costs_advanced_by_user_id_users_id_fk" FOREIGN KEY ("advanced_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_fee_rows" ADD CONSTRAINT "statement_fee_rows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payee_shares" ADD CONSTRAINT "statement_payee_shares_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payee_shares" ADD CONSTRAINT "statement_payee_shares_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_retail_sales" ADD CONSTRAINT "statement_retail_sales_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revenue_splits_payee_idx" ON "revenue_splits" USING btree ("payee_user_id");--> statement-breakpoint
CREATE INDEX "statement_costs_project_idx" ON "statement_costs" USING btree ("project_id","incurred_on");--> statement-breakpoint
CREATE INDEX "statement_fee_rows_project_idx" ON "statement_fee_rows" USING btree ("project_id","effective_from");--> statement-breakpoint
CREATE INDEX "statement_payee_shares_payee_idx" ON "statement_payee_shares" USING btree ("payee_user_id");--> statement-breakpoint
CREATE INDEX "statement_retail_sales_project_idx" ON "statement_retail_sales" USING btree ("project_id","reported_on");