CREATE TABLE "mission_check_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"player_id" integer NOT NULL,
	"day" text NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_check_ins_player_day_unique" UNIQUE("player_id","day"),
	CONSTRAINT "mission_check_ins_brand" CHECK ("mission_check_ins"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "mission_check_ins_day" CHECK ("mission_check_ins"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"player_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"status" text NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"target" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"reward_rounds" integer,
	"accepted_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"claim_until" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"paid_ref" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_progress_player_cycle_unique" UNIQUE("player_id","mission_id","cycle"),
	CONSTRAINT "mission_progress_brand" CHECK ("mission_progress"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "mission_progress_status" CHECK ("mission_progress"."status" in ('IN_PROGRESS', 'COMPLETED', 'COMPLETED_REWARDED', 'EXPIRED')),
	CONSTRAINT "mission_progress_reward_kind" CHECK ("mission_progress"."reward_kind" in ('cash', 'bonus')),
	CONSTRAINT "mission_progress_cycle" CHECK ("mission_progress"."cycle" ~ '^(period|[0-9]{4}-[0-9]{2}-[0-9]{2})$'),
	CONSTRAINT "mission_progress_figures" CHECK ("mission_progress"."target" > 0 and "mission_progress"."progress" >= 0 and "mission_progress"."progress" <= "mission_progress"."target" and "mission_progress"."reward_amount" > 0 and "mission_progress"."deadline" > "mission_progress"."accepted_at"),
	CONSTRAINT "mission_progress_completed" CHECK (("mission_progress"."completed_at" is null) = ("mission_progress"."claim_until" is null) and ("mission_progress"."status" not in ('COMPLETED', 'COMPLETED_REWARDED') or ("mission_progress"."completed_at" is not null and "mission_progress"."progress" = "mission_progress"."target"))),
	CONSTRAINT "mission_progress_claimed" CHECK (("mission_progress"."status" = 'COMPLETED_REWARDED') = ("mission_progress"."claimed_at" is not null) and ("mission_progress"."claimed_at" is null) = ("mission_progress"."paid_ref" is null)),
	CONSTRAINT "mission_progress_expired" CHECK (("mission_progress"."status" = 'EXPIRED') = ("mission_progress"."expired_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"tab" text NOT NULL,
	"condition_kind" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"reward_rounds" integer,
	"prerequisite_id" integer,
	"duration_hours" integer,
	"claim_hours" integer DEFAULT 24 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "missions_brand_code_unique" UNIQUE("brand","code"),
	CONSTRAINT "missions_id_brand_unique" UNIQUE("id","brand"),
	CONSTRAINT "missions_brand" CHECK ("missions"."brand" in ('xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08')),
	CONSTRAINT "missions_type" CHECK ("missions"."type" in ('DAILY', 'PERIOD')),
	CONSTRAINT "missions_tab" CHECK ("missions"."tab" in ('guide', 'daily', 'accumulated')),
	CONSTRAINT "missions_condition_kind" CHECK ("missions"."condition_kind" in ('DAILY_CHECK_IN', 'DEPOSIT_AMOUNT', 'TOTAL_DEPOSIT_AMOUNT', 'BET_AMOUNT', 'TOTAL_BET_AMOUNT')),
	CONSTRAINT "missions_reward_kind" CHECK ("missions"."reward_kind" in ('cash', 'bonus')),
	CONSTRAINT "missions_code" CHECK ("missions"."code" ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
	CONSTRAINT "missions_title" CHECK (length("missions"."title") between 1 and 120),
	CONSTRAINT "missions_description" CHECK (length("missions"."description") <= 500),
	CONSTRAINT "missions_daily_tab" CHECK (("missions"."type" = 'DAILY') = ("missions"."tab" = 'daily')),
	CONSTRAINT "missions_period_ends" CHECK ("missions"."type" <> 'PERIOD' or "missions"."ends_at" is not null),
	CONSTRAINT "missions_window" CHECK ("missions"."ends_at" is null or "missions"."ends_at" > "missions"."starts_at"),
	CONSTRAINT "missions_target" CHECK ("missions"."target" > 0 and ("missions"."condition_kind" <> 'DAILY_CHECK_IN' or "missions"."type" <> 'DAILY' or "missions"."target" = 1)),
	CONSTRAINT "missions_reward" CHECK ("missions"."reward_amount" > 0 and ("missions"."reward_kind" = 'bonus') = ("missions"."reward_rounds" is not null) and ("missions"."reward_rounds" is null or "missions"."reward_rounds" between 1 and 200)),
	CONSTRAINT "missions_duration" CHECK ("missions"."duration_hours" is null or ("missions"."type" = 'PERIOD' and "missions"."duration_hours" between 1 and 8760)),
	CONSTRAINT "missions_claim_hours" CHECK ("missions"."claim_hours" between 1 and 720),
	CONSTRAINT "missions_prerequisite" CHECK ("missions"."prerequisite_id" is null or "missions"."prerequisite_id" <> "missions"."id"),
	CONSTRAINT "missions_retired" CHECK ("missions"."active" = ("missions"."retired_at" is null))
);
--> statement-breakpoint
ALTER TABLE "promotion_bonuses" DROP CONSTRAINT "promotion_bonuses_amounts";--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type";--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ALTER COLUMN "promotion_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ALTER COLUMN "deposit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD COLUMN "source" text DEFAULT 'first_deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_check_ins" ADD CONSTRAINT "mission_check_ins_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_player_fk" FOREIGN KEY ("player_id","brand") REFERENCES "public"."players"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_fk" FOREIGN KEY ("mission_id","brand") REFERENCES "public"."missions"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_prerequisite_fk" FOREIGN KEY ("prerequisite_id","brand") REFERENCES "public"."missions"("id","brand") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_progress_player_status" ON "mission_progress" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "mission_progress_claims" ON "mission_progress" USING btree ("brand","claimed_at");--> statement-breakpoint
CREATE INDEX "missions_brand_order" ON "missions" USING btree ("brand","tab","sort_order","id");--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_source" CHECK ("promotion_bonuses"."source" in ('first_deposit', 'mission'));--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_source_refs" CHECK (("promotion_bonuses"."source" = 'first_deposit' and "promotion_bonuses"."promotion_id" is not null and "promotion_bonuses"."deposit_id" is not null and "promotion_bonuses"."deposit" > 0) or ("promotion_bonuses"."source" = 'mission' and "promotion_bonuses"."deposit_id" is null));--> statement-breakpoint
ALTER TABLE "promotion_bonuses" ADD CONSTRAINT "promotion_bonuses_amounts" CHECK ("promotion_bonuses"."deposit" >= 0 and "promotion_bonuses"."bonus" > 0 and "promotion_bonuses"."requirement" > 0 and "promotion_bonuses"."own_deposits" >= 0 and ("promotion_bonuses"."forfeited" is null or "promotion_bonuses"."forfeited" >= 0));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type" CHECK ("wallet_transactions"."type" in ('operator_credit', 'operator_debit', 'deposit', 'withdrawal', 'withdrawal_refund', 'bet', 'win', 'rollback', 'jackpot_seed', 'jackpot_hit', 'bonus', 'bonus_forfeit', 'cashback', 'giftcode', 'reward', 'mission'));