// A found certificate (spec 1 §2.8, §3): its fields, its image or 'no certificate yet', and the
// image to download.
import { DownloadLink } from '../ui/DownloadLink';
import { useT } from '../../ui/useT';
import type { CertificateView } from './certificate-types';

interface CertificateResultProps {
  certificate: CertificateView;
}

/** The downloaded file keeps the image's extension and is named by the certificate number. */
function downloadName(number: string, url: string): string {
  const extension = /\.(\w{2,5})(?:[?#]|$)/.exec(url)?.[1] ?? 'jpg';
  return `${number}.${extension}`;
}

export function CertificateResult({ certificate }: CertificateResultProps) {
  const t = useT();
  const { fields, imageUrl, number } = certificate;
  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-certificate-result>
      <dl className="divide-y divide-slate-100 text-sm">
        {fields.map(({ label, value }) => (
          <div key={label} className="flex gap-4 py-2">
            <dt className="w-24 shrink-0 text-slate-500">{t(label)}</dt>
            <dd className="min-w-0 break-all font-medium text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3">
        {imageUrl ? (
          <>
            <a href={imageUrl} target="_blank" rel="noopener" className="block overflow-hidden rounded-xl ring-1 ring-slate-200">
              <img src={imageUrl} alt={t('site.certificate.result.image')} className="h-auto w-full bg-slate-50 object-contain" data-certificate-image />
            </a>
            <DownloadLink
              href={imageUrl}
              fileName={downloadName(number, imageUrl)}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
              data-certificate-download
            >
              {t('site.certificate.download')}
            </DownloadLink>
          </>
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500" data-certificate-no-image>
            {t('site.certificate.noImage')}
          </div>
        )}
      </div>
    </div>
  );
}
