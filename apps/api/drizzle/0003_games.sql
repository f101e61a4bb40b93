CREATE TABLE "game_favorites" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_favorites_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"player_session_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"provider" text NOT NULL,
	"launch_token_hash" text,
	"launch_expires_at" timestamp with time zone,
	"session_token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone,
	CONSTRAINT "game_sessions_launch_token_unique" UNIQUE("launch_token_hash"),
	CONSTRAINT "game_sessions_session_token_unique" UNIQUE("session_token_hash"),
	CONSTRAINT "game_sessions_token" CHECK ("game_sessions"."launch_token_hash" is not null or "game_sessions"."session_token_hash" is not null),
	CONSTRAINT "game_sessions_authenticated" CHECK (("game_sessions"."session_token_hash" is null) = ("game_sessions"."authenticated_at" is null))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"title" text NOT NULL,
	"search_key" text NOT NULL,
	"section" text NOT NULL,
	"category" text NOT NULL,
	"partner" text NOT NULL,
	"partner_name" text NOT NULL,
	"partner_provider_code" text NOT NULL,
	"partner_game_id" text NOT NULL,
	"device" text NOT NULL,
	"orientation" text NOT NULL,
	"jackpot_code" text,
	"stream" jsonb,
	"lobby" boolean DEFAULT false NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "games_section" CHECK ("games"."section" in ('cong-game', 'live-casino', 'the-thao', 'lo-de', 'da-ga')),
	CONSTRAINT "games_device" CHECK ("games"."device" in ('all', 'desktop', 'mobile')),
	CONSTRAINT "games_orientation" CHECK ("games"."orientation" in ('landscape', 'portrait', 'auto'))
);
--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_session_id_player_sessions_id_fk" FOREIGN KEY ("player_session_id") REFERENCES "public"."player_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_player" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_partner_game_unique" ON "games" USING btree ("partner_provider_code","partner_game_id");