-- The wager legs as single statements. A provider's debit or credit is the platform's hottest path:
-- its steps (the ledger posting, the round, the protocol record) run in the database as one
-- statement, so a leg is one round trip and one commit. Each module owns its functions, as it owns
-- its tables: bets_* call wallet_post, auth_session_live and players_active the way the TypeScript
-- use case calls those modules' services. A later change to one of them is a new migration with
-- CREATE OR REPLACE.

-- wallet: a posting that moves at most one balance row (a player's wallet) and appends the movements
-- of counter-accounts as deltas. Takes the idempotency key first: a key already taken moves nothing
-- and answers (null, null); a wallet that cannot cover its line raises XC402 and the whole statement
-- (or the caller's transaction) rolls back.
CREATE OR REPLACE FUNCTION wallet_post(
  p_key text, p_hash text, p_type text, p_brand text, p_player_id integer, p_reference text,
  p_metadata jsonb, p_now timestamptz, p_move_account integer, p_move_amount bigint,
  p_delta_accounts integer[], p_delta_amounts bigint[]
) RETURNS TABLE (posted_id bigint, posted_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_balance bigint;
BEGIN
  INSERT INTO wallet_transactions (idempotency_key, request_hash, type, brand, player_id, reference, metadata, created_at)
  VALUES (p_key, p_hash, p_type, p_brand, p_player_id, p_reference, p_metadata, p_now)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF p_move_account IS NOT NULL THEN
    UPDATE wallet_accounts a SET balance = a.balance + p_move_amount, updated_at = p_now
      WHERE a.id = p_move_account AND a.balance + p_move_amount >= 0
      RETURNING a.balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'XC402', MESSAGE = 'the wallet does not cover the posting';
    END IF;
    INSERT INTO wallet_entries (transaction_id, account_id, amount, balance_after, created_at)
      VALUES (v_id, p_move_account, p_move_amount, v_balance, p_now);
  END IF;
  IF coalesce(cardinality(p_delta_accounts), 0) > 0 THEN
    INSERT INTO wallet_balance_deltas (account_id, amount)
      SELECT u.account_id, u.amount FROM unnest(p_delta_accounts, p_delta_amounts) AS u(account_id, amount);
    INSERT INTO wallet_entries (transaction_id, account_id, amount, balance_after, created_at)
      SELECT v_id, u.account_id, u.amount, NULL, p_now
      FROM unnest(p_delta_accounts, p_delta_amounts) AS u(account_id, amount);
  END IF;
  RETURN QUERY SELECT v_id, v_balance;
END $$;
--> statement-breakpoint

-- wallet: an account's balance as the caller's statement sees it (its row plus pending deltas).
CREATE OR REPLACE FUNCTION wallet_balance(p_code text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT a.balance + coalesce((SELECT sum(d.amount) FROM wallet_balance_deltas d WHERE d.account_id = a.id), 0)
    FROM wallet_accounts a WHERE a.code = p_code
  ), 0)::bigint
$$;
--> statement-breakpoint

-- auth: whether a login session is live (not revoked, not past its end, not idle too long).
CREATE OR REPLACE FUNCTION auth_session_live(p_session_id uuid, p_now timestamptz, p_idle_ms bigint)
RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT s.revoked_at IS NULL AND p_now < s.expires_at
      AND p_now < s.last_used_at + make_interval(secs => p_idle_ms / 1000.0)
    FROM player_sessions s WHERE s.id = p_session_id
  ), false)
$$;
--> statement-breakpoint

-- players: whether the player may play (an active account).
CREATE OR REPLACE FUNCTION players_active(p_player_id integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.status = 'active' FROM players p WHERE p.id = p_player_id), false)
$$;
--> statement-breakpoint

