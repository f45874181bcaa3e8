// Nothing matched (spec 1 §2.8): what to verify, and the service contact's QR code and phone as
// the last tip when the school has a service contact.
import { telHref } from '../../lib/phone-link';
import { useT } from '../../ui/useT';

export interface ServiceContact {
  url?: string | null;
  mobile?: string | null;
  contactMobile?: string | null;
}

interface CertificateNotFoundProps {
  serviceContact: ServiceContact | null;
}

export function CertificateNotFound({ serviceContact }: CertificateNotFoundProps) {
  const t = useT();
  const phone = serviceContact?.mobile || serviceContact?.contactMobile || undefined;
  const qr = serviceContact?.url || undefined;
  const tips = [t('site.certificate.tip.issuer'), t('site.certificate.tip.entry'), t('site.certificate.tip.number'), t('site.certificate.tip.name')];
  return (
    <div className="rounded-xl bg-amber-50/60 p-5 ring-1 ring-amber-200" data-certificate-not-found>
      <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5 shrink-0 text-amber-500">
          <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
        </svg>
        {t('site.certificate.notFound')}
      </p>
      <p className="mt-3 text-sm text-slate-600">{t('site.certificate.tipsTitle')}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
        {(qr || phone) && (
          <li data-certificate-contact>
            {t('site.certificate.tip.contact')}
            <div className="mt-2 flex items-center gap-4">
              {qr && <img src={qr} alt={t('site.tools.serviceQr')} width={88} height={88} className="size-22 rounded-lg bg-white object-contain p-1 ring-1 ring-slate-200" />}
              {phone && (
                <a href={telHref(phone)} className="font-medium text-slate-900 hover:text-brand">
                  {t('site.certificate.servicePhone', { phone })}
                </a>
              )}
            </div>
          </li>
        )}
      </ol>
    </div>
  );
}
