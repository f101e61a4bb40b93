ALTER TABLE "player_sessions" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
ALTER TABLE "player_sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "player_sessions_previous_token" ON "player_sessions" USING btree ("previous_token_hash");