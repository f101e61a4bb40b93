CREATE TABLE "gift_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"required_bet" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"total_cap" integer NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "gift_codes_brand_code_unique" UNIQUE("brand","code"),
	CONSTRAINT "gift_codes_id_brand_unique" UNIQUE("id","brand"),
	CONSTRAINT "gift_codes_brand" CHECK ("gift_codes"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "gift_codes_kind" CHECK ("gift_codes"."kind" in ('single', 'campaign')),
	CONSTRAINT "gift_codes_code_format" CHECK ("gift_codes"."code" ~ '^[A-Z0-9]{1,20}$'),
	CONSTRAINT "gift_codes_value" CHECK ("gift_codes"."value" > 0),
	CONSTRAINT "gift_codes_required_bet" CHECK ("gift_codes"."required_bet" >= 0),
	CONSTRAINT "gift_codes_cap" CHECK ("gift_codes"."total_cap" >= 1 and ("gift_codes"."kind" <> 'single' or "gift_codes"."total_cap" = 1)),
	CONSTRAINT "gift_codes_redeemed_count" CHECK ("gift_codes"."redeemed_count" >= 0 and "gift_codes"."redeemed_count" <= "gift_codes"."total_cap"),
	CONSTRAINT "gift_codes_disabled" CHECK ("gift_codes"."active" = ("gift_codes"."disabled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "gift_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"player_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"required_bet" bigint NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"request_id" text NOT NULL,
	CONSTRAINT "gift_redemptions_code_player_unique" UNIQUE("code_id","player_id"),
	CONSTRAINT "gift_redemptions_request_unique" UNIQUE("player_id","request_id"),
	CONSTRAINT "gift_redemptions_brand" CHECK ("gift_redemptions"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "gift_redemptions_value" CHECK ("gift_redemptions"."value" > 0),
	CONSTRAINT "gift_redemptions_required_bet" CHECK ("gift_redemptions"."required_bet" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_code_fk" FOREIGN KEY ("code_id","brand") REFERENCES "public"."gift_codes"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_codes_brand_created" ON "gift_codes" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "gift_redemptions_player" ON "gift_redemptions" USING btree ("player_id","entered_at");