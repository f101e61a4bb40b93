import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@xc/ui-kit';
import { useDepositTexts } from './texts';

/** The QR library is fetched only by the pages that draw a code (its own chunk). */
const loadQr = () => import('qrcode');

/** Pixel width of the drawn code (also the downloaded PNG's), quiet zone included. */
const QR_SIZE = 360;

/** A PNG data URL of `payload`; exported for the download, which draws it again if needed. */
export async function qrDataUrl(payload: string): Promise<string> {
  const qr = await loadQr();
  return qr.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE });
}

/** The PNG bytes of a `data:image/png;base64,…` URL (decoded here: the page's CSP forbids fetching data: URLs). */
export function pngOf(dataUrl: string): Blob {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match?.[1]) throw new Error('not a PNG data URL');
  const binary = atob(match[1]);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  if (bytes.length === 0) throw new Error('empty image');
  return new Blob([bytes], { type: 'image/png' });
}

/**
 * A QR code of `payload` (a VietQR string, a wallet address) drawn as an image by the `qrcode`
 * library, with "Tải mã QR" when `fileName` is given. A failed download says so (spec §8).
 */
export function QrCode({ payload, alt, fileName }: { payload: string; alt: string; fileName?: string }) {
  const t = useDepositTexts();
  const [state, setState] = useState<{ payload: string; url: string | null; failed: boolean } | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    let stopped = false;
    qrDataUrl(payload).then(
      (url) => !stopped && setState({ payload, url, failed: false }),
      () => !stopped && setState({ payload, url: null, failed: true }),
    );
    return () => {
      stopped = true;
    };
  }, [payload]);

  const current = state?.payload === payload ? state : null;

  const download = async () => {
    setDownloadFailed(false);
    try {
      const url = current?.url ?? (await qrDataUrl(payload));
      const blob = pngOf(url);
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = `${fileName}.png`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    } catch {
      setDownloadFailed(true);
    }
  };

  return (
    <Figure>
      <Frame aria-busy={!current}>
        {current?.url ? (
          <img src={current.url} alt={alt} width={QR_SIZE} height={QR_SIZE} />
        ) : current?.failed ? (
          <p role="alert">{t('qrFailed')}</p>
        ) : (
          <p role="status">{t('qrLoading')}</p>
        )}
      </Frame>
      {fileName && (
        <Button variant="secondary" size="sm" onClick={() => void download()} disabled={current?.failed}>
          {t('downloadQr')}
        </Button>
      )}
      {downloadFailed && <DownloadError role="alert">{t('downloadQrFailed')}</DownloadError>}
    </Figure>
  );
}

const Figure = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Frame = styled.div`
  display: grid;
  place-items: center;
  width: min(100%, 240px);
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  /* The image carries its own light quiet zone (the library's margin), whatever the brand's theme. */
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  img {
    display: block;
    width: 100%;
    height: auto;
    image-rendering: pixelated;
  }
`;

const DownloadError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
