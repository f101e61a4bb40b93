import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  CRYPTO_CURRENCIES,
  CRYPTO_CURRENCY_NETWORKS,
  type CryptoCurrency,
  type CryptoNetwork,
} from '@xc/api-contract';
import { cryptoAddressQueryOptions, useApiQuery, usePlayerId } from '@xc/data-access-api';
import { Button, formatMoney, FormError, media, Select } from '@xc/ui-kit';
import { DepositFrame } from './frame';
import { Columns, CopyFacts, errorText, Fieldset, Notes, Panel } from './parts';
import { QrCode } from './qr-code';
import { useDepositTexts } from './texts';

/**
 * `/account/deposit/crypto`: the player's own deposit address per currency and network, as text
 * and QR, with the quoted rate; the chain confirms in 2 to 5 minutes and the deposit is credited at
 * the rate of that moment (shown in the transaction history).
 */
export default function CryptoPage() {
  const t = useDepositTexts();
  const name = useId();
  const playerId = usePlayerId();
  const [currency, setCurrency] = useState<CryptoCurrency>('USDT');
  const [network, setNetwork] = useState<CryptoNetwork>('TRC20');
  const networks = CRYPTO_CURRENCY_NETWORKS[currency];
  const chosen = networks.includes(network) ? network : networks[0] ?? 'TRC20';
  const query = useApiQuery(cryptoAddressQueryOptions(playerId, currency, chosen));
  const address = query.data;

  return (
    <DepositFrame method="crypto" lead={t('cryptoConfirm')}>
      <Panel aria-labelledby="crypto-title">
        <h2 id="crypto-title">{t('methods.crypto')}</h2>
        <Columns>
          <div>
            <Choices>
              <Fieldset>
                <legend>{t('currency')}</legend>
                <Segments>
                  {CRYPTO_CURRENCIES.map((c) => (
                    <label key={c} data-checked={currency === c || undefined}>
                      <input
                        type="radio"
                        name={name}
                        value={c}
                        checked={currency === c}
                        onChange={() => setCurrency(c)}
                      />
                      {c}
                    </label>
                  ))}
                </Segments>
              </Fieldset>
              <Select
                label={t('network')}
                value={chosen}
                onChange={(event) => setNetwork(event.target.value as CryptoNetwork)}
                options={networks.map((n) => ({ value: n, label: n }))}
              />
            </Choices>
            {address ? (
              <AddressBox>
                <QrCode
                  payload={address.address}
                  alt={t('depositAddress', { currency: address.currency, network: address.network })}
                />
                <div>
                  <CopyFacts
                    rows={[
                      {
                        label: t('depositAddress', { currency: address.currency, network: address.network }),
                        value: address.address,
                        copy: address.address,
                        strong: true,
                      },
                      {
                        label: t('rate'),
                        value: t('rateValue', { currency: address.currency, rate: formatMoney(address.rate) }),
                      },
                    ]}
                  />
                </div>
              </AddressBox>
            ) : query.isError && !query.isFetching ? (
              <Failure>
                <FormError>{errorText(query.error)}</FormError>
                <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                  {t('tryAgain')}
                </Button>
              </Failure>
            ) : (
              <p role="status">{t('loading')}</p>
            )}
          </div>
          <Notes
            items={[
              t('cryptoNotes.n1', { currency, network: chosen }),
              t('cryptoConfirm'),
              t('cryptoNotes.n2'),
              t('cryptoNotes.n3'),
            ]}
          />
        </Columns>
      </Panel>
    </DepositFrame>
  );
}

const Choices = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  ${media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: end;
  }
`;

const Segments = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  label {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.controlHeights.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
  label[data-checked] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  label:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const AddressBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  ${media.tabletUp} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;
