CREATE TABLE "wallet_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "wallet_accounts_player_unique" UNIQUE("player_id"),
	CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" in ('player', 'house', 'funding', 'bonus', 'provider', 'jackpot')),
	CONSTRAINT "wallet_accounts_player" CHECK (("wallet_accounts"."kind" = 'player') = ("wallet_accounts"."player_id" is not null)),
	CONSTRAINT "wallet_accounts_balance_non_negative" CHECK ("wallet_accounts"."balance" >= 0 or "wallet_accounts"."kind" in ('house', 'funding', 'bonus', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_entries_amount_not_zero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"type" text NOT NULL,
	"player_id" integer,
	"reference" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "wallet_transactions_type" CHECK ("wallet_transactions"."type" in ('operator_credit', 'operator_debit', 'deposit', 'withdrawal', 'bet', 'win', 'rollback', 'jackpot_seed', 'jackpot_hit', 'bonus')),
	CONSTRAINT "wallet_transactions_metadata_object" CHECK (jsonb_typeof("wallet_transactions"."metadata") = 'object')
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_transaction_account" ON "wallet_entries" USING btree ("transaction_id","account_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account" ON "wallet_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_player" ON "wallet_transactions" USING btree ("player_id","id");--> statement-breakpoint
-- Ledger rows are facts: a correction is a new transaction, never an edit.
CREATE FUNCTION "wallet_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = '23000';
END
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_transactions_immutable" BEFORE UPDATE OR DELETE ON "wallet_transactions" FOR EACH ROW EXECUTE FUNCTION "wallet_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "wallet_transactions_no_truncate" BEFORE TRUNCATE ON "wallet_transactions" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "wallet_entries_immutable" BEFORE UPDATE OR DELETE ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "wallet_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "wallet_entries_no_truncate" BEFORE TRUNCATE ON "wallet_entries" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_refuse_change"();--> statement-breakpoint
-- Checked at commit, when every entry of the transaction is in: at least two entries, summing to zero.
CREATE FUNCTION "wallet_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target bigint;
  total numeric;
  lines integer;
BEGIN
  IF TG_TABLE_NAME = 'wallet_transactions' THEN target := NEW.id; ELSE target := NEW.transaction_id; END IF;
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines FROM wallet_entries WHERE transaction_id = target;
  IF lines < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'wallet transaction % is unbalanced: % entries summing to %', target, lines, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wallet_transactions_balanced" AFTER INSERT ON "wallet_transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wallet_check_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wallet_entries_balanced" AFTER INSERT ON "wallet_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wallet_check_balanced"();