-- bets: a stake on its round. The round's bet is created by its first stake, or the stake (and any
-- jackpot it won) is added to the open round of the same player. Null when the round is another
-- player's, closed or cancelled.
CREATE OR REPLACE FUNCTION bets_stake_round(
  p_provider text, p_brand text, p_round_id text, p_player_id integer, p_game_id integer,
  p_stake bigint, p_jackpot_win bigint, p_code text, p_now timestamptz
) RETURNS bigint
LANGUAGE sql AS $$
  INSERT INTO bets AS b (code, player_id, brand, game_id, provider, round_id, stake, jackpot_win, status, created_at, updated_at)
  VALUES (p_code, p_player_id, p_brand, p_game_id, p_provider, p_round_id, p_stake, p_jackpot_win, 'pending', p_now, p_now)
  ON CONFLICT (provider, round_id) DO UPDATE
    SET stake = b.stake + excluded.stake, jackpot_win = b.jackpot_win + excluded.jackpot_win,
        updated_at = excluded.updated_at
    WHERE b.player_id = excluded.player_id AND NOT b.closed AND b.status <> 'cancelled'
  RETURNING b.id
$$;
--> statement-breakpoint

-- bets: applies a movement to a (locked) round and recomputes its status: open rounds are pending,
-- closed ones won, lost or drew; a round whose every stake was rolled back is cancelled, for good.
CREATE OR REPLACE FUNCTION bets_apply_round(
  p_bet_id bigint, p_stake bigint, p_win bigint, p_jackpot_win bigint, p_close boolean, p_now timestamptz
) RETURNS bigint
LANGUAGE sql AS $$
  UPDATE bets b SET stake = v.stake, win = v.win, jackpot_win = v.jackpot_win, closed = v.closed,
    status = v.status, updated_at = p_now,
    settled_at = CASE WHEN v.status = 'pending' THEN NULL ELSE coalesce(b.settled_at, p_now) END
  FROM (
    SELECT n.*,
      CASE
        WHEN o.status = 'cancelled' OR (p_stake < 0 AND n.stake = 0 AND n.win = 0) THEN 'cancelled'
        WHEN NOT n.closed THEN 'pending'
        WHEN n.win + n.jackpot_win > n.stake THEN 'won'
        WHEN n.win + n.jackpot_win < n.stake THEN 'lost'
        ELSE 'draw'
      END AS status
    FROM bets o, LATERAL (
      SELECT o.stake + p_stake AS stake, o.win + p_win AS win,
        o.jackpot_win + p_jackpot_win AS jackpot_win, o.closed OR p_close AS closed
    ) n
    WHERE o.id = p_bet_id
  ) v
  WHERE b.id = p_bet_id
  RETURNING b.id
$$;
--> statement-breakpoint

