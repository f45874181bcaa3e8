// The certificate query island (spec 1 §2.8, §5.1, §7.6) of /query_pc and /query_h5, rendered at
// build time (so the form is there before any script) and hydrated on the first interaction
// (client:interaction, which holds what is done meanwhile). The locale comes as a
// prop (<IslandLocale>): the build has no $tenant to read it from.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { isApiCallError } from '../../api/client';
import type { Locale } from '../../i18n';
import { certificateQueryRules, validateForm, type FormErrors } from '../../lib/forms';
import { CERTIFICATE_NAME_MAX_LENGTH } from '../../lib/limits';
import { useTabs } from '../../ui/useTabs';
import { useHydrated } from '../useHydrated';
import { IslandLocale, useT } from '../../ui/useT';
import { CaptchaImage } from './CaptchaImage';
import { CERTIFICATE_TYPES, certificateType, typeFromQuery, type CertificateTypeValue, type CertificateView } from './certificate-types';
import { CertificateNotFound, type ServiceContact } from './CertificateNotFound';
import { CertificateResult } from './CertificateResult';
import { Field } from './Field';
import { useCaptcha } from './useCaptcha';

interface CertificateQueryProps {
  locale: Locale;
  variant: 'pc' | 'h5';
  serviceContact: ServiceContact | null;
}

type Outcome = { kind: 'found'; certificate: CertificateView } | { kind: 'notFound' } | undefined;
type RuleField = keyof typeof certificateQueryRules;
const TYPE_VALUES = CERTIFICATE_TYPES.map(({ value }) => value);

export function CertificateQuery({ locale, ...props }: CertificateQueryProps) {
  return (
    <IslandLocale locale={locale}>
      <Query {...props} />
    </IslandLocale>
  );
}

function Query({ variant, serviceContact }: Omit<CertificateQueryProps, 'locale'>) {
  const t = useT();
  const ids = useId();
  const hydrated = useHydrated();
  const [type, setType] = useState<CertificateTypeValue>(0);
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<FormErrors<RuleField>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverMessage, setServerMessage] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const { captcha, failed, refresh } = useCaptcha();
  const result = useRef<HTMLDivElement>(null);

  const values = { name, certificateCode: number, captchaCode };
  // Messages stay beside the fields once a query was tried, and follow what is typed from then on.
  useEffect(() => {
    if (attempted) setErrors(validateForm(certificateQueryRules, { name, certificateCode: number, captchaCode }));
  }, [attempted, name, number, captchaCode]);

  useEffect(() => {
    const fromQuery = typeFromQuery(window.location.search);
    if (fromQuery !== 0) setType(fromQuery);
  }, []);

  function selectType(next: CertificateTypeValue) {
    if (next === type) return;
    setType(next);
    // Spec 1 §2.8: switching the type clears the result and resets the captcha code.
    setOutcome(undefined);
    setServerMessage('');
    setCaptchaCode('');
    refresh();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const found = validateForm(certificateQueryRules, values);
    setErrors(found);
    const firstInvalid = (Object.keys(certificateQueryRules) as RuleField[]).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${ids}-${firstInvalid}`)?.focus();
      return;
    }
    if (!captcha) return;
    setPending(true);
    setServerMessage('');
    try {
      const certificate = await certificateType(type).query({ name: name.trim(), number: number.trim(), captchaKey: captcha.key, captchaCode: captchaCode.trim() });
      setOutcome(certificate ? { kind: 'found', certificate } : { kind: 'notFound' });
      requestAnimationFrame(() => result.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }));
    } catch (error) {
      // The server's message (a wrong or expired captcha, mostly) was also toasted by the client;
      // it stays here beside the form, which keeps the typed name and number.
      setOutcome(undefined);
      if (isApiCallError(error) && error.reason !== 'cancelled') setServerMessage(error.msg);
    } finally {
      // Spec 1 §2.8: a captcha serves one query; after every query there is a fresh one.
      setPending(false);
      setCaptchaCode('');
      setAttempted(false);
      setErrors({});
      refresh();
    }
  }

  const message = (field: RuleField) => (errors[field] ? t(errors[field]!) : undefined);
  const selected = certificateType(type);
  const tabProps = useTabs(TYPE_VALUES, type, selectType);
  const tabId = (value: CertificateTypeValue) => `certificate-type-tab-${value}`;

  return (
    <div id="certificate-query-island" data-certificate-type={type} data-variant={variant} data-ready={hydrated || undefined}>
      <div role="tablist" aria-label={t('access.query.types')} className={`grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 ${variant === 'h5' ? 'text-sm' : ''}`}>
        {CERTIFICATE_TYPES.map(({ value, label }) => (
          <button
            key={value}
            {...tabProps(value)}
            id={tabId(value)}
            aria-controls="certificate-type-panel"
            data-certificate-type={value}
            className="rounded-lg px-3 py-2.5 font-medium text-slate-600 transition-colors hover:text-brand aria-selected:bg-white aria-selected:text-brand aria-selected:shadow-sm"
          >
            {t(label)}
          </button>
        ))}
      </div>

      <div id="certificate-type-panel" role="tabpanel" aria-labelledby={tabId(type)}>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <Field
          id={`${ids}-name`}
          label={t('site.certificate.name')}
          error={message('name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          type="text"
          autoComplete="name"
          maxLength={CERTIFICATE_NAME_MAX_LENGTH}
          placeholder={t('site.certificate.namePlaceholder')}
          required
        />
        <Field
          id={`${ids}-certificateCode`}
          label={t('site.certificate.number')}
          error={message('certificateCode')}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          type="text"
          autoComplete="off"
          placeholder={t('site.certificate.numberPlaceholder')}
          required
        />
        <Field
          id={`${ids}-captchaCode`}
          label={t('site.certificate.captcha')}
          error={message('captchaCode')}
          value={captchaCode}
          onChange={(event) => setCaptchaCode(event.target.value)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('site.certificate.captchaPlaceholder')}
          required
          aside={
            <CaptchaImage
              captcha={captcha}
              failed={failed}
              onRefresh={refresh}
              label={t('access.query.captchaImage')}
              refreshLabel={t('site.certificate.refreshCaptcha')}
              failedLabel={t('common.loadFailed')}
            />
          }
          below={
            <button type="button" onClick={refresh} className="mt-2 text-sm text-brand hover:underline" data-captcha-refresh>
              {t('site.certificate.refreshCaptcha')}
            </button>
          }
        />
        {serverMessage && (
          <p className="rounded-lg bg-rose-50 px-4 py-2.5 text-sm text-rose-700 ring-1 ring-rose-200" data-server-message>
            {serverMessage}
          </p>
        )}
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="w-full rounded-lg bg-brand px-4 py-3 text-base font-semibold text-white shadow-sm hover:opacity-95 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
          data-certificate-submit
        >
          {pending ? t('common.loading') : t('site.certificate.query')}
        </button>
      </form>
      </div>

      <div ref={result} aria-live="polite" className="scroll-mt-4">
        {outcome && (
          <section aria-label={t('site.certificate.result')} className="mt-8 border-t border-slate-200 pt-6" data-certificate-outcome={outcome.kind}>
            <h2 className="mb-4 text-base font-semibold text-slate-900">
              {t('site.certificate.result')}
              <span className="ml-2 rounded bg-brand/10 px-2 py-0.5 text-xs font-medium text-brand">{t(selected.label)}</span>
            </h2>
            {outcome.kind === 'found' ? <CertificateResult certificate={outcome.certificate} /> : <CertificateNotFound serviceContact={serviceContact} />}
          </section>
        )}
      </div>
    </div>
  );
}
