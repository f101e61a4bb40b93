-- Several wager legs in one statement: the API gathers the debits and credits that arrive while a
-- lane's previous statement runs and sends them together, so they share one round trip and one
-- commit (group commit). Each leg runs in a block of its own (a subtransaction): a leg that raises
-- (short of money, a closed round, a twin's unique violation, a deadlock) is undone alone and answers
-- its SQLSTATE and constraint; the others commit. The legs are exactly bets_debit / bets_credit.
-- Delta arrays differ in length from leg to leg, so they come as array literals (text) and are cast
-- per leg.
CREATE OR REPLACE FUNCTION bets_legs(
  p_kind text[], p_provider text[], p_brand text[], p_transaction_id text[], p_round_id text[],
  p_player_id integer[], p_amount bigint[], p_request_hash text[], p_response jsonb[], p_now timestamptz[],
  p_key text[], p_posting_hash text[], p_metadata jsonb[], p_wallet_account integer[],
  p_delta_accounts text[], p_delta_amounts text[],
  p_game_id integer[], p_player_session uuid[], p_idle_ms bigint[], p_bet_code text[],
  p_close boolean[], p_wallet_code text[]
) RETURNS TABLE (outcome text, wallet_transaction_id bigint, balance bigint, error_state text, error_constraint text)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
BEGIN
  FOR i IN 1 .. coalesce(cardinality(p_kind), 0) LOOP
    error_state := NULL;
    error_constraint := NULL;
    BEGIN
      IF p_kind[i] = 'debit' THEN
        SELECT d.outcome, d.wallet_transaction_id, d.balance INTO outcome, wallet_transaction_id, balance
        FROM bets_debit(p_provider[i], p_brand[i], p_transaction_id[i], p_round_id[i], p_player_id[i],
          p_game_id[i], p_amount[i], p_request_hash[i], p_player_session[i], p_idle_ms[i], p_bet_code[i],
          p_response[i], p_now[i], p_key[i], p_posting_hash[i], p_metadata[i], p_wallet_account[i],
          p_delta_accounts[i]::integer[], p_delta_amounts[i]::bigint[]) d;
      ELSE
        SELECT c.outcome, c.wallet_transaction_id, c.balance INTO outcome, wallet_transaction_id, balance
        FROM bets_credit(p_provider[i], p_brand[i], p_transaction_id[i], p_round_id[i], p_player_id[i],
          p_amount[i], p_close[i], p_request_hash[i], p_wallet_code[i], p_response[i], p_now[i], p_key[i],
          p_posting_hash[i], p_metadata[i], p_wallet_account[i], p_delta_accounts[i]::integer[],
          p_delta_amounts[i]::bigint[]) c;
      END IF;
    EXCEPTION WHEN OTHERS THEN
      outcome := NULL;
      wallet_transaction_id := NULL;
      balance := NULL;
      GET STACKED DIAGNOSTICS error_state = RETURNED_SQLSTATE, error_constraint = CONSTRAINT_NAME;
    END;
    RETURN NEXT;
  END LOOP;
END $$;