-- bets: the protocol's record of a call and the first answer given (filled with what the database
-- knows: the ledger transaction and the balance after it). A second record of one id is a unique
-- violation (provider_transactions_unique): the caller answers from the first.
CREATE OR REPLACE FUNCTION bets_record(
  p_provider text, p_brand text, p_transaction_id text, p_kind text, p_player_id integer,
  p_round_id text, p_amount bigint, p_request_hash text, p_wallet_transaction_id bigint,
  p_balance bigint, p_response jsonb, p_now timestamptz
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO provider_transactions (provider, brand, transaction_id, kind, player_id, round_id, amount,
    request_hash, wallet_transaction_id, response, created_at)
  VALUES (p_provider, p_brand, p_transaction_id, p_kind, p_player_id, p_round_id, p_amount, p_request_hash,
    p_wallet_transaction_id,
    p_response || jsonb_build_object('platformTransactionId', p_wallet_transaction_id::text, 'balance', p_balance),
    p_now)
$$;
--> statement-breakpoint

-- bets: a stake (the wager use case without a jackpot hit), one statement. Outcomes:
--   known    the transaction id is recorded: the caller answers from that record;
--   expired  the login session behind the game ended: no more stakes;
--   locked   the player's account is not active;
--   twin     a twin call took the ledger key first: the caller answers from its record;
--   ok       staked, with the ledger transaction and the balance after.
-- Raises XC402 when the wallet cannot cover the stake and XC409 when the round is another player's,
-- closed or cancelled; nothing stays written either way.
CREATE OR REPLACE FUNCTION bets_debit(
  p_provider text, p_brand text, p_transaction_id text, p_round_id text, p_player_id integer,
  p_game_id integer, p_amount bigint, p_request_hash text, p_player_session uuid, p_idle_ms bigint,
  p_bet_code text, p_response jsonb, p_now timestamptz,
  p_key text, p_posting_hash text, p_metadata jsonb, p_wallet_account integer,
  p_delta_accounts integer[], p_delta_amounts bigint[]
) RETURNS TABLE (outcome text, wallet_transaction_id bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
  v_balance bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_transaction_id) THEN
    RETURN QUERY SELECT 'known', NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF NOT auth_session_live(p_player_session, p_now, p_idle_ms) THEN
    RETURN QUERY SELECT 'expired', NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF NOT players_active(p_player_id) THEN
    RETURN QUERY SELECT 'locked', NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT w.posted_id, w.posted_balance INTO v_tx, v_balance
  FROM wallet_post(p_key, p_posting_hash, 'bet', p_brand, p_player_id, p_transaction_id, p_metadata, p_now,
    p_wallet_account, -p_amount, p_delta_accounts, p_delta_amounts) w;
  IF v_tx IS NULL THEN
    RETURN QUERY SELECT 'twin', NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF bets_stake_round(p_provider, p_brand, p_round_id, p_player_id, p_game_id, p_amount, 0, p_bet_code, p_now) IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'XC409', MESSAGE = 'the round is closed';
  END IF;
  PERFORM bets_record(p_provider, p_brand, p_transaction_id, 'debit', p_player_id, p_round_id, p_amount,
    p_request_hash, v_tx, v_balance, p_response, p_now);
  RETURN QUERY SELECT 'ok', v_tx, v_balance;
END $$;
--> statement-breakpoint

-- bets: a win (or a zero result closing the round), one statement. Paid whatever the state of the
-- game session: only the round's owner matters. Outcomes as bets_debit, plus
--   not_found  no such round of this player (nothing written).
-- Raises XC409 when the round is closed or cancelled.
CREATE OR REPLACE FUNCTION bets_credit(
  p_provider text, p_brand text, p_transaction_id text, p_round_id text, p_player_id integer,
  p_amount bigint, p_close boolean, p_request_hash text, p_wallet_code text, p_response jsonb,
  p_now timestamptz, p_key text, p_posting_hash text, p_metadata jsonb, p_wallet_account integer,
  p_delta_accounts integer[], p_delta_amounts bigint[]
) RETURNS TABLE (outcome text, wallet_transaction_id bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
  v_balance bigint;
  v_bet bets%ROWTYPE;
BEGIN
  IF EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_transaction_id) THEN
    RETURN QUERY SELECT 'known', NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM bets b WHERE b.provider = p_provider AND b.round_id = p_round_id AND b.player_id = p_player_id) THEN
    RETURN QUERY SELECT 'not_found', NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    SELECT w.posted_id, w.posted_balance INTO v_tx, v_balance
    FROM wallet_post(p_key, p_posting_hash, 'win', p_brand, p_player_id, p_transaction_id, p_metadata, p_now,
      p_wallet_account, p_amount, p_delta_accounts, p_delta_amounts) w;
    IF v_tx IS NULL THEN
      RETURN QUERY SELECT 'twin', NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;
  -- Two movements of one round apply one by one.
  SELECT * INTO v_bet FROM bets b WHERE b.provider = p_provider AND b.round_id = p_round_id FOR UPDATE;
  -- A twin that moved no money (a zero win) took the round's lock first: answer as it did.
  IF v_tx IS NULL AND EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_transaction_id) THEN
    RETURN QUERY SELECT 'twin', NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_bet.id IS NULL OR v_bet.closed OR v_bet.status = 'cancelled' THEN
    RAISE EXCEPTION USING ERRCODE = 'XC409', MESSAGE = 'the round is closed';
  END IF;
  PERFORM bets_apply_round(v_bet.id, 0, p_amount, 0, p_close, p_now);
  IF v_tx IS NULL THEN
    v_balance := wallet_balance(p_wallet_code);
  END IF;
  PERFORM bets_record(p_provider, p_brand, p_transaction_id, 'credit', p_player_id, p_round_id, p_amount,
    p_request_hash, v_tx, v_balance, p_response, p_now);
  RETURN QUERY SELECT 'ok', v_tx, v_balance;
END $$;
