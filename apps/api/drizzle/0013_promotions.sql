CREATE TABLE "cashback_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashback_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"day" text NOT NULL,
	"turnover" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"products" jsonb NOT NULL,
	"credited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_credits_player_day_unique" UNIQUE("player_id","day"),
	CONSTRAINT "cashback_credits_brand" CHECK ("cashback_credits"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "cashback_credits_day" CHECK ("cashback_credits"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "cashback_credits_amounts" CHECK ("cashback_credits"."turnover" >= 0 and "cashback_credits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"promotion_code" text NOT NULL,
	"title" text NOT NULL,
	"deposit_id" integer NOT NULL,
	"deposit" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"percent" integer NOT NULL,
	"rounds" integer NOT NULL,
	"requirement" bigint NOT NULL,
	"products" jsonb NOT NULL,
	"status" text NOT NULL,
	"own_deposits" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint,
	"forfeited" bigint,
	"cancel_request_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_bonuses_deposit_unique" UNIQUE("deposit_id"),
	CONSTRAINT "promotion_bonuses_brand" CHECK ("promotion_bonuses"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "promotion_bonuses_status" CHECK ("promotion_bonuses"."status" in ('active', 'completed', 'expired', 'cancelled')),
	CONSTRAINT "promotion_bonuses_amounts" CHECK ("promotion_bonuses"."deposit" > 0 and "promotion_bonuses"."bonus" > 0 and "promotion_bonuses"."requirement" > 0 and "promotion_bonuses"."own_deposits" >= 0 and ("promotion_bonuses"."forfeited" is null or "promotion_bonuses"."forfeited" >= 0)),
	CONSTRAINT "promotion_bonuses_ended" CHECK (("promotion_bonuses"."status" = 'active') = ("promotion_bonuses"."ended_at" is null) and ("promotion_bonuses"."status" in ('expired', 'cancelled')) = ("promotion_bonuses"."forfeited" is not null))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"percent" integer,
	"rounds" integer,
	"max_bonus" bigint,
	"min_deposit" bigint,
	"valid_days" integer,
	"products" jsonb NOT NULL,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_brand_code_unique" UNIQUE("brand","code"),
	CONSTRAINT "promotions_brand" CHECK ("promotions"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('first_deposit', 'cashback')),
	CONSTRAINT "promotions_code" CHECK ("promotions"."code" ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
	CONSTRAINT "promotions_title" CHECK (length("promotions"."title") between 1 and 120),
	CONSTRAINT "promotions_first_deposit_figures" CHECK ("promotions"."kind" <> 'first_deposit' or ("promotions"."percent" between 1 and 1000 and "promotions"."rounds" between 1 and 200 and "promotions"."valid_days" between 1 and 365 and "promotions"."min_deposit" >= 0 and ("promotions"."max_bonus" is null or "promotions"."max_bonus" > 0))),
	CONSTRAINT "promotions_cashback_figures" CHECK ("promotions"."kind" <> 'cashback' or ("promotions"."percent" is null and "promotions"."rounds" is null and "promotions"."max_bonus" is null and "promotions"."min_deposit" is null and "promotions"."valid_days" is null))
);
--> statement-breakpoint
ALTER TABLE "cashback_credits" ADD CONSTRAINT "cashback_credits_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_deposit_id_cashier_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."cashier_deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_credits_brand_day" ON "cashback_credits" USING btree ("brand","day");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_bonuses_one_active" ON "promotion_bonuses" USING btree ("player_id") WHERE "promotion_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promotion_bonuses_player" ON "promotion_bonuses" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "promotion_bonuses_due" ON "promotion_bonuses" USING btree ("status","expires_at");